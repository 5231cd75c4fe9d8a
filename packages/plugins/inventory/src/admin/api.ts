import { createApiFactory, createApiRef, httpApiRef } from '@storeroom/core';
import { createInventoryClient } from '../client';
import type { InventoryClient } from '../client';

/** The Inventory client in the API registry; screens get it with `useApi(inventoryApiRef)`. */
export const inventoryApiRef = createApiRef<InventoryClient>('plugin.inventory');

/** Builds the client on the admin's HTTP transport (bearer token, refresh, errors). */
export const inventoryApi = createApiFactory(inventoryApiRef, ({ get }) =>
  createInventoryClient(get(httpApiRef)),
);
