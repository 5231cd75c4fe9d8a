/**
 * The typed client of the Customers API, DERIVED from the contract (spec 1 §7: CRUD, search,
 * bulk delete and export at /customers, the CSV export at /customers/exportcsv). No React:
 * private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const customers = createCustomersClient(http);
 * const { items } = await customers.customers.search({ query: 'olivia' }, { size: 50 });
 * const { message } = await customers.exportCsv({ body: { filter: { tags: ['vip'] } } });
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { customersContract } from './contract';

export type CustomersClient = ContractClient<typeof customersContract>;

export function createCustomersClient(http: HttpClient): CustomersClient {
  return createClient(customersContract, http);
}
