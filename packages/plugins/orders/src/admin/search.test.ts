import { describe, expect, it } from 'vitest';
import type { ApiHolder } from '@storeroom/core';
import type { ListOptions, SearchFilter } from '@storeroom/core/client';
import { ORDERS_DEFAULT_SORT } from '../model';
import { ordersApiRef } from './api';
import { searchOrders } from './search';
import { createFakeOrdersClient, sampleOrders } from './test-support';

describe('orders global search', () => {
  it('asks the server for number-or-name matches, newest first, and links to the detail panel', async () => {
    const client = createFakeOrdersClient({ orders: sampleOrders(7) });
    const seen: { filter: SearchFilter; options: ListOptions | undefined }[] = [];
    const searching = {
      ...client,
      search: (filter: SearchFilter, options?: ListOptions) => {
        seen.push({ filter, options });
        // The server's `query` matches display number, name or email; all seven match here.
        return client.search({}, options);
      },
    };
    const apis: ApiHolder = {
      get: ((ref: unknown) => (ref === ordersApiRef ? searching : undefined)) as ApiHolder['get'],
      has: () => true,
    };
    const hits = await searchOrders('#1007', { apis, limit: 5, signal: new AbortController().signal });
    expect(seen[0]!.filter).toEqual({ query: '#1007' });
    expect(seen[0]!.options).toMatchObject({ size: 5, sort: ORDERS_DEFAULT_SORT });
    expect(hits).toHaveLength(5);
    expect(hits[0]).toEqual({
      id: 7,
      title: 'Order #1007',
      description: client.order(7).full_name,
      href: '/admin/orders/order/7',
    });
  });
});
