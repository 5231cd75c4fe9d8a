import { httpApiRef } from '@storeroom/core';
import type { SearchContext, SearchHit, SearchProvider } from '@storeroom/core';
import { clientFor } from '@storeroom/core/contract';
import { ORDERS_DEFAULT_SORT, ORDERS_SUBJECT } from '../contract/shell';

/**
 * Global search (spec 4 §2): orders by display number, name or email, `limit` hits, each
 * opening the detail panel at `/admin/orders/order/{id}` (`/admin/orders/{id}` opens it too).
 * The provider sits in the manifest (the shell's first load), so the contract and its schemas
 * load with the first search only.
 */
export async function searchOrders(
  query: string,
  { apis, signal, limit }: SearchContext,
): Promise<SearchHit[]> {
  const { ordersContract } = await import('../contract');
  const client = clientFor(ordersContract, apis.get(httpApiRef));
  const page = await client.orders.search({ query }, { size: limit, sort: ORDERS_DEFAULT_SORT, signal });
  return page.items.slice(0, limit).map((order) => ({
    id: order.id,
    title: `Order ${order.number}`,
    description: order.full_name || order.email,
    href: `/admin/orders/order/${order.id}`,
  }));
}

export const ordersSearchProvider: SearchProvider = {
  id: 'orders',
  label: 'Orders',
  subject: ORDERS_SUBJECT,
  search: searchOrders,
};
