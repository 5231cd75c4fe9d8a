/**
 * `POST /orders/csv/check` on the orders plugin alone: what a CSV mass fulfilment would do,
 * answered before anything is applied (issue 18). The warehouse half (tracked items, the
 * inventory area's warehouses) is tested in examples/admin/src/server/orders-flows.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { formatMessage, ORDERS_MESSAGES } from '../contract';
import type { CsvFulfilmentCheck } from '../contract';
import { json, limitedEmployee, placeOrder } from './test-support/orders';
import type { OrderAnswer } from './test-support/orders';
import { ordersSuite } from './test-support/suite';

const s = ordersSuite();

const form = (content: string, extra: Record<string, string> = {}) => {
  const body = new FormData();
  body.append('file', new Blob([content], { type: 'text/csv' }), 'tracking.csv');
  for (const [key, value] of Object.entries(extra)) body.append(key, value);
  return body;
};
const check = (content: string, extra?: Record<string, string>, token = s.owner) =>
  s.t.request('POST', '/orders/csv/check', { token, body: form(content, extra) });
const detail = async (id: number) =>
  json<OrderAnswer>(
    await s.t.request('GET', `/orders/${id}?expand=fulfilments,shipments`, { token: s.owner }),
  );

describe('POST /orders/csv/check', () => {
  it('counts the orders the file would ship and lists the lines it would skip, changing nothing', async () => {
    const one = await placeOrder(s.t, [{ title: 'Tee', quantity: 2, price: 10 }]);
    const two = await placeOrder(s.t, [{ title: 'Cap', quantity: 1, price: 5 }]);
    const done = await placeOrder(s.t, [{ title: 'Pin', quantity: 1, price: 3 }]);
    await s.t.request('POST', '/orders/mass-shipment', { token: s.owner, body: { ids: [done.id] } });
    const csv = [
      `${one.display_number},1ZCHK1,UPS`,
      `${two.display_number},1ZCHK2,usps`,
      `${one.display_number},1ZCHK3,UPS`,
      `9999999,1ZCHK4,UPS`,
      `${two.display_number},1ZCHK5,Pigeon`,
      `${done.display_number},1ZCHK6,UPS`,
      `${two.display_number},,UPS`,
    ].join('\n');
    const res = await check(csv);
    expect(res.status).toBe(200);
    expect(await json<CsvFulfilmentCheck>(res)).toEqual({
      lines: 7,
      orders: 2,
      warnings: [
        formatMessage(ORDERS_MESSAGES.csvOrderNotFound, { line: 4, order: '9999999' }),
        formatMessage(ORDERS_MESSAGES.csvCarrierNotFound, { line: 5, carrier: 'Pigeon' }),
        formatMessage(ORDERS_MESSAGES.csvLineFailed, { line: 6, message: ORDERS_MESSAGES.nothingToShip }),
        formatMessage(ORDERS_MESSAGES.csvLineEmpty, { line: 7 }),
      ],
    });
    expect((await detail(one.id)).fulfilments).toEqual([]);
    expect((await detail(two.id)).shipments).toEqual([]);
  });

  it('refuses a bad file, template or warehouse as the upload does (422)', async () => {
    const empty = await check('');
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({ errors: { file: [ORDERS_MESSAGES.csvNotProvided] } });
    const narrow = await check('1001,1Z999');
    expect(await narrow.json()).toEqual({ errors: { file: [ORDERS_MESSAGES.csvColumns] } });
    const template = await check('1001,1Z999,UPS', { template_id: '999999' });
    expect(await template.json()).toEqual({
      errors: { template_id: [ORDERS_MESSAGES.fulfilmentTemplateNotFound] },
    });
    for (const warehouse of ['abc', '0']) {
      const res = await check('1001,1Z999,UPS', { warehouse_id: warehouse });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ errors: { warehouse_id: [ORDERS_MESSAGES.unknownWarehouse] } });
    }
  });

  it('needs what the upload needs: allow_fulfilments', async () => {
    const order = await placeOrder(s.t, [{ title: 'Mug', quantity: 1, price: 8 }]);
    const clerk = await limitedEmployee(s.t, ['allow_edit', 'allow_refunds', 'allow_export']);
    expect((await check(`${order.display_number},1Z,UPS`, {}, clerk)).status).toBe(403);
    const shipper = await limitedEmployee(s.t, ['allow_fulfilments']);
    const res = await check(`${order.display_number},1Z,UPS`, {}, shipper);
    expect(res.status).toBe(200);
    expect(await json<CsvFulfilmentCheck>(res)).toMatchObject({ orders: 1, warnings: [] });
  });
});
