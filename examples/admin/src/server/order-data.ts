/**
 * Test data of the cross-plugin flows in the assembled admin: orders put straight into the
 * database (the storefront places them; the API has no create), a reader of the real stock
 * through the inventory area's service, and a request helper. Data and readers only: every rule is the real plugins'.
 */
import { SUBJECTS } from '@storeroom/core/access';
import { action, defineServerPlugin, scopeTable } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { INVENTORY_STOCK } from '@storeroom/plugin-inventory/contract';
import { orderItemsTable, ordersTable } from '@storeroom/plugin-orders/server';

/** A request as `token`, with its status and its JSON body (undefined when empty). */
export async function answer<T>(
  t: TestServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await t.request(method, path, { token, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

// Reads the real stock through the inventory area's service (a reader, no rules of its own).
export const stockProbe = defineServerPlugin({
  id: 'stock-probe',
  routes: [
    action({
      method: 'GET',
      path: '/stock-probe',
      subject: SUBJECTS.orders,
      async handler(ctx, { query }) {
        const stock = ctx.use(INVENTORY_STOCK)!;
        if (query.sku) return stock.levels([query.sku]);
        const items = (await stock.items?.({ limit: 50 })) ?? [];
        return stock.levels(items.map((i) => i.sku));
      },
    }),
  ],
});

let nextNumber = 95_000;
/**
 * A not fulfilled order of the main store, as the storefront places one (test data): paid
 * unless `options.paid` says otherwise (an unpaid order is `PAID_STATUS.notPaid`).
 */
export async function placeOrder(
  t: TestServer,
  /** `price` in integer minor units (cents). */
  lines: {
    title: string;
    quantity: number;
    price: number;
    sku?: string;
    track_inventory?: boolean;
    is_giftcard?: boolean;
  }[],
  options: { customer_id?: number | null; email?: string; order_date?: Date; paid?: number } = {},
) {
  const db = t.server.database().db;
  const storeId = t.seeded.storeIds[0]!;
  const subtotal = lines.reduce((s, l) => s + l.price * l.quantity, 0);
  const address = {
    full_name: 'Flow Buyer',
    company: '',
    street: '2 Flow Street',
    suite: '',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
    phone: '',
  };
  const order = await scopeTable(db, ordersTable, storeId).insert({
    display_number: nextNumber++,
    email: options.email ?? 'flow.buyer@example.com',
    full_name: 'Flow Buyer',
    customer_id: options.customer_id ?? null,
    ...(options.order_date ? { order_date: options.order_date } : {}),
    ...(options.paid === undefined ? {} : { paid: options.paid }),
    subtotal,
    total: subtotal,
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
      track_inventory: l.track_inventory ?? false,
      is_giftcard: l.is_giftcard ?? false,
    })),
  );
  return { id: order.id, display_number: order.display_number, itemIds: items.map((i) => i.id) };
}
