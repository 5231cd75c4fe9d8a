import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { createInventoryClient } from './client';
import type { InventoryClient } from './client';
import { INVENTORY_MESSAGES } from './contract';
import { STANDALONE_PRODUCTS } from './server/seed-data';
import { inventoryTestServer } from './server/test-server';

const s = ownerSuite(inventoryTestServer, { beforeAll, afterAll });
let client: InventoryClient;
beforeAll(() => {
  client = createInventoryClient(s.t.http(s.owner));
});

const [tee, tote, beanie] = STANDALONE_PRODUCTS.map((p) => p.id);

describe('Inventory client (derived from the contract, plus the grouped view)', () => {
  it('reads inventory grouped by product and flat', async () => {
    const groups = await client.groups.list({ size: 20 });
    expect(groups.items.map((g) => g.product_title)).toEqual(['Canvas Tote', 'Classic Tee', 'Wool Beanie']);
    const one = await client.groups.get(beanie!);
    expect(one.inventory_items.map((i) => i.sku)).toEqual(['DEMO-3-GREY', 'DEMO-3-NAVY']);
    await expect(client.groups.get(123456)).rejects.toMatchObject({ status: 404 });
    const flat = await client.items.search({ 'sku.title': ['demo-3-navy'] });
    expect(flat.items.map((i) => i.sku)).toEqual(['DEMO-3-NAVY']);
    const [warehouse] = (await client.warehouses.list()).items;
    expect(warehouse!.title).toBe('East Coast Depot');
  });

  it('saves on hand of several items through one group update', async () => {
    const [east, main] = (await client.warehouses.list()).items;
    const beanies = await client.groups.get(beanie!);
    const updated = await client.groups.update(beanie!, {
      items: beanies.inventory_items.map((i) => ({ id: i.id, on_hand: { [main!.id]: 4, [east!.id]: 1 } })),
    });
    expect(updated.inventory_items.map((i) => i.total_on_hand)).toEqual([5, 5]);
    await expect(
      client.items.update(beanies.inventory_items[0]!.id, { on_hand: { [main!.id]: -1 } }),
    ).rejects.toMatchObject({
      status: 422,
      errors: { [`on_hand.${main!.id}`]: [INVENTORY_MESSAGES.onHandInvalid] },
    });
  });

  it('deletes only the unlinked items of the chosen products', async () => {
    await expect(client.groups.bulk('delete', [tote!])).rejects.toMatchObject({
      status: 422,
      message: INVENTORY_MESSAGES.nothingUnlinked,
    });
    await s.t.request('POST', '/test-catalogue/delete', {
      token: s.owner.tokens.accessToken,
      body: { ids: [tee] },
    });
    expect(await client.groups.bulk('delete', [tee!, tote!])).toEqual({ affected: 3 });
    expect((await client.groups.list()).items.map((g) => g.product_title)).toEqual([
      'Canvas Tote',
      'Wool Beanie',
    ]);
  });
});
