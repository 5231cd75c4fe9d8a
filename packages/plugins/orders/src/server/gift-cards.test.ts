/**
 * Gift-card items are never shipped: refused by the ship call, left out by mass and CSV
 * shipment; a CSV line whose order had only gift cards left is done but warns that its
 * tracking number was not used.
 */
import { describe, expect, it } from 'vitest';
import { formatMessage, FULFILMENT_STATUS, ORDERS_MESSAGES } from '../contract';
import type { MassResult } from '../contract';
import { json, placeOrder, uploadFulfilmentCsv } from './test-support/orders';
import type { OrderAnswer } from './test-support/orders';
import { ordersSuite } from './test-support/suite';

const s = ordersSuite();

const detail = async (id: number) =>
  json<OrderAnswer>(
    await s.t.request('GET', `/orders/${id}?expand=items,fulfilments,shipments`, { token: s.owner }),
  );

const lines = [
  { title: 'Tee', quantity: 2, price: 10 },
  { title: 'Gift card $50', quantity: 1, price: 50, is_giftcard: true },
];

describe('gift cards', () => {
  it('refuses to ship a gift card with a clear 422 and changes nothing', async () => {
    const order = await placeOrder(s.t, lines);
    const [tee, card] = order.itemIds as [number, number];
    // Everything fulfilled (the card too), then everything sent.
    const body = {
      items: [
        { item_id: tee, quantity: 2 },
        { item_id: card, quantity: 1 },
      ],
    };
    const fulfilled = await s.t.request('POST', `/orders/${order.id}/fulfilments`, { token: s.owner, body });
    expect(fulfilled.status).toBe(200);
    const res = await s.t.request('POST', `/orders/${order.id}/shipments`, { token: s.owner, body });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      errors: { items: [formatMessage(ORDERS_MESSAGES.giftCardNotShipped, { title: 'Gift card $50' })] },
    });
    const after = await detail(order.id);
    expect(after.shipments).toEqual([]);
    expect(after.items.map((i) => i.status.shipped)).toEqual([0, 0]);
    // The other items still ship on their own.
    const teeOnly = await s.t.request('POST', `/orders/${order.id}/shipments`, {
      token: s.owner,
      body: { items: [{ item_id: tee, quantity: 2 }] },
    });
    expect(teeOnly.status).toBe(200);
  });

  it('mass shipment ships everything but the gift cards', async () => {
    const order = await placeOrder(s.t, lines);
    const res = await json<MassResult>(
      await s.t.request('POST', '/orders/mass-shipment', { token: s.owner, body: { ids: [order.id] } }),
    );
    expect(res).toEqual({ processed: 1, warnings: [], message: ORDERS_MESSAGES.allShipped });
    const after = await detail(order.id);
    const [tee, card] = after.items;
    expect(tee!.status).toMatchObject({ shipped: 2, fulfilled: 0 });
    expect(card!.is_giftcard).toBe(true);
    expect(card!.status).toMatchObject({ shipped: 0, fulfilled: 1, not_fulfilled: 0 });
    expect(after.shipments.flatMap((s) => s.items.map((l) => l.item_id))).toEqual([tee!.id]);
  });

  const uploadCsv = async (content: string) => {
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'text/csv' }), 'tracking.csv');
    return json<MassResult>(await uploadFulfilmentCsv(s.t, s.owner, form));
  };

  it('CSV fulfilment sends an order of gift cards only and warns that its tracking number was not used', async () => {
    const cardsOnly = await placeOrder(s.t, [lines[1]!]);
    const number = (await detail(cardsOnly.id)).display_number;
    expect(await uploadCsv(`${number},1ZGIFT,UPS\n`)).toEqual({
      processed: 1,
      warnings: [
        formatMessage(ORDERS_MESSAGES.csvGiftCardsOnly, { line: 1, order: number, tracking: '1ZGIFT' }),
      ],
      message: ORDERS_MESSAGES.csvWarnings,
    });
    const after = await detail(cardsOnly.id);
    expect(after.shipments).toEqual([]);
    expect(after.fulfilments).toHaveLength(1);
    expect(after.items[0]!.status).toMatchObject({ not_fulfilled: 0, fulfilled: 1, shipped: 0 });
    // A gift card counts as delivered once sent (spec 3 §4): the order is complete.
    expect(after.status).toBe(FULFILMENT_STATUS.shipped);
    // The same line again has nothing left to do: a failure, and nothing more is written.
    expect(await uploadCsv(`${number},1ZGIFT,UPS\n`)).toEqual({
      processed: 0,
      warnings: [
        formatMessage(ORDERS_MESSAGES.csvLineFailed, { line: 1, message: ORDERS_MESSAGES.nothingToShip }),
      ],
      message: ORDERS_MESSAGES.csvWarnings,
    });
    expect((await detail(cardsOnly.id)).fulfilments).toHaveLength(1);
  });

  it('CSV fulfilment ships the other items of a mixed order with the tracking number, without a warning', async () => {
    const mixed = await placeOrder(s.t, lines);
    const number = (await detail(mixed.id)).display_number;
    expect(await uploadCsv(`${number},1ZMIXED,UPS\n`)).toEqual({
      processed: 1,
      warnings: [],
      message: ORDERS_MESSAGES.allShipped,
    });
    const after = await detail(mixed.id);
    const [tee, card] = after.items;
    expect(after.shipments).toEqual([
      expect.objectContaining({
        tracking_number: '1ZMIXED',
        carrier_title: 'UPS',
        items: [{ item_id: tee!.id, quantity: 2 }],
      }),
    ]);
    expect(tee!.status).toMatchObject({ shipped: 2, fulfilled: 0, not_fulfilled: 0 });
    expect(card!.status).toMatchObject({ shipped: 0, fulfilled: 1, not_fulfilled: 0 });
    expect(after.status).toBe(FULFILMENT_STATUS.shipped);
  });
});
