import { describe, expect, it } from 'vitest';
import type { HttpClient, RequestOptions } from '@storeroom/core/client';
import { createDashboardClient } from './client';

function recording() {
  const calls: { method: string; path: string; options?: RequestOptions }[] = [];
  const http: HttpClient = {
    request: (method, path, options) => {
      calls.push({ method, path, options });
      return Promise.resolve({} as never);
    },
  };
  return { http, calls };
}

describe('Dashboard client', () => {
  it('sends the spec’s calls: dashboard, overview period, statistics with unix-second ranges', async () => {
    const { http, calls } = recording();
    const client = createDashboardClient(http);
    await client.get();
    await client.overview('today');
    await client.statistics('orders', { from: 100, to: 200 });
    await client.statistics('products', { from: 100, to: 200 });
    expect(calls.map((c) => [c.method, c.path, c.options?.query])).toEqual([
      ['GET', '/dashboard', undefined],
      ['GET', '/dashboard/overview', { period: 'today' }],
      ['GET', '/statistics/orders', { from: 100, to: 200 }],
      ['GET', '/statistics/products', { from: 100, to: 200, limit: 5, expand: 'product' }],
    ]);
  });
});
