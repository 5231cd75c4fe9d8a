import { describe, expect, it } from 'vitest';
import { SUBJECTS, defineSubject } from '../access';
import { createApiFactory, createApiRef } from '../plugin/api-ref';
import { definePlugin } from '../plugin/define-plugin';
import { fillSlot } from '../plugin/slots';
import { AdminConfigError, assembleAdmin } from './assemble';

const Page = () => null;
const load = async () => Page;

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AdminConfigError);
    return [...(error as AdminConfigError).problems];
  }
  throw new Error('expected an AdminConfigError');
}

describe('assembleAdmin: manifest validation names the plugin', () => {
  it('rejects a duplicate plugin id', () => {
    const a = definePlugin({ id: 'orders' });
    expect(problemsOf(() => assembleAdmin([a, { ...a }]))).toEqual([
      'Plugin "orders": duplicate plugin id "orders" (registered twice).',
    ]);
  });

  it('rejects a duplicate route, naming both plugins', () => {
    const a = definePlugin({
      id: 'orders',
      routes: [{ path: '/admin/orders', subject: SUBJECTS.orders, load }],
    });
    const b = definePlugin({
      id: 'rogue',
      routes: [{ path: '/admin/orders/', subject: SUBJECTS.orders, load }],
    });
    expect(problemsOf(() => assembleAdmin([a, b]))).toEqual([
      'Plugin "rogue": duplicate route "/admin/orders/" (already registered by plugin "orders").',
    ]);
  });

  it('rejects a menu entry for an unknown route', () => {
    const a = definePlugin({
      id: 'reports',
      routes: [{ path: '/admin/reports', subject: SUBJECTS.reports, load }],
      menu: [{ group: 'manage', label: 'Sales', path: '/admin/sales' }],
    });
    expect(problemsOf(() => assembleAdmin([a]))).toEqual([
      'Plugin "reports": menu entry "Sales" points to "/admin/sales", which no plugin registers as a route.',
    ]);
  });

  it('rejects a subject that is used but never declared', () => {
    const a = definePlugin({
      id: 'reviews',
      routes: [{ path: '/admin/apps/app/reviews', subject: 'reviews_area', load }],
    });
    expect(problemsOf(() => assembleAdmin([a]))).toEqual([
      'Plugin "reviews": route "/admin/apps/app/reviews" uses subject "reviews_area", which no plugin declares (add it to a plugin\'s `subjects`).',
    ]);
  });

  it('rejects malformed manifests with the path of the problem', () => {
    const problems = problemsOf(() =>
      assembleAdmin([{ id: 'Bad Id', routes: [{ path: 'admin/x', load: 'nope' }] } as never]),
    );
    expect(problems).toContain('Plugin "Bad Id": id: id must be kebab-case (letters, digits and "-")');
    expect(problems).toContain('Plugin "Bad Id": routes[0].path: must be an absolute path starting with "/"');
    expect(problems).toContain('Plugin "Bad Id": routes[0].load: load must be a function');
  });

  it('asks every route for its subject (core maps no plugin paths)', () => {
    const a = definePlugin({ id: 'misc', routes: [{ path: '/admin/orders', load }] });
    expect(problemsOf(() => assembleAdmin([a]))[0]).toMatch(
      /^Plugin "misc": route "\/admin\/orders" needs a `subject`/,
    );
  });

  it('warns (does not fail) when a slot is filled that no screen declares', () => {
    const a = definePlugin({
      id: 'widgets',
      slots: [fillSlot('support.ticket.sidebar', { id: 'info', component: Page })],
    });
    const model = assembleAdmin([a]);
    expect(model.warnings).toEqual([
      'Plugin "widgets": slot fill "info" fills "support.ticket.sidebar", which no screen declares.',
    ]);
  });

  it('assembles routes, menu, subjects, APIs, slots and search from plugins alone', () => {
    const ref = createApiRef<{ ping(): string }>('shop.ping');
    const own = defineSubject({ id: 'loyalty', label: 'Loyalty' });
    const a = definePlugin({
      id: 'loyalty',
      subjects: [own],
      routes: [
        { path: '/admin/loyalty', subject: own, load },
        { path: '/admin/employees', subject: SUBJECTS.settings, ownerOnly: true, load },
      ],
      menu: [
        { group: 'apps', label: 'Loyalty', path: '/admin/loyalty', order: 2 },
        { group: 'settings', label: 'Employees', path: '/admin/employees' },
      ],
      apis: [createApiFactory(ref, () => ({ ping: () => 'pong' }))],
      declaredSlots: ['dashboard.widgets'],
      slots: [
        fillSlot('dashboard.widgets', { id: 'second', order: 2, component: Page }),
        fillSlot('dashboard.widgets', { id: 'first', order: 1, component: Page }),
        fillSlot('dashboard.widgets', { id: 'also-second', order: 2, component: Page }),
      ],
      search: [{ id: 'members', label: 'Members', subject: own, search: async () => [] }],
    });
    const model = assembleAdmin([a]);
    expect(model.routes.map((r) => [r.path, r.subject?.id])).toEqual([
      ['/admin/loyalty', 'loyalty'],
      ['/admin/employees', 'settings'],
    ]);
    expect(model.menu.map((m) => [m.label, m.subject?.id, m.ownerOnly])).toEqual([
      ['Employees', 'settings', true],
      ['Loyalty', 'loyalty', false],
    ]);
    expect(model.subjects.get('loyalty')).toBe(own);
    expect(model.subjects.get('orders')).toBe(SUBJECTS.orders);
    expect(model.apis.map((x) => x.ref.id)).toEqual(['shop.ping']);
    expect(model.slots.get('dashboard.widgets')!.map((s) => s.fill.id)).toEqual([
      'first',
      'second',
      'also-second',
    ]);
    expect(model.search.map((s) => s.provider.id)).toEqual(['members']);
    expect(model.warnings).toEqual([]);
  });
});
