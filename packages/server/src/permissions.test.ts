/**
 * The permission matrix: for each standard subject × rule (none, limited, limited + each
 * option, full) × method, the status an employee and a private-app token get. Access is
 * changed between rounds through the API, so this also proves rules apply at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCESS_LEVEL, STANDARD_SUBJECTS, SUBJECTS, defineSubject, fullAccess } from '@storeroom/core/access';
import type { AccessRule, AccessSubject } from '@storeroom/core/access';
import { defineServerPlugin } from './plugin';
import { resource } from './resource/resource';
import { DEMO_CREDENTIALS } from './seed';
import { ordersOptionsPlugin, widgets, widgetsPlugin } from './test-support/widgets';
import { createTestServer } from './testing';
import type { TestServer } from './testing';

const slug = (s: AccessSubject) => `m-${s.id.replace(/_/g, '-')}`;
const grantsOf = (s: AccessSubject) =>
  [...new Set((s.options ?? []).flatMap((o) => o.grants))].filter((g) => g !== 'update');

/** One resource per subject over the widgets table, with a bulk action per option grant. */
const matrixPlugin = defineServerPlugin({
  id: 'matrix',
  resources: STANDARD_SUBJECTS.map((subject) =>
    resource({
      name: slug(subject),
      table: widgets,
      subject,
      schema: z.object({ title: z.string().min(1) }),
      actions: {
        publish: { action: 'update', run: async () => ({ ok: true }) },
        ...Object.fromEntries(
          grantsOf(subject).map((g) => [g, { action: g, run: async () => ({ ok: true }) }]),
        ),
      },
    }),
  ),
});

/** A plugin's own subject (not one of the 18): assignable like any other. */
const GADGETS = defineSubject({ id: 'gadgets', label: 'Gadgets' });
const gadgetsPlugin = defineServerPlugin({
  id: 'gadgets',
  resources: [
    resource({ name: 'gadgets', table: widgets, subject: GADGETS, schema: z.object({ title: z.string() }) }),
  ],
});

/**
 * A resource whose writes check another action (`access`): here an option of a limited
 * orders rule, the way mass-fulfilment templates follow `allow_shipping`.
 */
const shippingNotesPlugin = defineServerPlugin({
  id: 'shipping-notes',
  resources: [
    resource({
      name: 'shipping-notes',
      table: widgets,
      subject: SUBJECTS.orders,
      schema: z.object({ title: z.string().min(1) }),
      access: { create: 'ship', update: 'ship', delete: 'ship' },
    }),
  ],
});

let t: TestServer;
let owner: string;
let widgetId: number;
let employeeId: number;
let employeeToken: string;
let appId: number;
let appToken: string;

beforeAll(async () => {
  t = await createTestServer({
    plugins: [widgetsPlugin, matrixPlugin, gadgetsPlugin, shippingNotesPlugin, ordersOptionsPlugin],
  });
  owner = await t.login(DEMO_CREDENTIALS.owner);
  widgetId = (await (await t.request('GET', '/widgets?size=1', { token: owner })).json()).items[0].id;
  const employee = await t.request('POST', '/employees', {
    token: owner,
    body: { email: 'matrix@storeroom.test', full_name: 'Matrix Employee', password: 'matrix-password' },
  });
  employeeId = (await employee.json()).id;
  employeeToken = await t.login({ email: 'matrix@storeroom.test', password: 'matrix-password' });
  const app = await (
    await t.request('POST', '/apps/private-apps', {
      token: owner,
      body: { name: 'Matrix app', accessRules: [] },
    })
  ).json();
  appId = app.id;
  appToken = app.tokens[0].token;
});
afterAll(() => t?.close());

type Principal = 'employee' | 'private app';

async function setAccess(who: Principal, rules: AccessRule[]): Promise<void> {
  const res =
    who === 'employee'
      ? await t.request('PATCH', `/employees/${employeeId}`, { token: owner, body: { access: rules } })
      : await t.request('PATCH', `/apps/private-apps/${appId}`, {
          token: owner,
          body: { accessRules: rules },
        });
  expect(res.status).toBe(200);
}

