/**
 * The order state machine through the API, on the orders plugin alone: every action, every
 * refusal with the spec's messages (and nothing changed), permissions by option, and
 * concurrency (two parallel refunds / fulfilments of what is left: one wins). Without the
 * inventory area nothing is stocked: the warehouse a fulfilment names is kept, no stock moves.
 * Stock moves, warehouse checks and the other flows that cross plugins are tested with the real
 * plugins in the assembled admin (examples/admin/src/server/orders-flows.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_DENIED } from '@storeroom/server';
import { formatMessage, ORDERS_MESSAGES } from '../contract';
import { json, limitedEmployee, placeOrder } from './test-support/orders';
import type { OrderAnswer } from './test-support/orders';
import { ordersSuite } from './test-support/suite';

const s = ordersSuite();
let carrierId: number;

beforeAll(async () => {
  const carriers = await json<{ items: { id: number; title: string }[] }>(
    await s.t.request('GET', '/carriers', { token: s.owner }),
  );
  carrierId = carriers.items.find((c) => c.title === 'UPS')!.id;
});

const detail = async (id: number) =>
  json<OrderAnswer>(
    await s.t.request('GET', `/orders/${id}?expand=items,fulfilments,shipments,restocks,refunds`, {
      token: s.owner,
    }),
  );
describe('sent to fulfilment', () => {
  it('marks items sent, moves stock to committed and recomputes the status', async () => {
    const { id, itemIds } = await placeOrder(s.t, [
      { title: 'Tee', quantity: 3, price: 20, sku: 'F-TEE', track_inventory: true },
      { title: 'Sticker', quantity: 1, price: 2 },
    ]);
    const res = await s.t.request('POST', `/orders/${id}/fulfilments`, {
      token: s.owner,
      body: { items: [{ item_id: itemIds[0], quantity: 2 }], warehouse_id: 1 },
    });
    expect(res.status).toBe(200);
    const order = await json<OrderAnswer>(res);
    expect(order.status).toBe(1); // partially sent to fulfilment
    expect(order.items[0]!.status).toEqual({ not_fulfilled: 1, fulfilled: 2, shipped: 0, restocked: 0 });
    expect(order.fulfilments).toEqual([
      expect.objectContaining({ warehouse_id: 1, items: [{ item_id: itemIds[0], quantity: 2 }] }),
    ]);
    const rest = await s.t.request('POST', `/orders/${id}/fulfilments`, {
      token: s.owner,
      body: {
        items: [
          { item_id: itemIds[0], quantity: 1 },
          { item_id: itemIds[1], quantity: 1 },
        ],
        warehouse_id: 1,
      },
    });
    expect((await json<OrderAnswer>(rest)).status).toBe(2); // sent to fulfilment
  });

  it('refuses with the spec’s messages and changes nothing', async () => {
    const { id, itemIds } = await placeOrder(s.t, [
      { title: 'Tee', quantity: 2, price: 20, sku: 'R-TEE', track_inventory: true },
    ]);
    const post = (body: unknown) =>
      s.t.request('POST', `/orders/${id}/fulfilments`, { token: s.owner, body });
    const noQuantity = await post({ items: [{ item_id: itemIds[0] }], warehouse_id: 1 });
    expect(await noQuantity.json()).toEqual({
      errors: { 'items.0.quantity': [ORDERS_MESSAGES.quantityEmpty] },
    });
    const zero = await post({ items: [{ item_id: itemIds[0], quantity: 0 }], warehouse_id: 1 });
    expect(await zero.json()).toEqual({ errors: { 'items.0.quantity': [ORDERS_MESSAGES.quantityEmpty] } });
    const none = await post({ items: [], warehouse_id: 1 });
    expect(await none.json()).toEqual({ errors: { items: [ORDERS_MESSAGES.quantityEmpty] } });
    const tooMany = await post({ items: [{ item_id: itemIds[0], quantity: 3 }], warehouse_id: 1 });
    expect(await tooMany.json()).toEqual({
      errors: { items: [formatMessage(ORDERS_MESSAGES.quantityTooLarge, { max: 2 })] },
    });
    const foreignItem = await post({ items: [{ item_id: 2_000_000, quantity: 1 }], warehouse_id: 1 });
    expect(await foreignItem.json()).toEqual({ errors: { items: [ORDERS_MESSAGES.itemNotFound] } });
    const order = await detail(id);
    expect(order.status).toBe(0);
    expect(order.fulfilments).toEqual([]);
  });

  it('sends a tracked item to fulfilment without a warehouse when no inventory area is there', async () => {
    // Nothing is stocked and GET /orders/warehouses is empty: there is no warehouse to name.
    const warehouses = await s.t.request('GET', '/orders/warehouses', { token: s.owner });
    expect(await warehouses.json()).toEqual([]);
    const { id, itemIds } = await placeOrder(s.t, [
      { title: 'Tee', quantity: 1, price: 20, sku: 'N-TEE', track_inventory: true },
    ]);
    const res = await s.t.request('POST', `/orders/${id}/fulfilments`, {
      token: s.owner,
      body: { items: [{ item_id: itemIds[0], quantity: 1 }] },
    });
    expect(res.status).toBe(200);
    expect(await json<OrderAnswer>(res)).toMatchObject({
      status: 2,
      fulfilments: [expect.objectContaining({ warehouse_id: null })],
    });
  });

  it('un-marks fulfilled items (all or some): quantities and committed stock move back', async () => {
    const { id, itemIds } = await placeOrder(s.t, [
      { title: 'Hoodie', quantity: 3, price: 50, sku: 'U-HOOD', track_inventory: true },
    ]);
    const sent = await json<OrderAnswer>(
      await s.t.request('POST', `/orders/${id}/fulfilments`, {
        token: s.owner,
        body: { items: [{ item_id: itemIds[0], quantity: 3 }], warehouse_id: 2 },
      }),
    );
    const fid = sent.fulfilments[0]!.id;
    const some = await s.t.request('DELETE', `/orders/${id}/fulfilments/${fid}`, {
      token: s.owner,
      body: { items: [{ item_id: itemIds[0], quantity: 1 }] },
    });
    expect(some.status).toBe(200);
    const after = await json<OrderAnswer>(some);
    expect(after.status).toBe(1);
    expect(after.fulfilments[0]!.items).toEqual([{ item_id: itemIds[0], quantity: 2 }]);
    const tooMany = await s.t.request('DELETE', `/orders/${id}/fulfilments/${fid}`, {
      token: s.owner,
      body: { items: [{ item_id: itemIds[0], quantity: 5 }] },
    });
    expect(await tooMany.json()).toEqual({
      errors: { items: [formatMessage(ORDERS_MESSAGES.quantityTooLarge, { max: 2 })] },
    });
    const all = await json<OrderAnswer>(
      await s.t.request('DELETE', `/orders/${id}/fulfilments/${fid}`, { token: s.owner }),
    );
    expect(all.status).toBe(0);
    expect(all.fulfilments).toEqual([]);
    expect(all.items[0]!.status.not_fulfilled).toBe(3);
    expect((await s.t.request('DELETE', `/orders/${id}/fulfilments/${fid}`, { token: s.owner })).status).toBe(
      404,
    );
  });
});

describe('shipped', () => {
  it('ships from fulfilments with a tracking number; stock leaves the warehouse; status follows', async () => {
    const { id, itemIds } = await placeOrder(s.t, [
      { title: 'Bottle', quantity: 2, price: 30, sku: 'S-BOTTLE', track_inventory: true },
      { title: 'Card', quantity: 1, price: 5 },
    ]);
    await s.t.request('POST', `/orders/${id}/fulfilments`, {
      token: s.owner,
      body: { items: [{ item_id: itemIds[0], quantity: 2 }], warehouse_id: 1 },
    });
    const noCarrier = await s.t.request('POST', `/orders/${id}/shipments`, {
      token: s.owner,
      body: { items: [{ item_id: itemIds[0], quantity: 1 }], tracking_number: '1Z999' },
    });
    expect(noCarrier.status).toBe(422);
    expect(await noCarrier.json()).toEqual({
      errors: { shipping_carrier: [ORDERS_MESSAGES.carrierRequired] },
    });
    const notSent = await s.t.request('POST', `/orders/${id}/shipments`, {
      token: s.owner,
      body: { items: [{ item_id: itemIds[1], quantity: 1 }] },
    });
    expect(await notSent.json()).toEqual({
      errors: { items: [formatMessage(ORDERS_MESSAGES.quantityTooLarge, { max: 0 })] },
    });
    const res = await s.t.request('POST', `/orders/${id}/shipments`, {
      token: s.owner,
      body: {
        items: [{ item_id: itemIds[0], quantity: 1 }],
        tracking_number: '1Z999',
        shipping_carrier: carrierId,
      },
    });
    expect(res.status).toBe(200);
    const order = await json<OrderAnswer>(res);
    expect(order.status).toBe(3); // partially sent and shipped (the card is not sent)
    expect(order.shipments).toEqual([
      expect.objectContaining({
        tracking_number: '1Z999',
        shipping_carrier: carrierId,
        carrier_title: 'UPS',
        fulfilment_id: order.fulfilments[0]!.id,
      }),
    ]);
    await s.t.request('POST', `/orders/${id}/fulfilments`, {
      token: s.owner,
      body: { items: [{ item_id: itemIds[1], quantity: 1 }] },
    });
    expect((await detail(id)).status).toBe(4); // partially shipped
    const rest = await s.t.request('POST', `/orders/${id}/shipments`, {
      token: s.owner,
      body: {
        items: [
          { item_id: itemIds[0], quantity: 1 },
          { item_id: itemIds[1], quantity: 1 },
        ],
        notify: true,
      },
    });
    const shipped = await json<OrderAnswer>(rest);
    expect(shipped.status).toBe(5);
    // One shipment per fulfilment used.
    expect(shipped.shipments).toHaveLength(3);
    const logs = await json<{ items: { to_email: string; subject: string }[] }>(
      await s.t.request('POST', '/email-logs/search?size=5&sort=!id', { token: s.owner, body: {} }),
    );
    expect(logs.items[0]).toMatchObject({
      to_email: 'test.buyer@example.com',
      subject: expect.stringContaining('has shipped'),
    });
  });

  it('edits tracking and un-marks shipped back to fulfilled (stock returns)', async () => {
    const { id, itemIds } = await placeOrder(s.t, [
      { title: 'Mug', quantity: 2, price: 12, sku: 'E-MUG', track_inventory: true },
    ]);
    await s.t.request('POST', `/orders/${id}/fulfilments`, {
      token: s.owner,
      body: { items: [{ item_id: itemIds[0], quantity: 2 }], warehouse_id: 1 },
    });
    const shipped = await json<OrderAnswer>(
      await s.t.request('POST', `/orders/${id}/shipments`, {
        token: s.owner,
        body: { items: [{ item_id: itemIds[0], quantity: 2 }] },
      }),
    );
    const sid = shipped.shipments[0]!.id;
    const noCarrier = await s.t.request('PATCH', `/orders/${id}/shipments/${sid}`, {
      token: s.owner,
      body: { tracking_number: 'X1' },
    });
    expect(await noCarrier.json()).toEqual({
      errors: { shipping_carrier: [ORDERS_MESSAGES.carrierRequired] },
    });
    const unknown = await s.t.request('PATCH', `/orders/${id}/shipments/${sid}`, {
      token: s.owner,
      body: { tracking_number: 'X1', shipping_carrier: 999999 },
    });
    expect(await unknown.json()).toEqual({ errors: { shipping_carrier: [ORDERS_MESSAGES.unknownCarrier] } });
    const edited = await json<OrderAnswer>(
      await s.t.request('PATCH', `/orders/${id}/shipments/${sid}`, {
        token: s.owner,
        body: { tracking_number: 'X1', shipping_carrier: carrierId },
      }),
    );
    expect(edited.shipments[0]).toMatchObject({ tracking_number: 'X1', carrier_title: 'UPS' });
    const back = await json<OrderAnswer>(
      await s.t.request('DELETE', `/orders/${id}/shipments/${sid}`, {
        token: s.owner,
        body: { items: [{ item_id: itemIds[0], quantity: 1 }] },
      }),
    );
    expect(back.status).toBe(4);
    const all = await json<OrderAnswer>(
      await s.t.request('DELETE', `/orders/${id}/shipments/${sid}`, { token: s.owner }),
    );
    expect(all.status).toBe(2);
    expect(all.shipments).toEqual([]);
    expect(all.items[0]!.status).toMatchObject({ fulfilled: 2, shipped: 0 });
  });

  it('refuses to un-mark a fulfilment whose items are all shipped', async () => {
    const { id, itemIds } = await placeOrder(s.t, [{ title: 'Pen', quantity: 1, price: 3 }]);
    const sent = await json<OrderAnswer>(
      await s.t.request('POST', `/orders/${id}/fulfilments`, {
        token: s.owner,
        body: { items: [{ item_id: itemIds[0], quantity: 1 }] },
      }),
    );
    await s.t.request('POST', `/orders/${id}/shipments`, {
      token: s.owner,
      body: { items: [{ item_id: itemIds[0], quantity: 1 }] },
    });
    const res = await s.t.request('DELETE', `/orders/${id}/fulfilments/${sent.fulfilments[0]!.id}`, {
      token: s.owner,
    });
    expect(await res.json()).toEqual({ errors: { items: [ORDERS_MESSAGES.fulfilmentShipped] } });
    expect((await detail(id)).status).toBe(5);
  });
});

describe('refund', () => {
  async function shippedOrder(sku: string) {
    const placed = await placeOrder(s.t, [
      { title: 'Jacket', quantity: 2, price: 4500, sku, track_inventory: true },
    ]);
    await s.t.request('POST', `/orders/${placed.id}/fulfilments`, {
      token: s.owner,
      body: { items: [{ item_id: placed.itemIds[0], quantity: 2 }], warehouse_id: 2 },
    });
    const shipped = await json<OrderAnswer>(
      await s.t.request('POST', `/orders/${placed.id}/shipments`, {
        token: s.owner,
        body: { items: [{ item_id: placed.itemIds[0], quantity: 2 }] },
      }),
    );
    return { ...placed, shipmentId: shipped.shipments[0]!.id };
  }

  it('refunds part, restocks to the fulfilment’s warehouse, notifies; then the rest', async () => {
    const { id, itemIds, total, shipmentId } = await shippedOrder('RF-JACKET');
    expect(total).toBe(10000); // $100.00 in cents
    const res = await s.t.request('POST', `/orders/${id}/refund`, {
      token: s.owner,
      body: {
        refund: 4500,
        notify: true,
        shipments: [{ shipment_id: shipmentId, items: [{ item_id: itemIds[0], quantity: 1 }] }],
      },
    });
    expect(res.status).toBe(200);
    const order = await json<OrderAnswer>(res);
    expect(order).toMatchObject({ refunded: 4500, paid: 1 }); // partially refunded
    expect(order.refunds).toEqual([expect.objectContaining({ amount: 4500, notify: true })]);
    expect(order.restocks).toEqual([
      expect.objectContaining({
        shipment_id: shipmentId,
        warehouse_id: 2,
        items: [{ item_id: itemIds[0], quantity: 1 }],
      }),
    ]);
    expect(order.items[0]!.status.restocked).toBe(1);
    const logs = await json<{ items: { subject: string }[] }>(
      await s.t.request('POST', '/email-logs/search?size=1&sort=!id', { token: s.owner, body: {} }),
    );
    expect(logs.items[0]!.subject).toContain('refund');
    const tooMuch = await s.t.request('POST', `/orders/${id}/refund`, {
      token: s.owner,
      body: { refund: 5501, notify: false },
    });
    expect(await tooMuch.json()).toEqual({
      errors: { refund: [formatMessage(ORDERS_MESSAGES.refundTooLarge, { max: '$55.00' })] },
    });
    // Money in the API is integer minor units: a fraction of a cent is refused, nothing changes.
    const fraction = await s.t.request('POST', `/orders/${id}/refund`, {
      token: s.owner,
      body: { refund: 10.5, notify: false },
    });
    expect(fraction.status).toBe(422);
    expect(await fraction.json()).toEqual({ errors: { refund: [ORDERS_MESSAGES.refundMinorUnits] } });
    const restockTooMuch = await s.t.request('POST', `/orders/${id}/refund`, {
      token: s.owner,
      body: {
        refund: 1,
        shipments: [{ shipment_id: shipmentId, items: [{ item_id: itemIds[0], quantity: 2 }] }],
      },
    });
    expect(await restockTooMuch.json()).toEqual({
      errors: { shipments: [formatMessage(ORDERS_MESSAGES.restockTooLarge, { max: 1 })] },
    });
    const rest = await json<OrderAnswer>(
      await s.t.request('POST', `/orders/${id}/refund`, {
        token: s.owner,
        body: { refund: 5500, notify: false },
      }),
    );
    expect(rest).toMatchObject({ refunded: 10000, paid: -2 }); // refunded
    const nothingLeft = await s.t.request('POST', `/orders/${id}/refund`, {
      token: s.owner,
      body: { refund: 1 },
    });
    expect(await nothingLeft.json()).toEqual({
      errors: { refund: [formatMessage(ORDERS_MESSAGES.refundTooLarge, { max: '$0.00' })] },
    });
  });

  it('needs a refund value', async () => {
    const { id } = await placeOrder(s.t, [{ title: 'Hat', quantity: 1, price: 20 }]);
    const res = await s.t.request('POST', `/orders/${id}/refund`, {
      token: s.owner,
      body: { notify: false },
    });
    expect(await res.json()).toEqual({ errors: { refund: [ORDERS_MESSAGES.refundRequired] } });
    const unpaid = await placeOrder(s.t, [{ title: 'Hat', quantity: 1, price: 20 }], { paid: 0 });
    const refused = await s.t.request('POST', `/orders/${unpaid.id}/refund`, {
      token: s.owner,
      body: { refund: 5 },
    });
    expect(refused.status).toBe(422);
  });

  it('two parallel refunds of the full remaining amount: exactly one succeeds', async () => {
    const { id, total } = await placeOrder(s.t, [{ title: 'Lamp', quantity: 1, price: 80 }]);
    const both = await Promise.all([
      s.t.request('POST', `/orders/${id}/refund`, { token: s.owner, body: { refund: total } }),
      s.t.request('POST', `/orders/${id}/refund`, { token: s.owner, body: { refund: total } }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    const order = await detail(id);
    expect(order).toMatchObject({ refunded: total, paid: -2 });
    expect(order.refunds).toHaveLength(1);
  });
});

describe('concurrent fulfilment', () => {
  it('two parallel fulfilments of the last unit: exactly one succeeds', async () => {
    const { id, itemIds } = await placeOrder(s.t, [
      { title: 'Print', quantity: 2, price: 15, sku: 'C-PRINT', track_inventory: true },
    ]);
    await s.t.request('POST', `/orders/${id}/fulfilments`, {
      token: s.owner,
      body: { items: [{ item_id: itemIds[0], quantity: 1 }], warehouse_id: 1 },
    });
    const body = { items: [{ item_id: itemIds[0], quantity: 1 }], warehouse_id: 1 };
    const both = await Promise.all([
      s.t.request('POST', `/orders/${id}/fulfilments`, { token: s.owner, body }),
      s.t.request('POST', `/orders/${id}/fulfilments`, { token: s.owner, body }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    const order = await detail(id);
    expect(order.items[0]!.status).toMatchObject({ not_fulfilled: 0, fulfilled: 2 });
    expect(order.fulfilments).toHaveLength(2);
  });
});

describe('permissions', () => {
  let none: string;
  let fulfilments: string;

  beforeAll(async () => {
    none = await limitedEmployee(s.t, []);
    fulfilments = await limitedEmployee(s.t, ['allow_fulfilments']);
  });

  it('a limited employee with no options reads orders but is refused every action (403)', async () => {
    const { id, itemIds } = await placeOrder(s.t, [{ title: 'Cap', quantity: 1, price: 10 }]);
    expect((await s.t.request('GET', `/orders/${id}`, { token: none })).status).toBe(200);
    const attempts = [
      s.t.request('POST', `/orders/${id}/fulfilments`, {
        token: none,
        body: { items: [{ item_id: itemIds[0], quantity: 1 }] },
      }),
      s.t.request('POST', `/orders/${id}/shipments`, {
        token: none,
        body: { items: [{ item_id: itemIds[0], quantity: 1 }] },
      }),
      s.t.request('POST', `/orders/${id}/refund`, { token: none, body: { refund: 1 } }),
      s.t.request('POST', '/orders/exportcsv', { token: none, body: { template_id: 1, order_ids: [id] } }),
      s.t.request('POST', '/orders/mass-fulfilment', { token: none, body: { ids: [id] } }),
      s.t.request('POST', '/orders/mass-shipment', { token: none, body: { ids: [id] } }),
      s.t.request('PATCH', `/orders/${id}`, { token: none, body: { notes: 'x' } }),
      s.t.request('PATCH', `/orders/${id}/customer`, { token: none, body: { email: 'a@b.co' } }),
      s.t.request('PATCH', `/orders/${id}/address`, {
        token: none,
        body: { shipping_address: { city: 'X' } },
      }),
      s.t.request('POST', `/orders/${id}/receipt`, { token: none }),
      s.t.request('POST', '/carriers', { token: none, body: { title: 'Mine' } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: PERMISSION_DENIED });
    }
    expect((await detail(id)).status).toBe(0);
  });

  it('allow_fulfilments grants fulfil and ship only', async () => {
    const { id, itemIds } = await placeOrder(s.t, [{ title: 'Cap', quantity: 1, price: 10 }]);
    const sent = await s.t.request('POST', `/orders/${id}/fulfilments`, {
      token: fulfilments,
      body: { items: [{ item_id: itemIds[0], quantity: 1 }] },
    });
    expect(sent.status).toBe(200);
    const shipped = await s.t.request('POST', `/orders/${id}/shipments`, {
      token: fulfilments,
      body: { items: [{ item_id: itemIds[0], quantity: 1 }] },
    });
    expect(shipped.status).toBe(200);
    expect(
      (await s.t.request('POST', `/orders/${id}/refund`, { token: fulfilments, body: { refund: 1 } })).status,
    ).toBe(403);
    expect(
      (
        await s.t.request('POST', '/orders/exportcsv', {
          token: fulfilments,
          body: { template_id: 1, order_ids: [id] },
        })
      ).status,
    ).toBe(403);
    expect(
      (await s.t.request('PATCH', `/orders/${id}`, { token: fulfilments, body: { notes: 'x' } })).status,
    ).toBe(403);
  });

  it('no orders rule at all: even reading is refused', async () => {
    const { token } = await s.t.employee([]);
    expect((await s.t.request('GET', '/orders', { token })).status).toBe(403);
    expect((await s.t.request('GET', '/carriers', { token })).status).toBe(403);
    expect((await s.t.request('GET', '/orders')).status).toBe(401);
  });
});
