import { describe, expect, it } from 'vitest';
import type { HttpClient, HttpMethod, RequestOptions } from '@storeroom/core/client';
import { CARRIERS_PATH, createOrdersClient, FULFILMENT_TEMPLATES_PATH, ORDERS_PATH } from './client';
import { ORDER_DETAIL_EXPAND } from './schema';

/** A transport that records each call and answers `{}`. */
function recorder() {
  const calls: { method: HttpMethod; path: string; options: RequestOptions | undefined }[] = [];
  const http: HttpClient = {
    request: <T>(method: HttpMethod, path: string, options?: RequestOptions) => {
      calls.push({ method, path, options });
      return Promise.resolve({ items: [] } as T);
    },
  };
  return { http, calls };
}

describe('Orders client', () => {
  it('maps each call onto its endpoint of spec 2 §7', async () => {
    const { http, calls } = recorder();
    const orders = createOrdersClient(http);
    await orders.search({ status: [0, 1], query: '' }, { size: 20, sort: '!order_date' });
    await orders.detail(5);
    await orders.patch(5, { notes: 'n' });
    await orders.fulfil(5, { items: [{ item_id: 1, quantity: 2 }], warehouse_id: 3 });
    await orders.unfulfil(5, 9);
    await orders.ship(5, {
      items: [{ item_id: 1, quantity: 1 }],
      tracking_number: 'T1',
      shipping_carrier: 2,
    });
    await orders.updateTracking(5, 4, { tracking_number: 'T2', shipping_carrier: 2 });
    await orders.unship(5, 4, { items: [{ item_id: 1, quantity: 1 }] });
    await orders.refund(5, { refund: 10, notify: true, shipments: [] });
    await orders.resendReceipt(5);
    await orders.changeCustomer(5, { email: 'a@b.co', choice: 'create' });
    await orders.updateAddress(5, { shipping_address: { city: 'Austin' } });
    await orders.page('1001');
    await orders.massFulfil([1, 2], 3);
    await orders.massShip([1, 2], { warehouseId: 4 });
    await orders.exportCsv({ template_id: 1, order_ids: [1] });
    await orders.warehouses();
    await orders.carriers.active();
    await orders.updateDisplayNumbers(1001);
    await orders.fulfilmentTemplates.create({
      title: 'T',
      order_column: 1,
      tracking_column: 2,
      carrier_column: 3,
    });
    await orders.fulfilmentTemplates.remove(7);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST ${ORDERS_PATH}/search`,
      `GET ${ORDERS_PATH}/5`,
      `PATCH ${ORDERS_PATH}/5`,
      `POST ${ORDERS_PATH}/5/fulfilments`,
      `DELETE ${ORDERS_PATH}/5/fulfilments/9`,
      `POST ${ORDERS_PATH}/5/shipments`,
      `PATCH ${ORDERS_PATH}/5/shipments/4`,
      `DELETE ${ORDERS_PATH}/5/shipments/4`,
      `POST ${ORDERS_PATH}/5/refund`,
      `POST ${ORDERS_PATH}/5/receipt`,
      `PATCH ${ORDERS_PATH}/5/customer`,
      `PATCH ${ORDERS_PATH}/5/address`,
      `GET ${ORDERS_PATH}/1001/page`,
      `POST ${ORDERS_PATH}/mass-fulfilment`,
      `POST ${ORDERS_PATH}/mass-shipment`,
      `POST ${ORDERS_PATH}/exportcsv`,
      `GET ${ORDERS_PATH}/warehouses`,
      `POST ${CARRIERS_PATH}/search`,
      `POST ${ORDERS_PATH}/update-display-numbers`,
      `POST ${FULFILMENT_TEMPLATES_PATH}`,
      `DELETE ${FULFILMENT_TEMPLATES_PATH}/7`,
    ]);
    // The search body is cleaned (spec 2 §5) and paging goes in the query.
    expect(calls[0]!.options?.body).toEqual({ status: [0, 1] });
    expect(calls[0]!.options?.query).toMatchObject({ size: 20, sort: '!order_date' });
    expect(calls[1]!.options?.query).toEqual({ expand: ORDER_DETAIL_EXPAND });
    expect(calls[13]!.options?.body).toEqual({ ids: [1, 2], warehouse_id: 3 });
    expect(calls[18]!.options?.body).toEqual({ start: 1001 });
    expect(calls[14]!.options?.body).toEqual({ ids: [1, 2], warehouse_id: 4 });
    expect(calls[17]!.options).toMatchObject({ query: { size: 200 }, body: { is_deleted: false } });
  });

  it('sends the CSV mass fulfilment as multipart with the file and template id', async () => {
    const { http, calls } = recorder();
    await createOrdersClient(http).uploadCsv(new Blob(['1001,T1,UPS\n'], { type: 'text/csv' }), {
      templateId: 4,
      filename: 'tracking.csv',
    });
    const form = calls[0]!.options?.body as FormData;
    expect(calls[0]!.path).toBe(`${ORDERS_PATH}/csv`);
    expect(form.get('template_id')).toBe('4');
    expect((form.get('file') as File).name).toBe('tracking.csv');
  });
});
