/**
 * The typed client of the Products API. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const items = await createProductsClient(http).list({ size: 50 });
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ResourceClient } from '@storeroom/core/client';
import type { ProductsInput, ProductsItem } from './schema';

/** Resource path under /api/v1. */
export const PRODUCTS_PATH = '/products';

export type ProductsClient = ResourceClient<ProductsItem, ProductsInput, Partial<ProductsInput>>;

export function createProductsClient(http: HttpClient): ProductsClient {
  return createResourceClient<ProductsItem, ProductsInput, Partial<ProductsInput>>(http, PRODUCTS_PATH);
}
