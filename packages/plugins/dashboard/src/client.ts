/**
 * The typed client of the Dashboard API, DERIVED from the contract (spec 2 §7 "Dashboard" and
 * "Statistics"). No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const dashboard = createDashboardClient(http);
 * const orders = await dashboard.ordersStatistics({ query: { from: 1767225600, to: 1769904000 } });
 * const glance = await dashboard.overview({ query: { period: 'today' } });
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { dashboardContract } from './contract';

export type DashboardClient = ContractClient<typeof dashboardContract>;

export function createDashboardClient(http: HttpClient): DashboardClient {
  return createClient(dashboardContract, http);
}
