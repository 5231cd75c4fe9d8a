import { describe, expect, it } from 'vitest';
import type { ApiHolder } from '@storeroom/core';
import type { ListOptions, SearchFilter } from '@storeroom/core/client';
import { INVOICE_ORDERS_DEFAULT_SORT } from '../schema';
import { invoiceOrdersApiRef } from './api';
import { invoiceOrdersSearchProvider, searchInvoiceOrders } from './search';
import { memoryInvoices, sampleInvoices } from './test-support';

function holder(client: unknown): ApiHolder {
  return {
    get: ((ref: unknown) => (ref === invoiceOrdersApiRef ? client : undefined)) as ApiHolder['get'],
    has: () => true,
  };
}

describe('invoice orders global search', () => {
  it('asks the server for number-or-email matches, newest first, and links each hit to its editor', async () => {
    const { client } = memoryInvoices(sampleInvoices(8));
    const seen: { filter: SearchFilter; options: ListOptions | undefined }[] = [];
    const searching = {
      ...client,
      search: (filter: SearchFilter, options?: ListOptions) => {
        seen.push({ filter, options });
        // The server's `query` matches the number or the email; the memory API has no such
        // filter, so every row stands in for a match here.
        return client.search({}, options);
      },
    };
    const hits = await searchInvoiceOrders('grace', {
      apis: holder(searching),
      limit: 5,
      signal: new AbortController().signal,
    });
    expect(seen[0]!.filter).toEqual({ query: 'grace' });
    expect(seen[0]!.options).toMatchObject({ size: 5, sort: INVOICE_ORDERS_DEFAULT_SORT });
    expect(hits).toHaveLength(5);
    // Newest first: invoice 8 (paid: every third from the second), then 7 (not paid).
    expect(hits[0]).toEqual({
      id: 8,
      title: 'Invoice #8',
      description: `${sampleInvoices(8)[7]!.email} · Paid`,
      href: '/admin/orders/invoice/8',
    });
    expect(hits[1]!.description).toMatch(/· Not paid$/);
  });

  it('sends the typed number as it is (the server strips a leading #)', async () => {
    const { client } = memoryInvoices(sampleInvoices(3));
    const queries: unknown[] = [];
    const searching = {
      ...client,
      search: (filter: SearchFilter, options?: ListOptions) => {
        queries.push(filter.query);
        return client.search({ id: 2 }, options);
      },
    };
    const hits = await searchInvoiceOrders('#2', {
      apis: holder(searching),
      limit: 5,
      signal: new AbortController().signal,
    });
    expect(queries).toEqual(['#2']);
    expect(hits.map((h) => h.href)).toEqual(['/admin/orders/invoice/2']);
  });

  it('is gated by the invoice_orders subject', () => {
    expect(invoiceOrdersSearchProvider).toMatchObject({ id: 'invoice-orders', label: 'Invoice orders' });
    expect(invoiceOrdersSearchProvider.subject).toMatchObject({ id: 'invoice_orders' });
  });
});
