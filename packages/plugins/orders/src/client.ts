/**
 * The typed client of the Orders API. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const items = await createOrdersClient(http).list({ size: 50 });
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ResourceClient } from '@storeroom/core/client';
import type { OrdersInput, OrdersItem } from './schema';

/** Resource path under /api/v1. */
export const ORDERS_PATH = '/orders';

export type OrdersClient = ResourceClient<OrdersItem, OrdersInput, Partial<OrdersInput>>;

export function createOrdersClient(http: HttpClient): OrdersClient {
  return createResourceClient<OrdersItem, OrdersInput, Partial<OrdersInput>>(http, ORDERS_PATH);
}
