/**
 * Rows → API shapes (spec 2 §3 Order), the `expand` loaders (one query per page), the row
 * lock every domain action starts with, and the status recomputation.
 */
import { asc, eq, inArray } from '@storeroom/server/drizzle';
import { formatOrderNumber, HttpError } from '@storeroom/server';
import { CUSTOMER_DIRECTORY } from '@storeroom/plugin-customers/contract';
import type { ActionContext, StoreTable } from '@storeroom/server';
import type { AnyPgColumn, InferSelectModel } from '@storeroom/server/drizzle';
import { fulfilmentStatusOf, ORDER_EXPANDS, ORDERS_MESSAGES } from '../contract';
import type {
  FulfilmentStatus,
  ItemQuantity,
  Order,
  OrderAddress,
  OrderCustomer,
  OrderExpand,
  OrderItem,
  PaidStatus,
} from '../contract';
import {
  carriersTable,
  fulfilmentsTable,
  orderItemsTable,
  ordersTable,
  refundsTable,
  restocksTable,
  shipmentsTable,
} from './tables';
import type { StoredLine } from './tables';

export type OrderRow = typeof ordersTable.$inferSelect;
export type ItemRow = typeof orderItemsTable.$inferSelect;
export type FulfilmentRow = typeof fulfilmentsTable.$inferSelect;
export type ShipmentRow = typeof shipmentsTable.$inferSelect;

const EMPTY_ADDRESS: OrderAddress = {
  full_name: '',
  company: '',
  street: '',
  suite: '',
  city: '',
  state: '',
  zip: '',
  country: '',
  phone: '',
};

/** An address with every field present (older rows may lack some). */
export function fullAddress(value: Partial<OrderAddress> | null | undefined): OrderAddress {
  return { ...EMPTY_ADDRESS, ...(value ?? {}) };
}

export function toOrder(row: OrderRow, ctx: Pick<ActionContext, 'store'>): Order {
  return {
    id: row.id,
    display_number: row.display_number,
    number: formatOrderNumber(ctx.store, row.display_number),
    status: row.status as FulfilmentStatus,
    paid: row.paid as PaidStatus,
    order_date: row.order_date.toISOString(),
    customer_id: row.customer_id,
    email: row.email,
    full_name: row.full_name,
    phone: row.phone,
    notes: row.notes,
    currency: row.currency,
    payment_type: row.payment_type,
    subtotal: row.subtotal,
    shipping_price: row.shipping_price,
    tax: row.tax,
    total: row.total,
    refunded: row.refunded,
    items_count: row.items_count,
    shipping_address: fullAddress(row.shipping_address),
    billing_address: fullAddress(row.billing_address),
  };
}

export function toOrderItem(row: ItemRow): OrderItem {
  return {
    id: row.id,
    product_id: row.product_id,
    variant_id: row.variant_id,
    title: row.title,
    variant: row.variant,
    sku: row.sku,
    price: row.price,
    quantity: row.quantity,
    image: row.image,
    track_inventory: row.track_inventory,
    is_giftcard: row.is_giftcard,
    status: {
      not_fulfilled: row.quantity - row.sent_quantity,
      fulfilled: row.sent_quantity - row.shipped_quantity,
      shipped: row.shipped_quantity,
      restocked: row.restocked_quantity,
    },
  };
}

const lines = (items: readonly StoredLine[]): ItemQuantity[] =>
  items.filter((l) => l.quantity > 0).map((l) => ({ item_id: l.item_id, quantity: l.quantity }));

function groupBy<TRow extends { order_id: number }>(rows: readonly TRow[]): Map<number, TRow[]> {
  const out = new Map<number, TRow[]>();
  for (const row of rows) {
    const list = out.get(row.order_id);
    if (list) list.push(row);
    else out.set(row.order_id, [row]);
  }
  return out;
}

/** A table of rows that belong to one order (fulfilments, shipments, restocks, refunds). */
type OrderChildTable = StoreTable & { order_id: AnyPgColumn };

/** The rows of `table` that belong to these orders, oldest first, by order id (one query). */
async function childrenOf<TTable extends OrderChildTable>(
  ctx: ActionContext,
  table: TTable,
  orders: readonly Order[],
): Promise<Map<number, (InferSelectModel<TTable> & { id: number; order_id: number })[]>> {
  const rows = (await ctx.scope(table).find(
    inArray(
      table.order_id,
      orders.map((o) => o.id),
    ),
  )) as (InferSelectModel<TTable> & { id: number; order_id: number })[];
  rows.sort((a, b) => a.id - b.id);
  return groupBy(rows);
}

