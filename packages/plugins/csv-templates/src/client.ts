/**
 * The typed client of the CSV templates API, DERIVED from the contract (spec 1 §7: CRUD and
 * search at /csv). No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const { items } = await createCsvTemplatesClient(http).templates.list({ size: 50 });
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { csvTemplatesContract } from './contract';

export type CsvTemplatesClient = ContractClient<typeof csvTemplatesContract>;

export function createCsvTemplatesClient(http: HttpClient): CsvTemplatesClient {
  return createClient(csvTemplatesContract, http);
}
