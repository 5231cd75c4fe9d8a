import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECTS } from '@storeroom/core/access';
import { z } from 'zod';
import { DEMO_CREDENTIALS } from '../seed';
import { createServer } from '../server';
import { ordersOptionsPlugin, widgets, widgetsPlugin } from '../test-support/widgets';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';
import { resource } from './resource';

let t: TestServer;
let owner: string;
let outletOwner: string;
beforeAll(async () => {
  t = await createTestServer({ plugins: [widgetsPlugin, ordersOptionsPlugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
  outletOwner = await t.switchStore(owner);
});
afterAll(() => t?.close());

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('list (GET /x?page&size&sort&expand)', () => {
  it('pages with _meta and sorts ascending by default', async () => {
    const { status, body } = await json(await t.request('GET', '/widgets?page=2&size=5', { token: owner }));
    expect(status).toBe(200);
    expect(body._meta).toEqual({ currentPage: 2, pageCount: 3, perPage: 5, totalCount: 12 });
    expect(body.items.map((w: { title: string }) => w.title)).toEqual([
      'Funnel',
      'Gear',
      'Hinge',
      'Inkpad',
      'Jack',
    ]);
  });

  it('sorts descending with !field and never sends hidden columns or store_id', async () => {
    const { body } = await json(await t.request('GET', '/widgets?sort=!price&size=2', { token: owner }));
    expect(body.items.map((w: { price: number }) => w.price)).toEqual([120, 110]);
    expect(body.items[0]).not.toHaveProperty('secret');
    expect(body.items[0]).not.toHaveProperty('store_id');
  });

  it('expands on request only', async () => {
    const plain = await json(await t.request('GET', '/widgets?size=1', { token: owner }));
    expect(plain.body.items[0]).not.toHaveProperty('label');
    const expanded = await json(
      await t.request('GET', '/widgets?size=1&expand=label,unknown', { token: owner }),
    );
    expect(expanded.body.items[0].label).toBe('Anvil (10)');
  });

  it('rejects bad paging and unknown sort fields with 422', async () => {
    expect((await t.request('GET', '/widgets?size=500', { token: owner })).status).toBe(422);
    expect((await t.request('GET', '/widgets?page=0', { token: owner })).status).toBe(422);
    const bad = await json(await t.request('GET', '/widgets?sort=secret', { token: owner }));
    expect(bad).toEqual({ status: 422, body: { errors: { sort: ['Unknown sort field "secret".'] } } });
    expect((await t.request('GET', '/widgets?sort=price;drop table widgets', { token: owner })).status).toBe(
      422,
    );
  });
});

describe('search (POST /x/search)', () => {
  const search = (body: unknown, query = '') =>
    t.request('POST', `/widgets/search${query}`, { token: owner, body });

  it('filters by value, list and every operator', async () => {
    const titles = async (body: unknown) =>
      (await (await search(body, '?size=100')).json()).items.map((w: { title: string }) => w.title);
    expect(await titles({ title: 'Bolt' })).toEqual(['Bolt']);
    expect(await titles({ price: [10, 30] })).toEqual(['Anvil', 'Crate']);
    expect(await titles({ price: { operator: '>', value: 100 } })).toEqual(['Kettle', 'Ladle']);
    expect(await titles({ price: { operator: '>=', value: 110 } })).toEqual(['Kettle', 'Ladle']);
    expect(await titles({ price: { operator: '<', value: 20 } })).toEqual(['Anvil']);
    expect(await titles({ price: { operator: '<=', value: 20 } })).toEqual(['Anvil', 'Bolt']);
    expect((await titles({ price: { operator: '!=', value: 10 } })).length).toBe(11);
    expect(await titles({ title: { operator: 'contains', value: 'NK' } })).toEqual(['Inkpad']);
    expect((await titles({ title: { operator: 'notcontains', value: 'e' } })).length).toBe(5);
    expect(
      await titles({
        price: [
          { operator: '>', value: 20 },
          { operator: '<', value: 50 },
        ],
      }),
    ).toEqual(['Crate', 'Drill']);
    expect(await titles({ is_draft: false, price: { operator: '<', value: 50 } })).toEqual(['Bolt', 'Drill']);
    expect(await titles({ tag: 'Gear' })).toEqual(['Gear']);
    // Empty lists are no condition (spec 2 §5).
    expect((await titles({ price: [] })).length).toBe(12);
  });

  it('answers the list shape with _meta', async () => {
    const { body } = await json(await search({ is_draft: true }, '?size=4&sort=!title'));
    expect(body._meta).toEqual({ currentPage: 1, pageCount: 2, perPage: 4, totalCount: 6 });
    expect(body.items[0].title).toBe('Kettle');
  });

  it('treats SQL-injection-shaped values as data, never as SQL', async () => {
    for (const value of ["' OR 1=1 --", "'; drop table widgets; --", '%', '_', '\\', "Bolt' --"]) {
      const res = await search({ title: value });
      expect(res.status).toBe(200);
      expect((await res.json()).items).toEqual([]);
      const contains = await search({ title: { operator: 'contains', value } });
      expect(contains.status).toBe(200);
      expect((await contains.json()).items).toEqual([]);
    }
    // Wrong types for the column are 422, not a database error.
    expect((await search({ price: '1 OR 1=1' })).status).toBe(422);
    expect((await search({ price: { operator: '>', value: '1; select pg_sleep(5)' } })).status).toBe(422);
    expect((await search({ created_at: { operator: '>', value: "now()' --" } })).status).toBe(422);
    expect((await search({ is_draft: 'maybe' })).status).toBe(422);
    // Unknown fields, hidden columns and operators are 422 with the field named.
    expect(await json(await search({ 'title; drop': 1 }))).toEqual({
      status: 422,
      body: { errors: { 'title; drop': ['Unknown filter field "title; drop".'] } },
    });
    expect((await search({ secret: 's' })).status).toBe(422);
    expect((await search({ store_id: 2 })).status).toBe(422);
    expect((await search({ title: { operator: 'like', value: 'x' } })).status).toBe(422);
    expect((await search([1, 2])).status).toBe(422);
    // The table is still there.
    expect((await (await t.request('GET', '/widgets', { token: owner })).json())._meta.totalCount).toBe(12);
  });
});

describe('get, create, update, delete', () => {
  it('creates with validation and answers 422 { errors } on bad input', async () => {
    const bad = await json(
      await t.request('POST', '/widgets', { token: owner, body: { title: ' ', price: 1.5 } }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.title).toEqual(['Title cannot be blank.']);
    expect(bad.body.errors.price).toEqual(['Price must be a whole number.']);

    const created = await json(
      await t.request('POST', '/widgets', { token: owner, body: { title: 'Mallet', price: 7, store_id: 2 } }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Mallet', price: 7, is_draft: true, tags: [] });
    // store_id in the body is ignored: the row belongs to the caller's store.
    expect((await t.request('GET', `/widgets/${created.body.id}`, { token: outletOwner })).status).toBe(404);

    const got = await json(
      await t.request('GET', `/widgets/${created.body.id}?expand=label`, { token: owner }),
    );
    expect(got.body).toMatchObject({ id: created.body.id, label: 'Mallet (7)' });

    const patched = await json(
      await t.request('PATCH', `/widgets/${created.body.id}`, { token: owner, body: { price: 9 } }),
    );
    expect(patched).toMatchObject({ status: 200, body: { title: 'Mallet', price: 9 } });
    expect(
      (await t.request('PATCH', `/widgets/${created.body.id}`, { token: owner, body: { title: '' } })).status,
    ).toBe(422);
    // A field with a default keeps its value when a PATCH leaves it out.
    await t.request('PATCH', `/widgets/${created.body.id}`, { token: owner, body: { is_draft: false } });
    const kept = await json(
      await t.request('PATCH', `/widgets/${created.body.id}`, { token: owner, body: { price: 3 } }),
    );
    expect(kept.body).toMatchObject({ price: 3, is_draft: false });

    expect((await t.request('DELETE', `/widgets/${created.body.id}`, { token: owner })).status).toBe(204);
    const gone = await json(await t.request('GET', `/widgets/${created.body.id}`, { token: owner }));
    expect(gone).toEqual({ status: 404, body: { message: 'Not found' } });
  });

  it('answers 404 { message } for unknown and malformed ids', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999', "1'--"]) {
      const res = await t.request('GET', `/widgets/${encodeURIComponent(id)}`, { token: owner });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found' });
    }
    expect((await t.request('PATCH', '/widgets/999999', { token: owner, body: { price: 1 } })).status).toBe(
      404,
    );
    expect((await t.request('DELETE', '/widgets/999999', { token: owner })).status).toBe(404);
  });
});

describe('bulk actions (POST /x/{action} with { ids })', () => {
  it('publishes, exports and deletes only the store’s rows', async () => {
    const list = (
      await (
        await t.request('POST', '/widgets/search?size=100', { token: owner, body: { is_draft: true } })
      ).json()
    ).items;
    const ids = list.slice(0, 2).map((w: { id: number }) => w.id);
    const outletIds = (await (await t.request('GET', '/widgets', { token: outletOwner })).json()).items.map(
      (w: { id: number }) => w.id,
    );
    const published = await json(
      await t.request('POST', '/widgets/publish', { token: owner, body: { ids: [...ids, ...outletIds] } }),
    );
    expect(published).toEqual({ status: 200, body: { affected: 2 } });
    const outlet = (await (await t.request('GET', '/widgets', { token: outletOwner })).json()).items;
    expect(outlet[0].is_draft).toBe(true);

    const exported = await json(await t.request('POST', '/widgets/export', { token: owner, body: { ids } }));
    expect(exported.body).toEqual({ exported: ids });

    expect((await t.request('POST', '/widgets/publish', { token: owner, body: { ids: [] } })).status).toBe(
      422,
    );
    expect(
      (await t.request('POST', '/widgets/publish', { token: owner, body: { ids: ['1 or 1=1'] } })).status,
    ).toBe(422);
    expect((await t.request('POST', '/widgets/explode', { token: owner, body: { ids } })).status).toBe(404);
    // Numeric strings are ids too (the client's bulk helper accepts both).
    const asStrings = await json(
      await t.request('POST', '/widgets/export', { token: owner, body: { ids: ids.map(String) } }),
    );
    expect(asStrings.body).toEqual({ exported: ids });

    const created = await json(
      await t.request('POST', '/widgets', { token: owner, body: { title: 'Temp' } }),
    );
    const deleted = await json(
      await t.request('POST', '/widgets/delete', {
        token: owner,
        body: { ids: [created.body.id, ...outletIds] },
      }),
    );
    expect(deleted.body).toEqual({ affected: 1 });
    expect((await (await t.request('GET', '/widgets', { token: outletOwner })).json()).items).toHaveLength(1);
  });
});

describe('saved views (per user)', () => {
  it('saves, lists and deletes the caller’s own views only', async () => {
    const employee = await t.login(DEMO_CREDENTIALS.employee);
    const saved = await json(
      await t.request('POST', '/widgets/saved-views', { token: owner, body: { is_draft: true } }),
    );
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ id: expect.any(Number), json: '{"is_draft":true}' });
    const asJson = await json(
      await t.request('POST', '/widgets/saved-views', { token: owner, body: { json: '{"title":"x"}' } }),
    );
    expect(asJson.body.json).toBe('{"title":"x"}');

    const mine = await json(await t.request('GET', '/widgets/saved-views', { token: owner }));
    expect(mine.body).toEqual([saved.body, asJson.body]);
    expect(await (await t.request('GET', '/widgets/saved-views', { token: employee })).json()).toEqual([]);
    expect(
      (await t.request('DELETE', `/widgets/saved-views/${saved.body.id}`, { token: employee })).status,
    ).toBe(404);
    expect(
      (await t.request('DELETE', `/widgets/saved-views/${saved.body.id}`, { token: owner })).status,
    ).toBe(204);
    expect(await (await t.request('GET', '/widgets/saved-views', { token: owner })).json()).toEqual([
      asJson.body,
    ]);
  });
});

describe('domain actions', () => {
  it('run in one transaction with the store context', async () => {
    const [anvil] = (
      await (await t.request('POST', '/widgets/search', { token: owner, body: { title: 'Anvil' } })).json()
    ).items;
    const ok = await json(await t.request('POST', `/widgets/${anvil.id}/double`, { token: owner, body: {} }));
    expect(ok.body).toEqual({ id: anvil.id, price: anvil.price * 2, store: t.seeded.storeIds[0] });
    const failed = await json(
      await t.request('POST', `/widgets/${anvil.id}/double`, { token: owner, body: { fail: true } }),
    );
    expect(failed).toEqual({ status: 409, body: { message: 'Refused after writing.' } });
    const after = await json(await t.request('GET', `/widgets/${anvil.id}`, { token: owner }));
    expect(after.body.price).toBe(anvil.price * 2);
    // Another store's row is not found from this store.
    expect(
      (await t.request('POST', `/widgets/${anvil.id}/double`, { token: outletOwner, body: {} })).status,
    ).toBe(404);
    expect(
      (await t.request('POST', `/widgets/${anvil.id}/double`, { token: owner, body: { fail: 'yes' } }))
        .status,
    ).toBe(422);
  });
});

describe('tenancy', () => {
  it('never lets one store read or change another store’s rows', async () => {
    const main = (await (await t.request('GET', '/widgets?size=100', { token: owner })).json()).items;
    const outlet = (await (await t.request('GET', '/widgets?size=100', { token: outletOwner })).json()).items;
    expect(outlet.map((w: { title: string }) => w.title)).toEqual(['Outlet only']);
    expect(main.some((w: { title: string }) => w.title === 'Outlet only')).toBe(false);
    const foreign = outlet[0].id;
    expect((await t.request('GET', `/widgets/${foreign}`, { token: owner })).status).toBe(404);
    expect(
      (await t.request('PATCH', `/widgets/${foreign}`, { token: owner, body: { title: 'Stolen' } })).status,
    ).toBe(404);
    expect((await t.request('DELETE', `/widgets/${foreign}`, { token: owner })).status).toBe(404);
    expect(
      (await (await t.request('POST', '/widgets/search', { token: owner, body: { id: foreign } })).json())
        .items,
    ).toEqual([]);
    const still = await json(await t.request('GET', `/widgets/${foreign}`, { token: outletOwner }));
    expect(still.body.title).toBe('Outlet only');
    // Employees of the other store are invisible too.
    const employees = (await (await t.request('GET', '/employees?size=100', { token: outletOwner })).json())
      .items;
    expect(employees.map((e: { email: string }) => e.email)).toEqual(['outlet.manager@storeroom.test']);
  });
});

describe('start-up checks (deny by default)', () => {
  it('refuses a resource without a subject', () => {
    const bad = resource({
      name: 'loose',
      table: widgets,
      schema: z.object({}),
      subject: undefined as never,
    });
    expect(() => createServer({ plugins: [{ id: 'loose', resources: [bad] }] })).toThrow(/no access subject/);
  });

  it('refuses a route without a subject, duplicate plugins and duplicate resources', () => {
    const route = {
      method: 'GET' as const,
      path: '/loose',
      subject: undefined as never,
      handler: async () => ({}),
    };
    expect(() => createServer({ plugins: [{ id: 'loose', routes: [route] }] })).toThrow(/no access subject/);
    expect(() => createServer({ plugins: [widgetsPlugin, widgetsPlugin] })).toThrow(/used twice/);
    const again = resource({
      name: 'widgets',
      table: widgets,
      schema: z.object({}),
      subject: SUBJECTS.orders,
    });
    expect(() => createServer({ plugins: [widgetsPlugin, { id: 'other', resources: [again] }] })).toThrow(
      /declared twice/,
    );
  });
});

describe('route order', () => {
  it('a plugin route with a parameter never shadows a core resource', async () => {
    const shadow = {
      id: 'shadow',
      routes: [
        {
          method: 'GET' as const,
          path: '/apps/:slug',
          subject: SUBJECTS.apps,
          handler: async (_ctx: unknown, { params }: { params: Record<string, string> }) => ({
            app: params.slug,
          }),
        },
      ],
    };
    const other = await createTestServer({ plugins: [shadow] });
    try {
      const token = await other.login(DEMO_CREDENTIALS.owner);
      const list = await (await other.request('GET', '/apps/private-apps', { token })).json();
      expect(list._meta.totalCount).toBe(1);
      expect(await (await other.request('GET', '/apps/reviews', { token })).json()).toEqual({
        app: 'reviews',
      });
    } finally {
      await other.close();
    }
  });
});
