import { createApiFactory, createApiRef, httpApiRef } from '@storeroom/core';
import { createDashboardClient } from '../client';
import type { DashboardClient } from '../client';

/** The Dashboard client in the API registry; screens get it with `useApi(dashboardApiRef)`. */
export const dashboardApiRef = createApiRef<DashboardClient>('plugin.dashboard');

/** Builds the client on the admin's HTTP transport (bearer token, refresh, errors). */
export const dashboardApi = createApiFactory(dashboardApiRef, ({ get }) =>
  createDashboardClient(get(httpApiRef)),
);
