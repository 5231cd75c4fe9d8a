/**
 * `GET /orders/{id}/timeline` (issue 18): the order's history from the server's own records,
 * oldest first, and the note changes with their authors. Warehouse titles need the inventory
 * area (examples/admin); here a fulfilment names none.
 */
import { describe, expect, it } from 'vitest';
import type { OrderTimeline } from '../contract';
import { json, placeOrder } from './test-support/orders';
import type { OrderAnswer } from './test-support/orders';
import { ordersSuite } from './test-support/suite';

const s = ordersSuite();

const timeline = async (id: number, token = s.owner) =>
  s.t.request('GET', `/orders/${id}/timeline`, { token });
const act = async (method: string, path: string, body: unknown, token = s.owner) => {
  const res = await s.t.request(method, path, { token, body });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return json<OrderAnswer>(res);
};

describe('GET /orders/{id}/timeline', () => {
  it('tells the order’s history oldest first: placed, fulfilled, shipped, refunded and restocked, notes with authors', async () => {
    const placed = await placeOrder(s.t, [{ title: 'Linen shirt', quantity: 2, price: 4500 }], {
      order_date: new Date('2026-01-05T09:00:00Z'),
    });
    const item = placed.itemIds[0]!;
    const carriers = await json<{ items: { id: number; title: string }[] }>(
      await s.t.request('GET', '/carriers', { token: s.owner }),
    );
    const ups = carriers.items.find((c) => c.title === 'UPS')!;

    await act('PATCH', `/orders/${placed.id}`, { notes: 'Gift wrap, please.' });
    await act('POST', `/orders/${placed.id}/fulfilments`, { items: [{ item_id: item, quantity: 2 }] });
    const shipped = await act('POST', `/orders/${placed.id}/shipments`, {
      items: [{ item_id: item, quantity: 2 }],
      tracking_number: '1ZTIME',
      shipping_carrier: ups.id,
    });
    await act('POST', `/orders/${placed.id}/refund`, {
      refund: 1250,
      shipments: [{ shipment_id: shipped.shipments[0]!.id, items: [{ item_id: item, quantity: 1 }] }],
    });
    const clerk = await s.t.employee([{ subject: 'orders', rule: 1, options: ['allow_edit'] }]);
    await act('PATCH', `/orders/${placed.id}`, { notes: 'Wrapped in blue.' }, clerk.token);
    // Saving the same notes again is no change: no event.
    await act('PATCH', `/orders/${placed.id}`, { notes: 'Wrapped in blue.' }, clerk.token);

    const res = await timeline(placed.id);
    expect(res.status).toBe(200);
    const body = await json<OrderTimeline>(res);
    expect(body).toMatchObject({
      order_id: placed.id,
      currency: 'USD',
      customer: { id: null, full_name: 'Test Buyer', email: 'test.buyer@example.com' },
    });
    expect(body.events.map((e) => e.kind)).toEqual([
      'placed',
      'note',
      'fulfilled',
      'shipped',
      'restocked',
      'refunded',
      'note',
    ]);
    const [first, note, fulfilled, ship, restocked, refunded, second] = body.events;
    expect(first).toEqual({
      kind: 'placed',
      at: '2026-01-05T09:00:00.000Z',
      payment_type: expect.any(String),
    });
    expect(note).toMatchObject({ notes: 'Gift wrap, please.', author: 'Dana Owner' });
    expect(fulfilled).toMatchObject({ items: [{ title: 'Linen shirt', quantity: 2 }], warehouse: null });
    expect(ship).toMatchObject({
      items: [{ title: 'Linen shirt', quantity: 2 }],
      carrier: 'UPS',
      tracking_number: '1ZTIME',
    });
    expect(restocked).toMatchObject({ items: [{ title: 'Linen shirt', quantity: 1 }] });
    expect(refunded).toMatchObject({ amount: 1250 });
    expect(second).toMatchObject({ notes: 'Wrapped in blue.', author: 'Test Employee' });
    // Every event but the placing happened after it.
    for (const e of body.events.slice(1)) expect(e.at >= first!.at).toBe(true);
  });

  it('answers 404 for an unknown order and refuses callers without an orders rule', async () => {
    expect((await timeline(999_999)).status).toBe(404);
    const placed = await placeOrder(s.t, [{ title: 'Mug', quantity: 1, price: 800 }]);
    const outsider = await s.t.employee([{ subject: 'customers', rule: 2 }]);
    expect((await timeline(placed.id, outsider.token)).status).toBe(403);
    const reader = await s.t.employee([{ subject: 'orders', rule: 1 }]);
    expect((await timeline(placed.id, reader.token)).status).toBe(200);
  });
});
