import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_CREDENTIALS } from '../seed';
import { widgets, widgetsPlugin } from '../test-support/widgets';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';
import { hasRowCounts, ROW_COUNT_COMPACT_AT, rowCountMigration } from './row-counts';

// The widgets of the engine tests, counted per store (a table opts in from its migration).
const countedWidgets = {
  ...widgetsPlugin,
  migrations: [
    ...widgetsPlugin.migrations!,
    { version: 3, name: 'widgets counted', sql: rowCountMigration('widgets') },
  ],
};

let t: TestServer;
let owner: string;
let outletOwner: string;
beforeAll(async () => {
  t = await createTestServer({ plugins: [countedWidgets] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
  outletOwner = await t.switchStore(owner);
});
afterAll(() => t?.close());

const db = () => t.server.database().db;
const meta = async (token: string, query = '') =>
  (await (await t.request('GET', `/widgets${query}`, { token })).json())._meta;
const realCount = async (storeId: number) =>
  Number(
    (
      (await db().execute(
        sql`select count(*)::int as n from widgets where store_id = ${storeId}`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

describe('row counts kept by the database (the list total of a counted table)', () => {
  it('the migration counts the rows already there and the triggers follow every write', async () => {
    expect(await hasRowCounts(db(), 'widgets')).toBe(true);
    expect(await meta(owner, '?size=5')).toEqual({
      currentPage: 1,
      pageCount: 3,
      perPage: 5,
      totalCount: 12,
    });

    const created = await t.request('POST', '/widgets', { token: owner, body: { title: 'Mallet' } });
    expect(created.status).toBe(201);
    const id = (await created.json()).id as number;
    expect((await meta(owner)).totalCount).toBe(13);

    expect((await t.request('DELETE', `/widgets/${id}`, { token: owner })).status).toBe(204);
    expect((await meta(owner)).totalCount).toBe(12);

    // A multi-row insert and a bulk delete are one statement each.
    const storeId = t.seeded.storeIds[0]!;
    await db()
      .insert(widgets)
      .values(['Nail', 'Oar', 'Pail'].map((title) => ({ store_id: storeId, title })));
    expect((await meta(owner)).totalCount).toBe(15);
    const list = await (await t.request('GET', '/widgets?sort=!id&size=3', { token: owner })).json();
    const bulk = await t.request('POST', '/widgets/delete', {
      token: owner,
      body: { ids: list.items.map((w: { id: number }) => w.id) },
    });
    expect(await bulk.json()).toEqual({ affected: 3 });
    expect((await meta(owner)).totalCount).toBe(12);
    expect((await meta(owner)).totalCount).toBe(await realCount(storeId));
  });

  it('a rolled-back write changes no count', async () => {
    const storeId = t.seeded.storeIds[0]!;
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(widgets).values({ store_id: storeId, title: 'Ghost' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await meta(owner)).totalCount).toBe(12);
  });

  it('each store has its own count; a page past the end still tells the total', async () => {
    const outlet = t.seeded.storeIds[1]!;
    const before = await realCount(outlet);
    expect((await meta(outletOwner)).totalCount).toBe(before);
    await t.request('POST', '/widgets', { token: outletOwner, body: { title: 'Outlet widget' } });
    expect((await meta(outletOwner)).totalCount).toBe(before + 1);
    expect((await meta(owner)).totalCount).toBe(12);
    expect(await meta(owner, '?page=9&size=5')).toEqual({
      currentPage: 9,
      pageCount: 3,
      perPage: 5,
      totalCount: 12,
    });
    // The page's rows carry no trace of the counter.
    const page = await (await t.request('GET', '/widgets?size=1', { token: owner })).json();
    expect(Object.keys(page.items[0]).some((k) => k.includes('total'))).toBe(false);
  });

  it('many small writes: the count rows are folded into one by the next list, the total unchanged', async () => {
    const storeId = t.seeded.storeIds[0]!;
    const before = (await meta(owner)).totalCount as number;
    for (let i = 0; i < ROW_COUNT_COMPACT_AT + 2; i++)
      await db()
        .insert(widgets)
        .values({ store_id: storeId, title: `Tack ${i}` });
    const rows = async () =>
      Number(
        (
          (await db().execute(
            sql`select count(*)::int as n from row_counts where table_name = 'widgets' and store_id = ${storeId}`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    expect(await rows()).toBeGreaterThan(ROW_COUNT_COMPACT_AT);
    expect((await meta(owner)).totalCount).toBe(before + ROW_COUNT_COMPACT_AT + 2);
    expect(await rows()).toBe(1);
    expect((await meta(owner)).totalCount).toBe(before + ROW_COUNT_COMPACT_AT + 2);
    await db().execute(sql`delete from widgets where title like 'Tack %'`);
    expect((await meta(owner)).totalCount).toBe(before);
  });

  it('answers every sort, past the ones it keeps prepared, with the same rows as a search', async () => {
    const sorts = [
      'title',
      '!title',
      'price',
      '!price',
      'id',
      '!id',
      'is_draft',
      '!is_draft',
      'created_at',
      '!created_at',
    ];
    const combos = sorts.flatMap((a) =>
      sorts.filter((b) => b.replace('!', '') !== a.replace('!', '')).map((b) => `${a},${b}`),
    );
    for (const sort of combos.slice(0, 24)) {
      const list = await (await t.request('GET', `/widgets?size=3&sort=${sort}`, { token: owner })).json();
      const search = await (
        await t.request('POST', `/widgets/search?size=3&sort=${sort}`, { token: owner, body: {} })
      ).json();
      expect(list.items, sort).toEqual(search.items);
      expect(list._meta, sort).toEqual(search._meta);
    }
  });

  it('a search still counts what it matched', async () => {
    const res = await t.request('POST', '/widgets/search?size=2', { token: owner, body: { title: 'Bolt' } });
    expect((await res.json())._meta.totalCount).toBe(1);
  });

  it('emptying the table (TRUNCATE) resets its counts', async () => {
    await db().execute(sql`truncate widgets`);
    expect((await meta(owner)).totalCount).toBe(0);
    expect((await meta(outletOwner)).totalCount).toBe(0);
  });
});
