import { createApiFactory, createApiRef, httpApiRef } from '@storeroom/core';
import { createOrdersClient } from '../client';
import type { OrdersClient } from '../client';

/** The Orders client in the API registry; screens get it with `useApi(ordersApiRef)`. */
export const ordersApiRef = createApiRef<OrdersClient>('plugin.orders');

/** Builds the client on the admin's HTTP transport (bearer token, refresh, errors). */
export const ordersApi = createApiFactory(ordersApiRef, ({ get }) => createOrdersClient(get(httpApiRef)));
