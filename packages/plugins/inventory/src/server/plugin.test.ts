import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { CatalogueProduct } from '@storeroom/plugin-products/contract';
import { createTestServer } from '@storeroom/server/testing';
import type { TestEmployee, TestServer } from '@storeroom/server/testing';
import { INVENTORY_MESSAGES } from '../contract';
import type { InventoryGroup, InventoryItem, Location, StockMove } from '../contract';
import { inventoryServerPlugin } from './plugin';
import { catalogueStandIn } from './test-server';

let t: TestServer;
let owner: string;
let clerk: TestEmployee;
let employee: string;

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

interface Page<T> {
  items: T[];
  _meta: { totalCount: number; pageCount: number; currentPage: number };
}

const product = (over: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
  id: 501,
  title: 'Linen Shirt',
  seo_url: 'linen-shirt',
  type: 'Shirts',
  vendor: '',
  tags: [],
  price: 40,
  is_draft: false,
  track_inventory: true,
  image: '/uploads/shirt.jpg',
  variants: [
    { id: 1, title: 'S', sku: 'LIN-S', price: 40, image: null },
    { id: 2, title: 'M', sku: 'LIN-M', price: 40, image: null },
    { id: 3, title: 'L', sku: '', price: 40, image: null },
  ],
  ...over,
});

