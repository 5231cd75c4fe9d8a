import { createApiFactory, createApiRef, httpApiRef } from '@storeroom/core';
import { createCustomersClient } from '../client';
import type { CustomersClient } from '../client';

/** The Customers client in the API registry; screens get it with `useApi(customersApiRef)`. */
export const customersApiRef = createApiRef<CustomersClient>('plugin.customers');

/** Builds the client on the admin's HTTP transport (bearer token, refresh, errors). */
export const customersApi = createApiFactory(customersApiRef, ({ get }) =>
  createCustomersClient(get(httpApiRef)),
);
