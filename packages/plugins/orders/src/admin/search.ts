import type { SearchContext, SearchHit, SearchProvider } from '@storeroom/core';
import { ORDERS_SUBJECT } from '../contract/model';
import { ordersApiRef } from './api';

// `ORDERS_DEFAULT_SORT` of the schema, spelled out: the manifest (and this provider with it)
// is in the shell's first load, and the schema module brings zod along.
const NEWEST_FIRST = '!order_date';

/**
 * Global search (spec 4 §2): orders by display number or name, `limit` hits, each opening
 * the detail panel at `/admin/orders/order/{id}` (`/admin/orders/{id}` opens it too).
 */
export async function searchOrders(
  query: string,
  { apis, signal, limit }: SearchContext,
): Promise<SearchHit[]> {
  const page = await apis.get(ordersApiRef).search({ query }, { size: limit, sort: NEWEST_FIRST, signal });
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