/** Every door of a subject's resource and the status it answers. */
async function statuses(who: Principal, subject: AccessSubject): Promise<Record<string, number>> {
  const token = who === 'employee' ? employeeToken : appToken;
  const base = `/${slug(subject)}`;
  const victim = (
    await (await t.request('POST', '/widgets', { token: owner, body: { title: 'Victim' } })).json()
  ).id;
  const out: Record<string, number> = {
    list: (await t.request('GET', base, { token })).status,
    search: (await t.request('POST', `${base}/search`, { token, body: {} })).status,
    get: (await t.request('GET', `${base}/${widgetId}`, { token })).status,
    views: (await t.request('GET', `${base}/saved-views`, { token })).status,
    create: (await t.request('POST', base, { token, body: { title: 'Made' } })).status,
    update: (await t.request('PATCH', `${base}/${widgetId}`, { token, body: { title: 'Anvil' } })).status,
    publish: (await t.request('POST', `${base}/publish`, { token, body: { ids: [widgetId] } })).status,
    delete: (await t.request('DELETE', `${base}/${victim}`, { token })).status,
  };
  for (const g of grantsOf(subject))
    out[g] = (await t.request('POST', `${base}/${g}`, { token, body: { ids: [widgetId] } })).status;
  return out;
}

const allowed: Record<string, number> = {
  list: 200,
  search: 200,
  get: 200,
  views: 200,
  create: 201,
  update: 200,
  publish: 200,
  delete: 204,
};

function expected(subject: AccessSubject, rule: 0 | 1 | 2, options: string[] = []): Record<string, number> {
  const out: Record<string, number> = {};
  const granted = new Set(
    (subject.options ?? []).filter((o) => options.includes(o.id)).flatMap((o) => o.grants),
  );
  const doors = [...Object.keys(allowed), ...grantsOf(subject)];
  for (const door of doors) {
    const ok = door in allowed ? allowed[door]! : 200;
    const action =
      { list: 'read', search: 'read', get: 'read', views: 'read', publish: 'update' }[door] ?? door;
    const can = rule === 2 || (rule === 1 && (action === 'read' || granted.has(action)));
    out[door] = can ? ok : 403;
  }
  return out;
}

for (const who of ['employee', 'private app'] as const) {
  describe(`permission matrix: ${who}`, () => {
    for (const subject of STANDARD_SUBJECTS) {
      it(`${subject.id}: none, limited, limited + each option, full`, async () => {
        const rounds: { rule: 0 | 1 | 2; options: string[] }[] = [
          { rule: 0, options: [] },
          { rule: 1, options: [] },
          ...(subject.options ?? []).map((o) => ({ rule: 1 as const, options: [o.id] })),
          { rule: 2, options: [] },
        ];
        for (const round of rounds) {
          await setAccess(who, [{ subject: subject.id, rule: round.rule, options: round.options }]);
          expect({ ...round, statuses: await statuses(who, subject) }).toEqual({
            ...round,
            statuses: expected(subject, round.rule, round.options),
          });
        }
      });
    }
  });
}

describe('owner-only and account doors', () => {
  it('refuse employees and private apps with full access everywhere', async () => {
    for (const who of ['employee', 'private app'] as const) {
      await setAccess(who, fullAccess(STANDARD_SUBJECTS));
      const token = who === 'employee' ? employeeToken : appToken;
      for (const [method, path] of [
        ['DELETE', '/account'],
        ['POST', '/pause-account'],
        ['POST', '/unpause-account'],
        ['GET', '/employees'],
        ['POST', '/employees/search'],
        ['PATCH', `/employees/${employeeId}`],
      ] as const) {
        const res = await t.request(method, path, { token, body: method === 'GET' ? undefined : {} });
        expect({ who, method, path, status: res.status }).toEqual({ who, method, path, status: 403 });
        expect(await res.json()).toEqual({ message: "You don't have permission to do this." });
      }
    }
    // Private apps have no account of their own.
    expect((await t.request('GET', '/account', { token: appToken })).status).toBe(403);
    expect((await t.request('GET', '/account', { token: employeeToken })).status).toBe(200);
  });

  it('let the owner pause and unpause', async () => {
    const paused = await t.request('POST', '/pause-account', {
      token: owner,
      body: { fes_password: DEMO_CREDENTIALS.owner.password },
    });
    expect(paused.status).toBe(200);
    expect((await paused.json()).is_paused).toBe(true);
    expect(
      (await (await t.request('POST', '/unpause-account', { token: owner, body: {} })).json()).is_paused,
    ).toBe(false);
  });

  it('keeps a non-owner from granting more than they hold', async () => {
    await setAccess('employee', [
      { subject: 'apps', rule: ACCESS_LEVEL.full, options: [] },
      { subject: 'orders', rule: ACCESS_LEVEL.limited, options: ['allow_edit'] },
    ]);
    const tooMuch = await t.request('POST', '/apps/private-apps', {
      token: employeeToken,
      body: { name: 'Escalate' },
    });
    expect(tooMuch.status).toBe(422);
    const wider = await t.request('POST', '/apps/private-apps', {
      token: employeeToken,
      body: { name: 'Escalate', accessRules: [{ subject: 'orders', rule: 1, options: ['allow_refunds'] }] },
    });
    expect(wider.status).toBe(422);
    const fine = await t.request('POST', '/apps/private-apps', {
      token: employeeToken,
      body: { name: 'Within', accessRules: [{ subject: 'orders', rule: 1, options: ['allow_edit'] }] },
    });
    expect(fine.status).toBe(201);
  });
});

