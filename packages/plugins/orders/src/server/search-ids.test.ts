/** `POST /orders/search` by a list of ids with items: what "Fulfil all" / "Ship all" check before asking for a warehouse. */
import { expect, it } from 'vitest';
import type { Order } from '../contract';
import { json, placeOrder } from './test-support/orders';
import { ordersSuite } from './test-support/suite';

const s = ordersSuite();

it('searches orders by a list of ids, with their items', async () => {
  const a = await placeOrder(s.t, [{ title: 'Mug', quantity: 1, price: 8, sku: 'M', track_inventory: true }]);
  const b = await placeOrder(s.t, [{ title: 'Tee', quantity: 1, price: 10 }]);
  const page = await json<{ items: Order[] }>(
    await s.t.request('POST', '/orders/search?size=200&expand=items', {
      token: s.owner,
      body: { id: [a.id, b.id] },
    }),
  );
  expect(page.items.map((o) => o.id).sort()).toEqual([a.id, b.id].sort());
  const tracked = page.items.find((o) => o.id === a.id)!.items!;
  expect(tracked[0]).toMatchObject({ track_inventory: true, status: { not_fulfilled: 1 } });
});
