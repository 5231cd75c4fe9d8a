import { createApiFactory, createApiRef, httpApiRef } from '@storeroom/core';
import { createProductSettingsClient, createProductsClient } from '../client';
import type { ProductSettingsClient, ProductsClient } from '../client';

/** The Products client in the API registry; screens get it with `useApi(productsApiRef)`. */
export const productsApiRef = createApiRef<ProductsClient>('plugin.products');
/** The product settings page's client (settings access). */
export const productSettingsApiRef = createApiRef<ProductSettingsClient>('plugin.products.settings');

/** Builds the clients on the admin's HTTP transport (bearer token, refresh, errors). */
export const productsApi = createApiFactory(productsApiRef, ({ get }) =>
  createProductsClient(get(httpApiRef)),
);
export const productSettingsApi = createApiFactory(productSettingsApiRef, ({ get }) =>
  createProductSettingsClient(get(httpApiRef)),
);
