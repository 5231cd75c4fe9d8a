/**
 * The typed client of the Payments API, DERIVED from the contract: `settings`, `update`,
 * `token` and `nmiurl`. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const client = createPaymentsClient(http);
 * await client.update({ body: { sandbox: { enabled: true, default: true } } });
 * const { processors } = await client.settings();
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { paymentsContract } from './contract';

export type PaymentsClient = ContractClient<typeof paymentsContract>;

export function createPaymentsClient(http: HttpClient): PaymentsClient {
  return createClient(paymentsContract, http);
}
