import { httpApiRef } from '@storeroom/core';
import type { SearchContext, SearchHit, SearchProvider } from '@storeroom/core';
import { clientFor } from '@storeroom/core/contract';
import { CUSTOMERS_SUBJECT } from '../contract/shell';

/** Global search (spec 4 §2): by name or email, `limit` hits, each opening `/admin/customers/{id}`. */
export async function searchCustomers(
  query: string,
  { apis, signal, limit }: SearchContext,
): Promise<SearchHit[]> {
  // The contract (with its schemas) loads on the first search, not with the shell.
  const { customersContract } = await import('../contract');
  const client = clientFor(customersContract, apis.get(httpApiRef));
  const page = await client.customers.search({ query }, { size: limit, signal });
  return page.items.slice(0, limit).map((c) => ({
    id: c.id,
    title: c.full_name || c.email,
    description: c.email,
    href: `/admin/customers/${c.id}`,
  }));
}

export const customersSearchProvider: SearchProvider = {
  id: 'customers',
  label: 'Customers',
  subject: CUSTOMERS_SUBJECT,
  search: searchCustomers,
};
