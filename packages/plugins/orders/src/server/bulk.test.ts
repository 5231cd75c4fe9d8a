/**
 * Bulk work on the orders plugin alone: mass fulfilment and shipment, the CSV mass fulfilment
 * (spec 2 §5 messages, 10 MB, per-line warnings), and the export without the CSV templates
 * area. With the real inventory and CSV templates areas (warehouses, layouts, the list's
 * filters in the export) they are tested in examples/admin/src/server/orders-flows.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { formatMessage, ORDERS_MESSAGES } from '../contract';
import type { MassResult } from '../contract';
import { json, placeOrder, uploadFulfilmentCsv } from './test-support/orders';
import type { OrderAnswer } from './test-support/orders';
import { ordersSuite } from './test-support/suite';

const s = ordersSuite();

const detail = async (id: number) =>
  json<OrderAnswer>(
    await s.t.request('GET', `/orders/${id}?expand=items,fulfilments,shipments`, { token: s.owner }),
  );

describe('mass fulfilment and shipment', () => {
  it('sends everything left to fulfilment; an order with nothing left is reported, not counted', async () => {
    const plain = await placeOrder(s.t, [
      { title: 'Tee', quantity: 2, price: 10 },
      { title: 'Cap', quantity: 1, price: 5 },
    ]);
    // No inventory area: a tracked item needs no warehouse (there is none to name).
    const tracked = await placeOrder(s.t, [
      { title: 'Mug', quantity: 1, price: 10, sku: 'M-MUG', track_inventory: true },
    ]);
    const res = await s.t.request('POST', '/orders/mass-fulfilment', {
      token: s.owner,
      body: { ids: [plain.id, tracked.id] },
    });
    expect(res.status).toBe(200);
    expect(await json<MassResult>(res)).toEqual({
      processed: 2,
      warnings: [],
      message: ORDERS_MESSAGES.allFulfilled,
    });
    expect((await detail(plain.id)).status).toBe(2);
    expect((await detail(tracked.id)).status).toBe(2);
    const again = await json<MassResult>(
      await s.t.request('POST', '/orders/mass-fulfilment', { token: s.owner, body: { ids: [plain.id] } }),
    );
    expect(again).toEqual({
      processed: 0,
      warnings: [
        formatMessage(ORDERS_MESSAGES.massFailed, {
          number: plain.display_number,
          message: ORDERS_MESSAGES.nothingToFulfil,
        }),
      ],
      message: ORDERS_MESSAGES.allFulfilled,
    });
    await s.t.request('POST', '/orders/mass-shipment', { token: s.owner, body: { ids: [plain.id] } });
    const shipAgain = await json<MassResult>(
      await s.t.request('POST', '/orders/mass-shipment', { token: s.owner, body: { ids: [plain.id] } }),
    );
    expect(shipAgain.warnings).toEqual([
      formatMessage(ORDERS_MESSAGES.massFailed, {
        number: plain.display_number,
        message: ORDERS_MESSAGES.nothingToShip,
      }),
    ]);
  });

  it('marks everything left shipped (fulfilling first where needed)', async () => {
    const a = await placeOrder(s.t, [{ title: 'Tee', quantity: 2, price: 10 }]);
    const b = await placeOrder(s.t, [{ title: 'Cap', quantity: 3, price: 5 }]);
    await s.t.request('POST', `/orders/${b.id}/fulfilments`, {
      token: s.owner,
      body: { items: [{ item_id: b.itemIds[0], quantity: 1 }] },
    });
    const res = await json<MassResult>(
      await s.t.request('POST', '/orders/mass-shipment', { token: s.owner, body: { ids: [a.id, b.id] } }),
    );
    expect(res).toEqual({ processed: 2, warnings: [], message: ORDERS_MESSAGES.allShipped });
    expect((await detail(a.id)).status).toBe(5);
    const shippedB = await detail(b.id);
    expect(shippedB.status).toBe(5);
    expect(shippedB.items[0]!.status).toMatchObject({ not_fulfilled: 0, fulfilled: 0, shipped: 3 });
  });

  it('needs ids', async () => {
    const res = await s.t.request('POST', '/orders/mass-shipment', { token: s.owner, body: { ids: [] } });
    expect(await res.json()).toEqual({ errors: { ids: [ORDERS_MESSAGES.noOrdersSelected] } });
  });
});

describe('CSV mass fulfilment', () => {
  const upload = (content: string | Blob | null, name = 'tracking.csv') => {
    const form = new FormData();
    if (content !== null)
      form.append(
        'file',
        content instanceof Blob ? content : new Blob([content], { type: 'text/csv' }),
        name,
      );
    return uploadFulfilmentCsv(s.t, s.owner, form);
  };

  it('ships each listed order with its tracking number and carrier; problems become warnings', async () => {
    const one = await placeOrder(s.t, [{ title: 'Tee', quantity: 1, price: 10 }]);
    const two = await placeOrder(s.t, [{ title: 'Cap', quantity: 2, price: 5 }]);
    const numberOf = async (id: number) => (await detail(id)).display_number;
    const csv = [
      'Orders ID,Tracking number,Shipping carrier',
      `${await numberOf(one.id)},1ZAAA,UPS`,
      `#${await numberOf(two.id)},9400BBB,usps`,
      '999999,1ZCCC,UPS',
      `${await numberOf(one.id)},1ZDDD,Carrier Pigeon`,
      ',,UPS',
    ].join('\n');
    const res = await upload(csv);
    expect(res.status).toBe(200);
    expect(await json<MassResult>(res)).toEqual({
      processed: 2,
      warnings: [
        formatMessage(ORDERS_MESSAGES.csvOrderNotFound, { line: 4, order: '999999' }),
        formatMessage(ORDERS_MESSAGES.csvCarrierNotFound, { line: 5, carrier: 'Carrier Pigeon' }),
        formatMessage(ORDERS_MESSAGES.csvLineEmpty, { line: 6 }),
      ],
      message: ORDERS_MESSAGES.csvWarnings,
    });
    const shipped = await detail(one.id);
    expect(shipped.status).toBe(5);
    expect(shipped.shipments[0]).toMatchObject({ tracking_number: '1ZAAA', carrier_title: 'UPS' });
    expect((await detail(two.id)).shipments[0]).toMatchObject({
      tracking_number: '9400BBB',
      carrier_title: 'USPS',
    });
  });

  it('applies each line all or nothing: a shipment that fails leaves its order unfulfilled', async () => {
    const good = await placeOrder(s.t, [{ title: 'Mug', quantity: 1, price: 8 }]);
    const bad = await placeOrder(s.t, [{ title: 'Bowl', quantity: 2, price: 12 }]);
    const numberOf = async (id: number) => (await detail(id)).display_number;
    // A tracking number over 200 characters passes the line checks but fails the shipment,
    // after the line's fulfilment was written.
    const longTracking = 'Z'.repeat(201);
    const csv = [
      'Orders ID,Tracking number,Shipping carrier',
      `${await numberOf(bad.id)},${longTracking},UPS`,
      `${await numberOf(good.id)},1ZGOOD,UPS`,
    ].join('\n');
    const answer = await json<MassResult>(await upload(csv));
    expect(answer.processed).toBe(1);
    expect(answer.warnings).toHaveLength(1);
    expect(answer.warnings[0]).toMatch(/^Line 2: /);
    const untouched = await detail(bad.id);
    expect(untouched.status).toBe(0);
    expect(untouched.fulfilments).toEqual([]);
    expect(untouched.shipments).toEqual([]);
    expect(untouched.items.map((i) => i.status.not_fulfilled)).toEqual([2]);
    const shipped = await detail(good.id);
    expect(shipped.status).toBe(5);
    expect(shipped.shipments[0]).toMatchObject({ tracking_number: '1ZGOOD' });
  });

  it('refuses a missing file, too few columns and files over 10 MB, with the spec’s messages', async () => {
    expect(await (await upload(null)).json()).toEqual({ errors: { file: [ORDERS_MESSAGES.csvNotProvided] } });
    expect(await (await upload('1001,1ZAAA\n')).json()).toEqual({
      errors: { file: [ORDERS_MESSAGES.csvColumns] },
    });
    const big = new Blob(['1001,1Z,UPS\n'.repeat(Math.ceil((10 * 1024 * 1024 + 10) / 12))], {
      type: 'text/csv',
    });
    const tooLarge = await upload(big, 'huge.csv');
    expect(tooLarge.status).toBe(422);
    expect(await tooLarge.json()).toEqual({
      errors: { file: [formatMessage(ORDERS_MESSAGES.csvTooLarge, { name: 'huge.csv' })] },
    });
  });
});

describe('export', () => {
  it('says CSV templates are not available without the CSV templates area, and changes nothing', async () => {
    const placed = await placeOrder(s.t, [{ title: 'Tee', quantity: 1, price: 10 }]);
    const res = await s.t.request('POST', '/orders/exportcsv', {
      token: s.owner,
      body: { template_id: 1, order_ids: [placed.id] },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { template_id: [ORDERS_MESSAGES.templatesUnavailable] } });
  });

  it('lists export templates under the export permission: 404 without the CSV templates area, 403 without allow_export', async () => {
    const res = await s.t.request('GET', '/orders/export-templates', { token: s.owner });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: ORDERS_MESSAGES.templatesUnavailable });
    const reader = (await s.t.employee([{ subject: 'orders', rule: 1, options: ['allow_edit'] }])).token;
    expect((await s.t.request('GET', '/orders/export-templates', { token: reader })).status).toBe(403);
  });
});
