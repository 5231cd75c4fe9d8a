/**
 * The typed client of the Checkout API, DERIVED from the contract: `items` (the resource)
 * and `archive` (the domain endpoint). No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const client = createCheckoutClient(http);
 * const { items } = await client.items.search({ status: 'active' }, { size: 50 });
 * await client.archive({ params: { id: items[0]!.id } });
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { checkoutContract } from './contract';

export type CheckoutClient = ContractClient<typeof checkoutContract>;

export function createCheckoutClient(http: HttpClient): CheckoutClient {
  return createClient(checkoutContract, http);
}
