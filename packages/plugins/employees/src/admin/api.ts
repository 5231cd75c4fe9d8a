import { createApiFactory, createApiRef, httpApiRef } from '@storeroom/core';
import { createEmployeesClient, createPrivateAppsClient } from '../client';
import type { EmployeesClient, PrivateAppsClient } from '../client';

/** The Employees client in the API registry; screens get it with `useApi(employeesApiRef)`. */
export const employeesApiRef = createApiRef<EmployeesClient>('plugin.employees');

/** The Private apps client in the API registry. */
export const privateAppsApiRef = createApiRef<PrivateAppsClient>('plugin.employees.private-apps');

/** Both clients on the admin's HTTP transport (bearer token, refresh, errors). */
export const employeesApi = createApiFactory(employeesApiRef, ({ get }) =>
  createEmployeesClient(get(httpApiRef)),
);
export const privateAppsApi = createApiFactory(privateAppsApiRef, ({ get }) =>
  createPrivateAppsClient(get(httpApiRef)),
);
