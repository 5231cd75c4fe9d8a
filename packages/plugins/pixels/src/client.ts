/**
 * The typed client of the Pixels API, DERIVED from the contract: `pixels` (the resource) and
 * the Facebook and Google pixel endpoints. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const client = createPixelsClient(http);
 * const { items } = await client.pixels.search({ query: 'facebook' }, { size: 20 });
 * await client.updateGoogle({ params: { id: items[0]!.id }, body: { code: 'G-ABC1234' } });
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { pixelsContract } from './contract';

export type PixelsClient = ContractClient<typeof pixelsContract>;

export function createPixelsClient(http: HttpClient): PixelsClient {
  return createClient(pixelsContract, http);
}
