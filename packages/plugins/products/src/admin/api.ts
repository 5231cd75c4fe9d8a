import { createApiFactory, createApiRef, httpApiRef } from '@storeroom/core';
import { createProductsClient } from '../client';
import type { ProductsClient } from '../client';

/** The Products client in the API registry; screens get it with `useApi(productsApiRef)`. */
export const productsApiRef = createApiRef<ProductsClient>('plugin.products');

/** Builds the client on the admin's HTTP transport (bearer token, refresh, errors). */
export const productsApi = createApiFactory(productsApiRef, ({ get }) => createProductsClient(get(httpApiRef)));
