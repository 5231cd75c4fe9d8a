import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { createDashboardClient } from './client';
import { DASHBOARD_MESSAGES } from './contract';
import { dashboardTestServer } from './server/test-server';

const s = ownerSuite(dashboardTestServer, { beforeAll, afterAll });

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

describe('Dashboard client (derived from the contract)', () => {
  it('asks the dashboard, the overview and the statistics with unix-second ranges', async () => {
    const client = createDashboardClient(s.t.http(s.owner));
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