beforeAll(async () => {
  t = await createTestServer({ plugins: [inventoryServerPlugin, catalogueStandIn] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
  clerk = await t.employee();
  employee = clerk.token;
});
afterAll(() => t?.close());

async function warehouses(): Promise<Location[]> {
  return (await json<Page<Location>>(await t.request('GET', '/warehouses', { token: owner }))).items;
}

async function bySku(sku: string): Promise<InventoryItem> {
  const page = await json<Page<InventoryItem>>(
    await t.request('POST', '/inventory/search', { token: owner, body: { 'sku.title': [sku] } }),
  );
  expect(page.items).toHaveLength(1);
  return page.items[0]!;
}

describe('Inventory API', () => {
  it('seeds warehouses, vendors and stock for the lines of the catalogue', async () => {
    expect((await warehouses()).map((w) => w.title)).toEqual([
      'East Coast Depot',
      'Main Warehouse',
      'Returns Room',
    ]);
    const vendors = await json<Page<Location>>(await t.request('GET', '/vendors', { token: owner }));
    expect(vendors._meta.totalCount).toBe(3);
    const list = await json<Page<InventoryItem>>(
      await t.request('GET', '/inventory?size=200', { token: owner }),
    );
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((i) => i.total_on_hand > 0)).toBe(true);
    expect(list.items[0]!.status.map((s) => s.warehouse)).toEqual([
      'East Coast Depot',
      'Main Warehouse',
      'Returns Room',
    ]);
    const titles = list.items.map((i) => i.product_title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });

  it('creates one line per variant sku from PRODUCT_SAVED and unlinks on PRODUCTS_DELETED', async () => {
    expect((await t.request('POST', '/test-catalogue/save', { token: owner, body: product() })).status).toBe(
      200,
    );
    const s = await bySku('LIN-S');
    expect(s).toMatchObject({
      product_id: 501,
      product_title: 'Linen Shirt',
      variant: 'S',
      linked: true,
      total_on_hand: 0,
    });
    expect(s.image).toBe('/uploads/shirt.jpg');
    // A renamed product and a dropped variant: the title follows, the dropped line is unlinked.
    await t.request('POST', '/test-catalogue/save', {
      token: owner,
      body: product({ title: 'Linen Shirt II', variants: [product().variants[0]!] }),
    });
    expect(await bySku('LIN-S')).toMatchObject({ product_title: 'Linen Shirt II', linked: true });
    expect(await bySku('LIN-M')).toMatchObject({ linked: false });
    // A product that does not track inventory gets no line.
    await t.request('POST', '/test-catalogue/save', {
      token: owner,
      body: product({ id: 502, title: 'Gift wrap', track_inventory: false, sku: 'WRAP', variants: [] }),
    });
    const none = await json<Page<InventoryItem>>(
      await t.request('POST', '/inventory/search', { token: owner, body: { 'sku.title': ['WRAP'] } }),
    );
    expect(none._meta.totalCount).toBe(0);
    // A product without variants: one line for its own sku.
    await t.request('POST', '/test-catalogue/save', {
      token: owner,
      body: product({ id: 503, title: 'Enamel Mug', sku: 'MUG-1', variants: [] }),
    });
    expect(await bySku('MUG-1')).toMatchObject({
      product_id: 503,
      variant: '',
      variant_id: null,
      linked: true,
    });
    await t.request('POST', '/test-catalogue/delete', { token: owner, body: { ids: [503] } });
    expect(await bySku('MUG-1')).toMatchObject({ linked: false });
  });

  it('groups by product with totals, and filters on title, skus, totals and warehouse', async () => {
    const grouped = await json<Page<InventoryGroup>>(
      await t.request('POST', '/inventory/search?group=product&size=2', { token: owner, body: {} }),
    );
    expect(grouped.items).toHaveLength(2);
    for (const g of grouped.items) {
      expect(g.inventory_items.length).toBeGreaterThan(0);
      expect(g.inventory_items.every((i) => i.product_id === g.id)).toBe(true);
      expect(g.total_on_hand).toBe(g.inventory_items.reduce((n, i) => n + i.total_on_hand, 0));
    }
    const all = await json<Page<InventoryGroup>>(
      await t.request('POST', '/inventory/search?group=product&size=200', { token: owner, body: {} }),
    );
    expect(grouped._meta.totalCount).toBe(all.items.length);
    expect(grouped._meta.pageCount).toBe(Math.ceil(all.items.length / 2));

    const linen = await json<Page<InventoryGroup>>(
      await t.request('POST', '/inventory/search?group=product', {
        token: owner,
        body: { product_title: { operator: 'contains', value: 'linen' } },
      }),
    );
    expect(linen.items.map((g) => g.product_title)).toEqual(['Linen Shirt II']);
    expect(linen.items[0]!.linked).toBe(false); // LIN-M is unlinked

    const rich = await json<Page<InventoryItem>>(
      await t.request('POST', '/inventory/search?size=200', {
        token: owner,
        body: { total_on_hand: { operator: '>=', value: 30 } },
      }),
    );
    expect(rich.items.length).toBeGreaterThan(0);
    expect(rich.items.every((i) => i.total_on_hand >= 30)).toBe(true);

    const [east] = await warehouses();
    const inEast = await json<Page<InventoryItem>>(
      await t.request('POST', '/inventory/search?size=200', {
        token: owner,
        body: { warehouse: east!.id, total_on_hand: { operator: '>', value: 0 } },
      }),
    );
    expect(inEast.items.every((i) => i.status.find((s) => s.warehouse_id === east!.id)!.on_hand > 0)).toBe(
      true,
    );

    const bad = await t.request('POST', '/inventory/search', {
      token: owner,
      body: { total_on_hand: { operator: '>', value: 'x' }, colour: 'red' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(bad)).errors).sort()).toEqual([
      'colour',
      'total_on_hand',
    ]);
  });

  it('sorts by totals, flat and grouped, and checks paging, sort and grouping with the engine’s messages', async () => {
    const flat = await json<Page<InventoryItem>>(
      await t.request('GET', '/inventory?size=200&sort=!total_on_hand', { token: owner }),
    );
    const totals = flat.items.map((i) => i.total_on_hand);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const grouped = await json<Page<InventoryGroup>>(
      await t.request(
        'POST',
        '/inventory/search?group=product&size=200&sort=total_committed,!total_on_hand',
        {
          token: owner,
          body: {},
        },
      ),
    );
    const groupTotals = grouped.items.map((g) => g.total_on_hand);
    expect(groupTotals).toEqual([...groupTotals].sort((a, b) => b - a));
    const bad = await t.request('GET', '/inventory?page=0&size=500', { token: owner });
    expect(await json(bad)).toEqual({
      errors: {
        page: ['Page must be a positive whole number.'],
        size: ['Size must be a whole number from 1 to 200.'],
      },
    });
    expect(await json(await t.request('GET', '/inventory?sort=colour', { token: owner }))).toEqual({
      errors: { sort: ['Unknown sort field "colour".'] },
    });
    expect(await json(await t.request('GET', '/inventory?group=warehouse', { token: owner }))).toEqual({
      errors: { group: [INVENTORY_MESSAGES.groupUnknown] },
    });
  });

  it('finds skus in any case, by list or operator, and a plain title by equality', async () => {
    const search = async (body: unknown) =>
      (
        await json<Page<InventoryItem>>(
          await t.request('POST', '/inventory/search?size=200', { token: owner, body }),
        )
      ).items.map((i) => i.sku);
    // By product title: the unlinked LIN-M keeps the old title "Linen Shirt".
    expect(await search({ 'sku.title': ['lin-s', 'LIN-M ', 'nope'] })).toEqual(['LIN-M', 'LIN-S']);
    expect(await search({ 'sku.title': { operator: '=', value: 'lin-s' } })).toEqual(['LIN-S']);
    expect(await search({ sku: { operator: 'contains', value: 'lin-' } })).toEqual(['LIN-M', 'LIN-S']);
    expect(await search({ product_title: 'linen' })).toEqual([]);
    expect(await search({ product_title: 'Linen Shirt II', linked: true })).toEqual(['LIN-S']);
    const bad = await t.request('POST', '/inventory/search', { token: owner, body: { warehouse: 'east' } });
    expect(await json(bad)).toEqual({ errors: { warehouse: ['Must be a number.'] } });
    const badSku = await t.request('POST', '/inventory/search', {
      token: owner,
      body: { 'sku.title': [{ nested: true }] },
    });
    expect(await json(badSku)).toEqual({ errors: { 'sku.title': ['Must be a text value.'] } });
  });

  it('sets on hand per warehouse, refusing negative numbers and unknown warehouses', async () => {
    const [east, main] = await warehouses();
    const item = await bySku('LIN-S');
    const res = await t.request('PATCH', `/inventory/${item.id}`, {
      token: owner,
      body: { on_hand: { [east!.id]: 12, [main!.id]: 3 } },
    });
    expect(res.status).toBe(200);
    const updated = await json<InventoryItem>(res);
    expect(updated.total_on_hand).toBe(15);
    expect(updated.status.find((s) => s.warehouse_id === east!.id)).toMatchObject({
      on_hand: 12,
      uncommitted: 12,
    });

    const negative = await t.request('PATCH', `/inventory/${item.id}`, {
      token: owner,
      body: { on_hand: { [east!.id]: -1 } },
    });
    expect(negative.status).toBe(422);
    expect(JSON.stringify(await negative.json())).toContain(INVENTORY_MESSAGES.onHandInvalid);
    const unknown = await t.request('PATCH', `/inventory/${item.id}`, {
      token: owner,
      body: { on_hand: { '99999': 1 } },
    });
    expect(unknown.status).toBe(422);
    expect((await bySku('LIN-S')).total_on_hand).toBe(15);
    expect(
      (await t.request('PATCH', '/inventory/999999', { token: owner, body: { on_hand: {} } })).status,
    ).toBe(404);
    expect((await t.request('GET', `/inventory/${item.id}`, { token: owner })).status).toBe(200);
  });

  it('moves stock through INVENTORY_STOCK all or nothing, never below zero, under concurrency', async () => {
    const [east, main] = await warehouses();
    // As an order would: the stand-in catalogue moves stock through the contract (test-server.ts).
    const move = (moves: StockMove[]) =>
      t.request('POST', '/test-catalogue/stock-move', { token: owner, body: { moves } });
    // LIN-S: east 12, main 3. The second move would take main below zero: nothing changes.
    const refused = await move([
      { sku: 'LIN-S', warehouse_id: east!.id, on_hand: -2 },
      { sku: 'LIN-S', warehouse_id: main!.id, on_hand: -4 },
    ]);
    expect(refused.status).toBe(422);
    expect((await json<{ message: string }>(refused)).message).toBe(
      INVENTORY_MESSAGES.negativeStock('LIN-S', 'Main Warehouse'),
    );
    expect((await bySku('LIN-S')).total_on_hand).toBe(15);
    // Ten concurrent moves of −2 from 12: exactly six succeed, the rest are refused.
    const results = await Promise.all(
      Array.from({ length: 10 }, () => move([{ sku: 'LIN-S', warehouse_id: east!.id, on_hand: -2 }])),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(6);
    expect(results.filter((r) => r.status === 422)).toHaveLength(4);
    const after = await bySku('LIN-S');
    expect(after.status.find((s) => s.warehouse_id === east!.id)!.on_hand).toBe(0);
    // Committed counts move too; a sku without a line gets one.
    expect((await move([{ sku: 'LIN-S', warehouse_id: main!.id, committed: 2 }])).status).toBe(200);
    expect((await bySku('LIN-S')).status.find((s) => s.warehouse_id === main!.id)).toMatchObject({
      on_hand: 3,
      committed: 2,
      uncommitted: 1,
    });
    expect((await move([{ sku: 'NEW-SKU', warehouse_id: main!.id, on_hand: 5 }])).status).toBe(200);
    expect(await bySku('NEW-SKU')).toMatchObject({ total_on_hand: 5, linked: false });
    expect((await move([{ sku: 'LIN-S', warehouse_id: 99999, on_hand: 1 }])).status).toBe(422);
  });

  it('saves on hand of several items in one request, all or nothing', async () => {
    const [east, main] = await warehouses();
    const s = await bySku('LIN-S');
    const m = await bySku('LIN-M');
    const onHandOf = (item: InventoryItem, w: number) =>
      item.status.find((x) => x.warehouse_id === w)!.on_hand;
    // One bad line (an unknown warehouse, a negative count): the whole save is refused, by line.
    const refused = await t.request('PATCH', '/inventory', {
      token: owner,
      body: {
        items: [
          { id: s.id, on_hand: { [east!.id]: onHandOf(s, east!.id) + 7 } },
          { id: m.id, on_hand: { [main!.id]: 4, 99999: 1 } },
        ],
      },
    });
    expect(refused.status).toBe(422);
    expect(await json(refused)).toEqual({
      errors: { 'items.1.on_hand.99999': [INVENTORY_MESSAGES.warehouseUnknown] },
    });
    expect(await bySku('LIN-S')).toEqual(s);
    expect(await bySku('LIN-M')).toEqual(m);
    const negative = await t.request('PATCH', '/inventory', {
      token: owner,
      body: { items: [{ id: m.id, on_hand: { [main!.id]: -1 } }] },
    });
    expect(Object.keys((await json<{ errors: object }>(negative)).errors)).toEqual([
      `items.0.on_hand.${main!.id}`,
    ]);
    const saved = await t.request('PATCH', '/inventory', {
      token: owner,
      body: {
        items: [
          { id: s.id, on_hand: { [east!.id]: onHandOf(s, east!.id) + 7 } },
          { id: m.id, on_hand: { [main!.id]: 4 } },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const { items } = await json<{ items: InventoryItem[] }>(saved);
    expect(items.map((i) => i.id)).toEqual([s.id, m.id]);
    expect(onHandOf(await bySku('LIN-S'), east!.id)).toBe(onHandOf(s, east!.id) + 7);
    expect(onHandOf(await bySku('LIN-M'), main!.id)).toBe(4);
  });

  it('deletes only unlinked lines, with the spec message otherwise', async () => {
    const linked = await bySku('LIN-S');
    const refused = await t.request('DELETE', `/inventory/${linked.id}`, { token: owner });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ message: INVENTORY_MESSAGES.nothingUnlinked });
    const bulkRefused = await t.request('POST', '/inventory/delete', {
      token: owner,
      body: { ids: [linked.id] },
    });
    expect(bulkRefused.status).toBe(422);
    const m = await bySku('LIN-M');
    const mug = await bySku('MUG-1');
    const bulk = await t.request('POST', '/inventory/delete', {
      token: owner,
      body: { ids: [linked.id, m.id, mug.id] },
    });
    expect(await json(bulk)).toEqual({ affected: 2 });
    expect((await t.request('GET', `/inventory/${m.id}`, { token: owner })).status).toBe(404);
    expect((await t.request('GET', `/inventory/${linked.id}`, { token: owner })).status).toBe(200);
    // One unlinked item by id.
    const lone = await bySku('NEW-SKU');
    expect((await t.request('DELETE', `/inventory/${lone.id}`, { token: owner })).status).toBe(204);
    expect((await t.request('GET', `/inventory/${lone.id}`, { token: owner })).status).toBe(404);
    expect((await t.request('DELETE', `/inventory/${lone.id}`, { token: owner })).status).toBe(404);
  });

  it('creates, renames and deletes warehouses and vendors with unique titles', async () => {
    for (const path of ['/warehouses', '/vendors']) {
      const blank = await t.request('POST', path, { token: owner, body: { title: ' ' } });
      expect(await blank.json()).toEqual({ errors: { title: [INVENTORY_MESSAGES.titleRequired] } });
      const created = await json<Location>(
        await t.request('POST', path, { token: owner, body: { title: 'Overflow' } }),
      );
      const dup = await t.request('POST', path, { token: owner, body: { title: 'overflow' } });
      expect(await dup.json()).toEqual({ errors: { title: [INVENTORY_MESSAGES.titleTaken] } });
      const renamed = await t.request('PATCH', `${path}/${created.id}`, {
        token: owner,
        body: { title: 'Overflow 2' },
      });
      expect(await renamed.json()).toEqual({ id: created.id, title: 'Overflow 2' });
      const found = await json<Page<Location>>(
        await t.request('POST', `${path}/search`, {
          token: owner,
          body: { title: { operator: 'contains', value: 'overflow' } },
        }),
      );
      expect(found.items.map((l) => l.title)).toEqual(['Overflow 2']);
      expect((await t.request('DELETE', `${path}/${created.id}`, { token: owner })).status).toBe(204);
    }
  });

  it('refuses to delete a warehouse that holds stock, and finds items by free text', async () => {
    const [east] = await warehouses();
    const refused = await t.request('DELETE', `/warehouses/${east!.id}`, { token: owner });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ message: INVENTORY_MESSAGES.warehouseHasStock });
    expect((await warehouses()).map((w) => w.id)).toContain(east!.id);
    const bySkuText = await json<Page<InventoryItem>>(
      await t.request('POST', '/inventory/search', { token: owner, body: { query: 'lin-s' } }),
    );
    expect(bySkuText.items.map((i) => i.sku)).toEqual(['LIN-S']);
    const byTitle = await json<Page<InventoryItem>>(
      await t.request('POST', '/inventory/search?size=200', { token: owner, body: { query: 'LINEN' } }),
    );
    expect(byTitle.items.every((i) => /linen/i.test(i.product_title))).toBe(true);
  });

  it('keeps saved views per user', async () => {
    const saved = await t.request('POST', '/inventory/saved-views', {
      token: owner,
      body: { json: '{"name":"Low"}' },
    });
    expect(saved.status).toBe(201);
    const views = await json<{ json: string }[]>(
      await t.request('GET', '/inventory/saved-views', { token: owner }),
    );
    expect(views.map((v) => v.json)).toContain('{"name":"Low"}');
  });

  it('refuses callers without access; limited access reads only', async () => {
    expect((await t.request('GET', '/inventory')).status).toBe(401);
    await clerk.setAccess([{ subject: 'orders', rule: 2, options: [] }]);
    for (const path of ['/inventory', '/warehouses', '/vendors'])
      expect((await t.request('GET', path, { token: employee })).status).toBe(403);
    await clerk.setAccess([{ subject: 'inventory', rule: 1, options: [] }]);
    expect((await t.request('GET', '/inventory', { token: employee })).status).toBe(200);
    const item = await bySku('LIN-S');
    expect(
      (await t.request('PATCH', `/inventory/${item.id}`, { token: employee, body: { on_hand: {} } })).status,
    ).toBe(403);
    expect(
      (await t.request('POST', '/inventory/delete', { token: employee, body: { ids: [item.id] } })).status,
    ).toBe(403);
    expect((await t.request('POST', '/warehouses', { token: employee, body: { title: 'X' } })).status).toBe(
      403,
    );
  });

  it('never shows another store’s rows', async () => {
    const item = await bySku('LIN-S');
    const other = await t.switchStore(owner);
    expect((await t.request('GET', `/inventory/${item.id}`, { token: other })).status).toBe(404);
    expect(
      (await t.request('PATCH', `/inventory/${item.id}`, { token: other, body: { on_hand: {} } })).status,
    ).toBe(404);
    // The demo's second store has no warehouse: one made there is the only one it lists.
    const made = await t.request('POST', '/warehouses', {
      token: other,
      body: { title: 'Outlet Stockroom' },
    });
    expect(made.status).toBe(201);
    const ws = await json<Page<Location>>(await t.request('GET', '/warehouses', { token: other }));
    expect(ws.items.map((w) => w.title)).toEqual(['Outlet Stockroom']);
  });
});