describe('plugin subjects', () => {
  it('a subject declared by a plugin is assignable and enforced', async () => {
    await setAccess('employee', [
      { subject: 'gadgets', rule: ACCESS_LEVEL.limited, options: [] },
      { subject: 'not_a_subject', rule: ACCESS_LEVEL.full, options: [] },
    ]);
    const account = await (await t.request('GET', '/account', { token: employeeToken })).json();
    expect(account.access).toEqual([{ subject: 'gadgets', rule: 1, options: [] }]);
    expect((await t.request('GET', '/gadgets', { token: employeeToken })).status).toBe(200);
    expect(
      (await t.request('PATCH', `/gadgets/${widgetId}`, { token: employeeToken, body: { title: 'x' } }))
        .status,
    ).toBe(403);
    expect(t.server.subjects.map((s) => s.id)).toContain('gadgets');
  });
});

describe('resource writes that check another action (access)', () => {
  it('open create, update and delete to the option that grants that action, and to no other', async () => {
    const write = async () => {
      const created = await t.request('POST', '/shipping-notes', {
        token: employeeToken,
        body: { title: 'Note' },
      });
      if (created.status !== 201) return { create: created.status };
      const id = (await created.json()).id as number;
      const patched = await t.request('PATCH', `/shipping-notes/${id}`, {
        token: employeeToken,
        body: { title: 'Changed' },
      });
      const deleted = await t.request('DELETE', `/shipping-notes/${id}`, { token: employeeToken });
      return { create: 201, update: patched.status, delete: deleted.status };
    };
    await setAccess('employee', [
      { subject: 'orders', rule: ACCESS_LEVEL.limited, options: ['allow_shipping'] },
    ]);
    expect(await write()).toEqual({ create: 201, update: 200, delete: 204 });

    // allow_edit grants `update` on orders, but these writes check `ship`.
    await setAccess('employee', [
      {
        subject: 'orders',
        rule: ACCESS_LEVEL.limited,
        options: ['allow_edit', 'allow_refunds', 'allow_export'],
      },
    ]);
    expect(await write()).toEqual({ create: 403 });
    const victim = await (
      await t.request('POST', '/shipping-notes', { token: owner, body: { title: 'Kept' } })
    ).json();
    expect(
      (
        await t.request('PATCH', `/shipping-notes/${victim.id}`, {
          token: employeeToken,
          body: { title: 'x' },
        })
      ).status,
    ).toBe(403);
    expect((await t.request('DELETE', `/shipping-notes/${victim.id}`, { token: employeeToken })).status).toBe(
      403,
    );
    expect(
      (
        await t.request('POST', '/shipping-notes/delete', {
          token: employeeToken,
          body: { ids: [victim.id] },
        })
      ).status,
    ).toBe(403);
    const kept = await (await t.request('GET', `/shipping-notes/${victim.id}`, { token: owner })).json();
    expect(kept.title).toBe('Kept');
    // Reading follows the subject as usual.
    expect((await t.request('GET', '/shipping-notes', { token: employeeToken })).status).toBe(200);
  });
});
