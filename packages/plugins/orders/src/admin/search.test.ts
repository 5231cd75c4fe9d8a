import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRegistry, httpApiRef } from '@storeroom/core';
import { ownerSuite } from '@storeroom/server/testing';
import { ordersTestServer, placeOrder } from '../server/test-server';
import { searchOrders } from './search';

const s = ownerSuite(ordersTestServer, { beforeAll, afterAll });
/** The admin's APIs as the owner signed in: its HTTP client on the test server. */
const ownerApis = () => new ApiRegistry([], [[httpApiRef, s.t.http(s.owner)]]);

describe('orders global search (on the real server)', () => {
  it('finds orders by number or email, newest first, and links to the detail panel', async () => {
    const line = [{ title: 'Wool Beanie', quantity: 1, price: 2400 }];
    const older = await placeOrder(s.t, line, {
      email: 'quinn.searcher@example.com',
      order_date: new Date('2026-01-01'),
    });
    const newer = await placeOrder(s.t, line, {
      email: 'quinn.searcher@example.com',
      order_date: new Date('2026-02-01'),
    });
    const signal = new AbortController().signal;
    const byEmail = await searchOrders('quinn.searcher', { apis: ownerApis(), limit: 5, signal });
    expect(byEmail.map((h) => h.id)).toEqual([newer.id, older.id]);
    expect(byEmail[0]).toEqual({
      id: newer.id,
      title: `Order ${newer.number}`,
      description: 'Test Buyer',
      href: `/admin/orders/order/${newer.id}`,
    });
    const byNumber = await searchOrders(`#${older.display_number}`, { apis: ownerApis(), limit: 5, signal });
    expect(byNumber.map((h) => h.id)).toEqual([older.id]);
  });
});
