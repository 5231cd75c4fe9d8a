import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpApiRef } from '@storeroom/core';
import type { ApiHolder } from '@storeroom/core';
import { createHttpClient } from '@storeroom/core/client';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { ordersTestServer, placeOrder } from '../server/test-server';
import { searchOrders } from './search';

let t: TestServer;
let apis: ApiHolder;
beforeAll(async () => {
  t = await ordersTestServer();
  const http = createHttpClient({
    baseUrl: 'http://x/api/v1',
    tokens: await t.login(DEMO_CREDENTIALS.owner),
    fetch: t.fetch,
  });
  apis = {
    get: ((ref: unknown) => (ref === httpApiRef ? http : undefined)) as ApiHolder['get'],
    has: () => true,
  };
});
afterAll(() => t.close());

describe('orders global search (on the real server)', () => {
  it('finds orders by number or email, newest first, and links to the detail panel', async () => {
    const line = [{ title: 'Wool Beanie', quantity: 1, price: 2400 }];
    const older = await placeOrder(t, line, {
      email: 'quinn.searcher@example.com',
      order_date: new Date('2026-01-01'),
    });
    const newer = await placeOrder(t, line, {
      email: 'quinn.searcher@example.com',
      order_date: new Date('2026-02-01'),
    });
    const signal = new AbortController().signal;
    const byEmail = await searchOrders('quinn.searcher', { apis, limit: 5, signal });
    expect(byEmail.map((h) => h.id)).toEqual([newer.id, older.id]);
    expect(byEmail[0]).toEqual({
      id: newer.id,
      title: `Order ${newer.number}`,
      description: 'Test Buyer',
      href: `/admin/orders/order/${newer.id}`,
    });
    const byNumber = await searchOrders(`#${older.display_number}`, { apis, limit: 5, signal });
    expect(byNumber.map((h) => h.id)).toEqual([older.id]);
  });
});
