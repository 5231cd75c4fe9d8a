/** `POST /orders/search` by a list of ids with items: what "Fulfil all" / "Ship all" check before asking for a warehouse. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import type { Order } from '../contract';
import { ordersServerPlugin } from './plugin';
import { json, placeOrder } from './test-support/orders';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await createTestServer({ plugins: [ordersServerPlugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

it('searches orders by a list of ids, with their items', async () => {
  const a = await placeOrder(t, [{ title: 'Mug', quantity: 1, price: 8, sku: 'M', track_inventory: true }]);
  const b = await placeOrder(t, [{ title: 'Tee', quantity: 1, price: 10 }]);
  const page = await json<{ items: Order[] }>(
    await t.request('POST', '/orders/search?size=200&expand=items', {
      token: owner,
      body: { id: [a.id, b.id] },
    }),
  );
  expect(page.items.map((o) => o.id).sort()).toEqual([a.id, b.id].sort());
  const tracked = page.items.find((o) => o.id === a.id)!.items!;
  expect(tracked[0]).toMatchObject({ track_inventory: true, status: { not_fulfilled: 1 } });
});
