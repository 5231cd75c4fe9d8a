import { describe, expect, it } from 'vitest';
import { createInvoiceOrdersClient, INVOICE_ORDERS_PATH } from './client';
import type { HttpMethod, RequestOptions } from '@storeroom/core/client';

describe('Invoice orders client', () => {
  it('sends each call to its path', async () => {
    const calls: string[] = [];
    const http = {
      request: async <T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> => {
        calls.push(`${method} ${path} ${JSON.stringify(options.body ?? null)}`);
        return {} as T;
      },
    };
    const client = createInvoiceOrdersClient(http);
    await client.create({ items: [{ title: 'Engraving', price: 15, quantity: 1 }] });
    await client.pay(7, { payment_type: 'free' });
    await client.email(7, { email: 'a@example.com' });
    await client.page(7);
    await client.address.create(7, { shipping: { city: 'Austin' } });
    await client.address.update(7, { same_billing: false });
    await client.address.remove(7);
    await client.bulk('delete', [7, 8]);
    expect(calls).toEqual([
      `POST ${INVOICE_ORDERS_PATH} {"items":[{"title":"Engraving","price":15,"quantity":1}]}`,
      'POST /invoice-orders/7/pay {"payment_type":"free"}',
      'POST /invoice-orders/7/email {"email":"a@example.com"}',
      'GET /invoice-orders/7/page null',
      'POST /invoice-orders/7/address {"shipping":{"city":"Austin"}}',
      'PATCH /invoice-orders/7/address {"same_billing":false}',
      'DELETE /invoice-orders/7/address null',
      'POST /invoice-orders/delete {"ids":[7,8]}',
    ]);
  });
});
