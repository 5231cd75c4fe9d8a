import { describe, expect, it } from 'vitest';
import { manifestShapeIssues } from './manifest-shape';

const load = () => Promise.resolve(() => null);

describe('manifestShapeIssues', () => {
  it('accepts a well-formed manifest, extra keys included', () => {
    expect(
      manifestShapeIssues({
        id: 'gift-wrap',
        routes: [{ path: '/admin/gift-wrap', load, subject: 'gift_wrap' }],
        menu: [{ group: 'manage', label: 'Gift wrap', path: '/admin/gift-wrap', order: 3 }],
        subjects: [
          {
            id: 'gift_wrap',
            label: 'Gift wrap',
            options: [{ id: 'allow_x', label: 'X', grants: ['update'] }],
          },
        ],
        slots: [{ slot: 'dashboard.widgets', id: 'w', component: () => null }],
        search: [{ id: 's', label: 'Gift wraps', search: async () => [] }],
        extra: 'kept',
      }),
    ).toEqual([]);
  });

  it('names the path of every problem', () => {
    expect(
      manifestShapeIssues({
        id: 'Gift Wrap',
        routes: [{ path: 'admin/x', load: 'nope', ownerOnly: 'yes' }],
        menu: [{ group: 'elsewhere', label: '', path: '/admin/x' }],
        subjects: [
          { id: 'GiftWrap', label: 'Gift wrap', options: [{ id: 'a', label: 'A', grants: 'update' }] },
        ],
        slots: [{ slot: 'dashboard.widgets', id: 'w', component: 3 }],
        onInstall: true,
      }),
    ).toEqual([
      { path: 'id', message: 'id must be kebab-case (letters, digits and "-")' },
      { path: 'routes[0].path', message: 'must be an absolute path starting with "/"' },
      { path: 'routes[0].load', message: 'load must be a function' },
      { path: 'routes[0].ownerOnly', message: 'must be true or false' },
      { path: 'menu[0].group', message: 'must be one of "manage", "apps", "settings"' },
      { path: 'menu[0].label', message: 'must be a non-empty string' },
      { path: 'subjects[0].id', message: 'subject id must be snake_case' },
      { path: 'subjects[0].options[0].grants', message: 'must be a list' },
      { path: 'slots[0].component', message: 'component must be a React component' },
      { path: 'onInstall', message: 'onInstall must be a function' },
    ]);
  });

  it('refuses something that is not a manifest at all', () => {
    expect(manifestShapeIssues(null)).toEqual([{ path: '', message: 'must be an object' }]);
    expect(manifestShapeIssues({})).toEqual([{ path: 'id', message: 'id must be a string' }]);
  });
});
