/**
 * The typed client of the Products API, DERIVED from the contract (spec 2 §7 Products, spec 3
 * §7 Product settings): `products` (list, search, get, create, update, delete, bulk, saved
 * views) and the lookup and settings endpoints. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const products = createProductsClient(http);
 * const drafts = await products.products.search({ is_draft: true }, { size: 50 });
 * const settings = await products.settings();
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { productsContract } from './contract';

export type ProductsClient = ContractClient<typeof productsContract>;

export function createProductsClient(http: HttpClient): ProductsClient {
  return createClient(productsContract, http);
}