/** `expand` loaders: each fills its field on a page of orders with one query. */
export const ORDER_LOADERS: Record<OrderExpand, (orders: Order[], ctx: ActionContext) => Promise<void>> = {
  async items(orders, ctx) {
    const rows = await ctx.scope(orderItemsTable).find(
      inArray(
        orderItemsTable.order_id,
        orders.map((o) => o.id),
      ),
    );
    rows.sort((a, b) => a.position - b.position || a.id - b.id);
    const by = groupBy(rows);
    for (const order of orders) order.items = (by.get(order.id) ?? []).map(toOrderItem);
  },
  async fulfilments(orders, ctx) {
    const by = await childrenOf(ctx, fulfilmentsTable, orders);
    for (const order of orders)
      order.fulfilments = (by.get(order.id) ?? []).map((r) => ({
        id: r.id,
        warehouse_id: r.warehouse_id,
        items: lines(r.items),
        created_at: r.created_at.toISOString(),
      }));
  },
  async shipments(orders, ctx) {
    const by = await childrenOf(ctx, shipmentsTable, orders);
    const rows = [...by.values()].flat();
    const carrierIds = [
      ...new Set(rows.map((r) => r.shipping_carrier).filter((id): id is number => id !== null)),
    ];
    const carriers =
      carrierIds.length > 0 ? await ctx.scope(carriersTable).find(inArray(carriersTable.id, carrierIds)) : [];
    const titles = new Map(carriers.map((c) => [c.id, c.title]));
    for (const order of orders)
      order.shipments = (by.get(order.id) ?? []).map((r) => ({
        id: r.id,
        fulfilment_id: r.fulfilment_id,
        items: lines(r.items),
        tracking_number: r.tracking_number,
        shipping_carrier: r.shipping_carrier,
        carrier_title: r.shipping_carrier === null ? '' : (titles.get(r.shipping_carrier) ?? ''),
        created_at: r.created_at.toISOString(),
      }));
  },
  async restocks(orders, ctx) {
    const by = await childrenOf(ctx, restocksTable, orders);
    for (const order of orders)
      order.restocks = (by.get(order.id) ?? []).map((r) => ({
        id: r.id,
        shipment_id: r.shipment_id,
        warehouse_id: r.warehouse_id,
        items: lines(r.items),
        created_at: r.created_at.toISOString(),
      }));
  },
  async refunds(orders, ctx) {
    const by = await childrenOf(ctx, refundsTable, orders);
    for (const order of orders)
      order.refunds = (by.get(order.id) ?? []).map((r) => ({
        id: r.id,
        amount: r.amount,
        notify: r.notify,
        created_at: r.created_at.toISOString(),
      }));
  },
  async customer(orders, ctx) {
    // The customers plugin owns customers; without it the order's own copy is shown.
    const directory = ctx.use(CUSTOMER_DIRECTORY);
    const found = new Map<number, OrderCustomer | undefined>();
    if (directory)
      for (const id of new Set(orders.map((o) => o.customer_id).filter((id): id is number => id !== null)))
        found.set(id, await directory.get(id));
    for (const order of orders) {
      if (order.customer_id === null) {
        order.customer = null;
        continue;
      }
      const known = found.get(order.customer_id);
      order.customer = known
        ? { id: known.id, email: known.email, full_name: known.full_name, phone: known.phone }
        : { id: order.customer_id, email: order.email, full_name: order.full_name, phone: order.phone };
    }
  },
};

/** An order with every detail expand (the answer of each domain action). */
export async function orderDetail(ctx: ActionContext, id: number): Promise<Order> {
  const row = await ctx.scope(ordersTable).get(id);
  if (!row) throw new HttpError(404, ORDERS_MESSAGES.orderNotFound);
  const order = toOrder(row, ctx);
  for (const name of ORDER_EXPANDS) await ORDER_LOADERS[name]([order], ctx);
  return order;
}

/**
 * Locks the order row for the rest of the transaction (`select ... for update`), so two
 * concurrent actions on one order run one after the other and the second sees the first's
 * result: quantities and refunds can never be applied twice. 404 for another store's order.
 */
export async function lockOrder(ctx: ActionContext, id: number): Promise<OrderRow> {
  const [row] = await ctx.db
    .select()
    .from(ordersTable)
    .where(ctx.scope(ordersTable).where(eq(ordersTable.id, id)))
    .for('update');
  if (!row) throw new HttpError(404, ORDERS_MESSAGES.orderNotFound);
  return row;
}

/** The order's items, in their order. */
export async function itemsOf(ctx: ActionContext, orderId: number): Promise<ItemRow[]> {
  return ctx.db
    .select()
    .from(orderItemsTable)
    .where(ctx.scope(orderItemsTable).where(eq(orderItemsTable.order_id, orderId)))
    .orderBy(asc(orderItemsTable.position), asc(orderItemsTable.id));
}

/**
 * Item quantity totals → the fulfilment status (spec 2 §4). A gift card is delivered, never
 * shipped: once sent to fulfilment it counts as shipped, so an order with one can be Shipped.
 */
export function statusOfItems(
  items: readonly (Pick<ItemRow, 'quantity' | 'sent_quantity' | 'shipped_quantity'> & {
    is_giftcard?: boolean;
  })[],
) {
  let ordered = 0;
  let sent = 0;
  let shipped = 0;
  for (const item of items) {
    ordered += item.quantity;
    sent += item.sent_quantity;
    shipped += item.is_giftcard ? item.sent_quantity : item.shipped_quantity;
  }
  return fulfilmentStatusOf({ ordered, sent, shipped });
}

/** Recomputes and stores the order's fulfilment status from its items (the one place it changes). */
export async function recomputeStatus(ctx: ActionContext, orderId: number): Promise<FulfilmentStatus> {
  const status = statusOfItems(await itemsOf(ctx, orderId));
  await ctx.scope(ordersTable).update(orderId, { status });
  return status;
}
