/**
 * The typed client of the Abandoned checkouts API, DERIVED from the contract: `campaigns` (the
 * resource) and the endpoints (statistics, logs, test email, the storefront's checkout call).
 * No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const client = createAbandonedClient(http);
 * const stats = await client.stats({ body: { start_date: '2026-11-01' } });
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { abandonedContract } from './contract';

export type AbandonedClient = ContractClient<typeof abandonedContract>;

export function createAbandonedClient(http: HttpClient): AbandonedClient {
  return createClient(abandonedContract, http);
}
