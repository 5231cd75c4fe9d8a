/**
 * The typed client of the Upsells API, DERIVED from the contract: `campaigns` and
 * `bumpCategories` (resources), `statistics` and `recordEvent` (endpoints). No React: private
 * apps and scripts use it in Node.
 *
 * @example
 * const client = createUpsellsClient(http);
 * const { items } = await client.campaigns.list({ expand: ['statistics'] });
 * await client.campaigns.update(items[0]!.id, { is_draft: false });
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { upsellsContract } from './contract';

export type UpsellsClient = ContractClient<typeof upsellsContract>;

export function createUpsellsClient(http: HttpClient): UpsellsClient {
  return createClient(upsellsContract, http);
}
