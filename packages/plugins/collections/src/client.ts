/**
 * The typed client of the Collections API, DERIVED from the contract (spec 1 §7 Collections):
 * `collections` (list, search, get, create, update, delete, bulk, saved views) and
 * `products({ params: { id } })`. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const client = createCollectionsClient(http);
 * await client.collections.bulk('publish', [3, 4]);
 * const { items } = await client.products({ params: { id: 3 } });
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { collectionsContract } from './contract';

export type CollectionsClient = ContractClient<typeof collectionsContract>;

export function createCollectionsClient(http: HttpClient): CollectionsClient {
  return createClient(collectionsContract, http);
}
