/**
 * Collections and transfers on the REAL catalogue and stock of the assembled admin (no fake
 * providers): which products a collection's rules match, and which products are deleted, is
 * the products area's to say (CATALOGUE, PRODUCTS_DELETED); whether a transfer's stock move is
 * allowed is the inventory area's (INVENTORY_STOCK). The collections and transfers plugins'
 * own tests use stand-ins that hold data only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import type { CollectionItem } from '@storeroom/plugin-collections/contract';
import { collectionsServerPlugin } from '@storeroom/plugin-collections/server';
import { INVENTORY_MESSAGES } from '@storeroom/plugin-inventory/contract';
import type { InventoryItem } from '@storeroom/plugin-inventory/contract';
import { inventoryServerPlugin } from '@storeroom/plugin-inventory/server';
import { productsServerPlugin } from '@storeroom/plugin-products/server';
import { TRANSFERS_MESSAGES } from '@storeroom/plugin-transfers/contract';
import type { Transfer } from '@storeroom/plugin-transfers/contract';
import { transfersServerPlugin } from '@storeroom/plugin-transfers/server';
import { answer } from './order-data';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await createTestServer({
    plugins: [productsServerPlugin, collectionsServerPlugin, inventoryServerPlugin, transfersServerPlugin],
  });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const api = <T>(method: string, path: string, body?: unknown) => answer<T>(t, owner, method, path, body);

describe('collections on the products area’s catalogue', () => {
  const product = async (title: string, vendor: string, type: string) => {
    const { status, body } = await api<{ id: number }>('POST', '/products', { title, vendor, type });
    expect(status).toBe(201);
    return body.id;
  };
  const members = async (collectionId: number) =>
    (
      await api<{ items: { title: string }[] }>('GET', `/collections/${collectionId}/products?size=200`)
    ).body.items
      .map((p) => p.title)
      .sort();

  it('a by-rules collection lists what the catalogue matches, all rules or any', async () => {
    await product('Rulecheck Scarf', 'Rulecheck', 'Rulecheckwear');
    await product('Rulecheck Shawl', 'Rulecheck', 'Plainwear');
    await product('Elsewhere Scarf', 'Elsewhere', 'Rulecheckwear');
    const rules = [
      { field: 'vendor', operator: '=', value: 'rulecheck' },
      { field: 'type', operator: '=', value: 'rulecheckwear' },
    ];
    const all = await api<CollectionItem>('POST', '/collections', {
      title: 'Rulecheck all',
      type: 'rules',
      rules_match_condition: 'all',
      rules,
    });
    expect(all.status).toBe(201);
    expect(await members(all.body.id)).toEqual(['Rulecheck Scarf']);
    expect((await api('PATCH', `/collections/${all.body.id}`, { rules_match_condition: 'any' })).status).toBe(
      200,
    );
    expect(await members(all.body.id)).toEqual(['Elsewhere Scarf', 'Rulecheck Scarf', 'Rulecheck Shawl']);
  });

  it('price rules at least and at most an amount include the amount itself', async () => {
    for (const [title, price] of [
      ['Boundcheck 10', 1000],
      ['Boundcheck 20', 2000],
      ['Boundcheck 30', 3000],
    ] as const)
      expect((await api('POST', '/products', { title, vendor: 'Boundcheck', price })).status).toBe(201);
    const between = await api<CollectionItem>('POST', '/collections', {
      title: 'Boundcheck 20 to 30',
      type: 'rules',
      rules_match_condition: 'all',
      rules: [
        { field: 'vendor', operator: '=', value: 'boundcheck' },
        { field: 'price', operator: '>=', value: '20' },
        { field: 'price', operator: '<=', value: '30' },
      ],
    });
    expect(between.status).toBe(201);
    expect(await members(between.body.id)).toEqual(['Boundcheck 20', 'Boundcheck 30']);
  });

  it('a deleted product leaves the manual collections that picked it', async () => {
    const kept = await product('Picked Lamp', 'Lampworks', 'Lighting');
    const gone = await product('Picked Shade', 'Lampworks', 'Lighting');
    const picked = await api<CollectionItem>('POST', '/collections', {
      title: 'Picked',
      products: [kept, gone],
    });
    expect(picked.body.products).toEqual([kept, gone]);
    expect((await api('DELETE', `/products/${gone}`)).status).toBe(204);
    expect((await api<CollectionItem>('GET', `/collections/${picked.body.id}`)).body.products).toEqual([
      kept,
    ]);
  });
});

describe('transfers on the inventory area’s stock', () => {
  /**
   * A stock-tracked sku with nothing committed or reserved, its first warehouse holding at
   * least 3, that no other test of this file has used (each test takes its own).
   */
  const used = new Set<number>();
  async function stockedSku() {
    const { body } = await api<{ items: InventoryItem[] }>('GET', '/inventory?size=200');
    for (const item of body.items) {
      if (used.has(item.id)) continue;
      const from = item.status.find((s) => s.on_hand >= 3 && s.committed === 0 && s.reserved === 0);
      const to = item.status.find((s) => s !== from);
      if (from && to) {
        used.add(item.id);
        return { item, from, to };
      }
    }
    throw new Error('No stocked sku in the demo inventory.');
  }
  const levelOf = async (itemId: number, warehouseId: number) =>
    (await api<InventoryItem>('GET', `/inventory/${itemId}`)).body.status.find(
      (s) => s.warehouse_id === warehouseId,
    )!;
  /** The transfers with a line of this sku (the seed's too). */
  const transfersOf = async (sku: string) =>
    (await api<{ items: Transfer[] }>('POST', '/transfers/search?expand=products&size=200', {})).body.items
      .filter((x) => x.products!.some((p) => p.sku === sku))
      .map((x) => x.id);
  const onHand = async (itemId: number) =>
    new Map(
      (await api<InventoryItem>('GET', `/inventory/${itemId}`)).body.status.map((s) => [
        s.warehouse_id,
        s.on_hand,
      ]),
    );
  const newTransfer = async (from: number, to: number, sku: string, quantity: number) => {
    const res = await api<Transfer>('POST', '/transfers', {
      from_warehouse: from,
      to_warehouse: to,
      products: [{ sku, quantity }],
    });
    expect(res.status).toBe(201);
    return res.body;
  };

  it('a receive the inventory refuses (the stock was sold meanwhile) changes nothing, with its message', async () => {
    const { item, from, to } = await stockedSku();
    const transfer = await newTransfer(from.warehouse_id, to.warehouse_id, item.sku, 3);
    expect(
      (await api('PATCH', `/inventory/${item.id}`, { on_hand: { [from.warehouse_id]: 1 } })).status,
    ).toBe(200);
    const before = await onHand(item.id);
    const refused = await api('PATCH', `/transfers/${transfer.id}`, {
      products: [{ sku: item.sku, received: 3 }],
    });
    expect(refused).toEqual({
      status: 422,
      body: { message: INVENTORY_MESSAGES.negativeStock(item.sku, from.warehouse) },
    });
    const after = await api<Transfer>('GET', `/transfers/${transfer.id}?expand=products`);
    expect(after.body).toMatchObject({ status: transfer.status, received: 0 });
    expect(await onHand(item.id)).toEqual(before);
  });

  it('concurrent receives move the stock of a line once', async () => {
    const { item, from, to } = await stockedSku();
    const before = await onHand(item.id);
    const transfer = await newTransfer(from.warehouse_id, to.warehouse_id, item.sku, 3);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        api('PATCH', `/transfers/${transfer.id}`, { products: [{ sku: item.sku, received: 2 }] }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const after = await onHand(item.id);
    expect(after.get(from.warehouse_id)).toBe(before.get(from.warehouse_id)! - 3);
    expect(after.get(to.warehouse_id)).toBe(before.get(to.warehouse_id)! + 3);
  });

  it('a transfer reserves its units: a second one asking for them is refused and changes nothing', async () => {
    const { item, from, to } = await stockedSku();
    const all = from.available;
    const first = await newTransfer(from.warehouse_id, to.warehouse_id, item.sku, all);
    expect(await levelOf(item.id, from.warehouse_id)).toMatchObject({
      on_hand: from.on_hand,
      reserved: all,
      available: 0,
    });
    expect((await api<InventoryItem>('GET', `/inventory/${item.id}`)).body.total_reserved).toBe(
      item.total_reserved + all,
    );
    const transfersBefore = await transfersOf(item.sku);
    const second = await api('POST', '/transfers', {
      from_warehouse: from.warehouse_id,
      to_warehouse: to.warehouse_id,
      products: [{ sku: item.sku, quantity: 1 }],
    });
    expect(second).toEqual({
      status: 422,
      body: { errors: { 'products.0.quantity': [TRANSFERS_MESSAGES.quantityOverStock(0, all)] } },
    });
    expect(await transfersOf(item.sku)).toEqual(transfersBefore);
    expect((await levelOf(item.id, from.warehouse_id)).reserved).toBe(all);
    // Receiving part: the received units leave the warehouse and the reservation.
    expect(
      (await api('PATCH', `/transfers/${first.id}`, { products: [{ sku: item.sku, received: 1 }] })).status,
    ).toBe(200);
    expect(await levelOf(item.id, from.warehouse_id)).toMatchObject({
      on_hand: from.on_hand - 1,
      reserved: all - 1,
      available: 0,
    });
  });

  it('archiving releases the reservation, unarchiving takes it back only while the units are free', async () => {
    const { item, from, to } = await stockedSku();
    const all = from.available;
    const first = await newTransfer(from.warehouse_id, to.warehouse_id, item.sku, all);
    expect((await api('PATCH', `/transfers/${first.id}`, { archived: true })).status).toBe(200);
    expect(await levelOf(item.id, from.warehouse_id)).toMatchObject({ reserved: 0, available: all });
    const second = await newTransfer(from.warehouse_id, to.warehouse_id, item.sku, 1);
    const refused = await api('POST', '/transfers/unarchive', { ids: [first.id] });
    expect(refused).toEqual({
      status: 422,
      body: { message: INVENTORY_MESSAGES.notEnoughAvailable(item.sku, from.warehouse, all - 1) },
    });
    expect((await api<Transfer>('GET', `/transfers/${first.id}`)).body.archived).toBe(true);
    expect((await levelOf(item.id, from.warehouse_id)).reserved).toBe(1);
    // Deleting the second gives its unit back; the first can then come back in transit.
    expect((await api('DELETE', `/transfers/${second.id}`)).status).toBe(204);
    expect((await api('PATCH', `/transfers/${first.id}`, { archived: false })).status).toBe(200);
    expect(await levelOf(item.id, from.warehouse_id)).toMatchObject({ reserved: all, available: 0 });
  });

  it('of two transfers created at once for the same units, one is refused', async () => {
    const { item, from, to } = await stockedSku();
    const body = {
      from_warehouse: from.warehouse_id,
      to_warehouse: to.warehouse_id,
      products: [{ sku: item.sku, quantity: from.available }],
    };
    const results = await Promise.all([api('POST', '/transfers', body), api('POST', '/transfers', body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect((await levelOf(item.id, from.warehouse_id)).reserved).toBe(from.available);
  });
});
