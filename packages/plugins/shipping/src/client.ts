/**
 * The typed client of the Shipping API, DERIVED from the contract: `zones` (the resource at
 * `/settings/shipping`). No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const client = createShippingClient(http);
 * const { items } = await client.zones.list({ size: 50 });
 * await client.zones.update(items[0]!.id, { rate: 595 });
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { shippingContract } from './contract';

export type ShippingClient = ContractClient<typeof shippingContract>;

export function createShippingClient(http: HttpClient): ShippingClient {
  return createClient(shippingContract, http);
}
