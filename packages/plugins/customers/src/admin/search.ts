import type { SearchContext, SearchHit, SearchProvider } from '@storeroom/core';
import { CUSTOMERS_SUBJECT } from '../access';
import { customersApiRef } from './api';

/** Global search (spec 4 §2): by name or email, `limit` hits, each opening `/admin/customers/{id}`. */
export async function searchCustomers(
  query: string,
  { apis, signal, limit }: SearchContext,
): Promise<SearchHit[]> {
  const page = await apis.get(customersApiRef).search({ query }, { size: limit, signal });
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
