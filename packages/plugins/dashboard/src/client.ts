/**
 * The typed client of the Dashboard API. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const items = await createDashboardClient(http).list({ size: 50 });
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ResourceClient } from '@storeroom/core/client';
import type { DashboardInput, DashboardItem } from './schema';

/** Resource path under /api/v1. */
export const DASHBOARD_PATH = '/dashboard';

export type DashboardClient = ResourceClient<DashboardItem, DashboardInput, Partial<DashboardInput>>;

export function createDashboardClient(http: HttpClient): DashboardClient {
  return createResourceClient<DashboardItem, DashboardInput, Partial<DashboardInput>>(http, DASHBOARD_PATH);
}
