import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '@storeroom/core/client';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { createDashboardClient } from './client';
import { DASHBOARD_MESSAGES } from './contract';
import { dashboardTestServer } from './server/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await dashboardTestServer();
});
afterAll(() => t.close());

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

describe('Dashboard client (derived from the contract)', () => {
  it('asks the dashboard, the overview and the statistics with unix-second ranges', async () => {
    const token = await t.login(DEMO_CREDENTIALS.owner);
    const client = createDashboardClient(
      createHttpClient({ baseUrl: 'http://x/api/v1', tokens: token, fetch: t.fetch }),
    );
    expect((await client.info()).greeting_name).toBe('Dana Owner');
    expect((await client.overview({ query: { period: 'today' } })).period).toBe('today');
    const range = { from: day('2020-03-09'), to: day('2020-03-10') };
    const visitors = await client.visitorsStatistics({ query: range });
    expect(visitors).toMatchObject({ ...range, bucket: 'hour', total: 3 });
    expect(visitors.series).toHaveLength(24);
    const products = await client.productsStatistics({ query: { ...range, limit: 5, expand: 'product' } });
    expect(products.items).toEqual([]);
    await expect(
      client.ordersStatistics({ query: { from: range.to, to: range.from } }),
    ).rejects.toMatchObject({ status: 422, errors: { from: [DASHBOARD_MESSAGES.dateOrder] } });
  });
});
