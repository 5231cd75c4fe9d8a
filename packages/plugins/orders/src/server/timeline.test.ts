/**
 * `GET /orders/{id}/timeline` (issue 18): the order's history from the server's own records,
 * oldest first, and the note changes with their authors. Warehouse titles need the inventory
 * area (examples/admin); here a fulfilment names none.
 */
import { describe, expect, it } from 'vitest';
import { ORDER_MARK_PAID_TYPE, PAID_STATUS } from '../contract';
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
      'paid',
      'note',
      'fulfilled',
      'shipped',
      'restocked',
      'refunded',
      'note',
    ]);
    const [first, paid, note, fulfilled, ship, restocked, refunded, second] = body.events;
    expect(first).toEqual({
      kind: 'placed',
      at: '2026-01-05T09:00:00.000Z',
      payment_type: expect.any(String),
    });
    // Placed paid: paid at checkout, with the order's method and nobody named.
    expect(paid).toEqual({ kind: 'paid', at: '2026-01-05T09:00:00.000Z', payment_type: first!.payment_type });
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

  it('an unpaid order has no paid event until someone marks it paid: then when, how and by whom', async () => {
    const placed = await placeOrder(s.t, [{ title: 'Teapot', quantity: 1, price: 3200 }], {
      order_date: new Date('2026-02-01T10:00:00Z'),
      paid: PAID_STATUS.notPaid,
    });
    const before = await json<OrderTimeline>(await timeline(placed.id));
    expect(before.events.map((e) => e.kind)).toEqual(['placed']);

    const clerk = await s.t.employee([{ subject: 'orders', rule: 2 }]);
    await act('POST', `/orders/${placed.id}/pay`, { payment_type: 'free' }, clerk.token);
    const after = await json<OrderTimeline>(await timeline(placed.id, s.owner));
    expect(after.events.map((e) => e.kind)).toEqual(['placed', 'paid']);
    const [placing, paid] = after.events;
    // The placing names no method: the order was not paid then.
    expect(placing).toEqual({ kind: 'placed', at: '2026-02-01T10:00:00.000Z' });
    expect(paid).toMatchObject({ kind: 'paid', payment_type: ORDER_MARK_PAID_TYPE, author: 'Test Employee' });
    expect(paid!.at > placing!.at).toBe(true);

    // Refused a second time: still one paid event.
    expect(
      (
        await s.t.request('POST', `/orders/${placed.id}/pay`, {
          token: s.owner,
          body: { payment_type: 'free' },
        })
      ).status,
    ).toBe(409);
    expect((await json<OrderTimeline>(await timeline(placed.id))).events.map((e) => e.kind)).toEqual([
      'placed',
      'paid',
    ]);
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
