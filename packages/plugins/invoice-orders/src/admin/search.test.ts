import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpApiRef } from '@storeroom/core';
import type { ApiHolder } from '@storeroom/core';
import { createHttpClient } from '@storeroom/core/client';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { createInvoiceOrdersClient } from '../client';
import { invoiceOrdersTestServer } from '../server/test-server';
import { invoiceOrdersSearchProvider, searchInvoiceOrders } from './search';

let t: TestServer;
let apis: ApiHolder;
beforeAll(async () => {
  t = await invoiceOrdersTestServer();
  const http = createHttpClient({
    baseUrl: 'http://t/api/v1',
    tokens: await t.login(DEMO_CREDENTIALS.owner),
    fetch: t.fetch,
  });
  apis = {
    get: ((ref: unknown) => (ref === httpApiRef ? http : undefined)) as ApiHolder['get'],
    has: () => true,
  };
});
afterAll(() => t.close());

const context = (limit = 5) => ({ apis, limit, signal: new AbortController().signal });

describe('invoice orders global search (on the real server)', () => {
  it('finds invoices by email, newest first, each linking to its editor', async () => {
    const client = createInvoiceOrdersClient(apis.get(httpApiRef));
    const older = await client.invoices.create({
      items: [{ title: 'Box', price: 1, quantity: 1 }],
      email: 'searchable.buyer@example.com',
    });
    const newer = await client.invoices.create({
      items: [{ title: 'Crate', price: 2, quantity: 1 }],
      email: 'searchable.buyer@example.com',
    });
    await client.pay({ params: { id: newer.id }, body: { payment_type: 'free' } });
    const hits = await searchInvoiceOrders('searchable.buyer', context());
    expect(hits).toEqual([
      {
        id: newer.id,
        title: `Invoice #${newer.id}`,
        description: 'searchable.buyer@example.com · Paid',
        href: `/admin/orders/invoice/${newer.id}`,
      },
      {
        id: older.id,
        title: `Invoice #${older.id}`,
        description: 'searchable.buyer@example.com · Not paid',
        href: `/admin/orders/invoice/${older.id}`,
      },
    ]);
  });

  it('finds an invoice by its number, with or without #, and gives at most `limit` hits', async () => {
    const [first] = (await createInvoiceOrdersClient(apis.get(httpApiRef)).invoices.list({ sort: 'id' }))
      .items;
    expect((await searchInvoiceOrders(`#${first!.id}`, context())).map((h) => h.id)).toContain(first!.id);
    expect((await searchInvoiceOrders(String(first!.id), context())).map((h) => h.id)).toContain(first!.id);
    // Every seeded email ends in @invoices.example: a dozen matches, two asked for.
    expect(await searchInvoiceOrders('invoices.example', context(2))).toHaveLength(2);
  });

  it('is gated by the invoice_orders subject', () => {
    expect(invoiceOrdersSearchProvider).toMatchObject({ id: 'invoice-orders', label: 'Invoice orders' });
    expect(invoiceOrdersSearchProvider.subject).toMatchObject({ id: 'invoice_orders' });
  });
});
