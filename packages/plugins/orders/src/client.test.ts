import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { coreContract, createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import { ownerSuite } from '@storeroom/server/testing';
import { createOrdersClient, csvUploadForm } from './client';
import { FULFILMENT_STATUS, ORDER_DETAIL_EXPAND, ORDERS_MESSAGES } from './contract';
import { ordersTestServer, placeOrder } from './server/test-server';

const s = ownerSuite(ordersTestServer, { beforeAll, afterAll });
let orders: ReturnType<typeof createOrdersClient>;
let core: ContractClient<typeof coreContract>;
beforeAll(() => {
  const http = s.t.http(s.owner);
  orders = createOrdersClient(http);
  core = createClient(coreContract, http);
});

describe('Orders client (derived from the contract, on the real server)', () => {
  it('searches, reads one order with its expands and runs the order actions', async () => {
    const placed = await placeOrder(s.t, [{ title: 'Wool Beanie', quantity: 2, price: 2400 }]);
    const page = await orders.orders.search(
      { display_number: placed.display_number },
      { sort: '!order_date' },
    );
    expect(page.items.map((o) => o.id)).toEqual([placed.id]);
    const order = await orders.orders.get(placed.id, { expand: ORDER_DETAIL_EXPAND });
    expect(order.items?.map((i) => i.title)).toEqual(['Wool Beanie']);
    const item = placed.itemIds[0]!;
    const fulfilled = await orders.fulfil({
      params: { id: placed.id },
      body: { items: [{ item_id: item, quantity: 2 }] },
    });
    expect(fulfilled.status).toBe(FULFILMENT_STATUS.sent);
    await expect(
      orders.ship({
        params: { id: placed.id },
        body: { items: [{ item_id: item, quantity: 1 }], tracking_number: 'T1' },
      }),
    ).rejects.toMatchObject({
      status: 422,
      errors: { shipping_carrier: [ORDERS_MESSAGES.carrierRequired] },
    });
    const carriers = await orders.carriers.search({ is_deleted: false }, { sort: 'title' });
    const shipped = await orders.ship({
      params: { id: placed.id },
      body: {
        items: [{ item_id: item, quantity: 2 }],
        tracking_number: 'T1',
        shipping_carrier: carriers.items[0]!.id,
      },
    });
    expect(shipped.status).toBe(FULFILMENT_STATUS.shipped);
    const back = await orders.unship({
      params: { id: placed.id, sid: shipped.shipments![0]!.id },
      body: { items: [{ item_id: item, quantity: 1 }] },
    });
    expect(back.items![0]!.status).toMatchObject({ fulfilled: 1, shipped: 1 });
  });

  it('sends the CSV mass fulfilment as multipart with the file and the template id', async () => {
    const placed = await placeOrder(s.t, [{ title: 'Canvas Tote Bag', quantity: 1, price: 1850 }]);
    const template = await orders.fulfilmentTemplates.create({
      title: 'Tracking first',
      order_column: 3,
      tracking_column: 1,
      carrier_column: 2,
      has_header: false,
    });
    const answer = await orders.uploadCsv({
      body: csvUploadForm(new Blob([`1Z55,UPS,${placed.display_number}\n`], { type: 'text/csv' }), {
        filename: 'tracking.csv',
        templateId: template.id,
      }),
    });
    // The upload starts the CSV fulfilment job; its result is what the dialog shows.
    expect(answer).toEqual({ id: expect.any(String), lines: 1 });
    const job = await vi.waitFor(
      async () => {
        const view = await core.getJob({ params: { id: answer.id } });
        if (view.state !== 'completed') throw new Error(`CSV fulfilment ${view.state}: ${view.error ?? ''}`);
        return view;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(job.result).toEqual({ processed: 1, warnings: [], message: ORDERS_MESSAGES.allShipped });
    const order = await orders.orders.get(placed.id, { expand: ['shipments'] });
    expect(order.shipments?.map((s) => [s.tracking_number, s.carrier_title])).toEqual([['1Z55', 'UPS']]);
  });
});
