/**
 * The typed client of the __TITLE__ API, DERIVED from the contract: `items` (the resource)
 * and `archive` (the domain endpoint). No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const client = create__PASCAL__Client(http);
 * const { items } = await client.items.search({ status: 'active' }, { size: 50 });
 * await client.archive({ params: { id: items[0]!.id } });
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { __CAMEL__Contract } from './contract';

export type __PASCAL__Client = ContractClient<typeof __CAMEL__Contract>;

export function create__PASCAL__Client(http: HttpClient): __PASCAL__Client {
  return createClient(__CAMEL__Contract, http);
}
