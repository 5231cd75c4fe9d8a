/**
 * The typed client of the Transfers API, DERIVED from the contract (spec 2 §7 Transfers). No
 * React: private apps and scripts use it in Node. Warehouses, vendors and stock come from the
 * inventory plugin's own client (`@storeroom/plugin-inventory/client`).
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const { transfers } = createTransfersClient(http);
 * await transfers.update(12, { products: [{ sku: 'TEE-RED-M', received: 3 }] }); // receive 3
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { transfersContract } from './contract';

export type TransfersClient = ContractClient<typeof transfersContract>;

export function createTransfersClient(http: HttpClient): TransfersClient {
  return createClient(transfersContract, http);
}
