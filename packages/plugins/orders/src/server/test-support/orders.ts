/**
 * Test data: put an order with known lines straight into the database (orders are placed by
 * the storefront; the API has no create), read JSON answers, make a limited employee. Data
 * only: every rule is the server's.
 */
import { scopeTable } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import type { Order } from '../../contract';
import { orderItemsTable, ordersTable } from '../tables';

export interface LineInput {
  title: string;
  quantity: number;
  /** Integer minor units (cents). */
  price: number;
  sku?: string;
  variant?: string;
  image?: string | null;
  track_inventory?: boolean;
  is_giftcard?: boolean;
}

let next = 90_000;

/** Inserts a paid, not fulfilled order with these lines; answers its id and item ids. */
export async function placeOrder(
  t: TestServer,
  lines: LineInput[],
  options: {
    storeId?: number;
    paid?: number;
    customer_id?: number | null;
    email?: string;
    order_date?: Date;
  } = {},
): Promise<{ id: number; display_number: number; number: string; itemIds: number[]; total: number }> {
  const db = t.server.database().db;
  const storeId = options.storeId ?? t.seeded.storeIds[0]!;
  const subtotal = lines.reduce((s, l) => s + l.price * l.quantity, 0);
  // Minor units: shipping is $10.00.
  const total = subtotal + 1000;
  const address = {
    full_name: 'Test Buyer',
    company: '',
    street: '1 Test Road',
    suite: '',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
    phone: '',
  };
  const order = await scopeTable(db, ordersTable, storeId).insert({
    display_number: next++,
    paid: options.paid ?? -1,
    ...(options.order_date ? { order_date: options.order_date } : {}),
    email: options.email ?? 'test.buyer@example.com',
    full_name: 'Test Buyer',
    customer_id: options.customer_id ?? null,
    subtotal,
    shipping_price: 1000,
    tax: 0,
    total,
    items_count: lines.reduce((s, l) => s + l.quantity, 0),
    shipping_address: address,
    billing_address: address,
  });
  const items = await scopeTable(db, orderItemsTable, storeId).insertMany(
    lines.map((l, position) => ({
      order_id: order.id,
      position,
      title: l.title,
      quantity: l.quantity,
      price: l.price,
      sku: l.sku ?? '',
      variant: l.variant ?? '',
      image: l.image ?? null,
      track_inventory: l.track_inventory ?? false,
      is_giftcard: l.is_giftcard ?? false,
    })),
  );
  // The main demo store numbers orders without a prefix or suffix.
  return {
    id: order.id,
    display_number: order.display_number,
    number: String(order.display_number),
    itemIds: items.map((i) => i.id),
    total,
  };
}

export async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export type OrderAnswer = Order &
  Required<Pick<Order, 'items' | 'fulfilments' | 'shipments' | 'restocks' | 'refunds'>>;

/** A new employee with these orders options (limited), signed in: their access token. */
export async function limitedEmployee(t: TestServer, options: string[]): Promise<string> {
  return (await t.employee([{ subject: 'orders', rule: 1, options }])).token;
}

/**
 * `POST /orders/csv` as the admin does it: the upload's answer when refused (422, 403, ...);
 * else the CSV fulfilment job is followed until it finishes and its result is answered as a
 * 200 response (what the dialog shows).
 */
export async function uploadFulfilmentCsv(t: TestServer, token: string, form: FormData): Promise<Response> {
  const res = await t.request('POST', '/orders/csv', { token, body: form });
  if (res.status !== 200) return res;
  const { id } = (await res.json()) as { id: string };
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const job = (await (await t.request('GET', `/jobs/${id}`, { token })).json()) as {
      state: string;
      result: unknown;
      error: string | null;
    };
    if (job.state === 'completed') return Response.json(job.result);
    if (job.state === 'failed') throw new Error(`CSV fulfilment job failed: ${job.error}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`CSV fulfilment job ${id} did not finish`);
}
