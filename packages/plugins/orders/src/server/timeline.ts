/**
 * The order timeline (issue 18): the order's history from what the server already keeps —
 * the order date and payment method, fulfilments, shipments, restocks and refunds with their
 * dates — plus the note events written on each change of the notes, with their authors, and
 * the payment: an order placed paid was paid at its date (by its buyer, at checkout); one
 * marked paid later has its payment event (when, the payment type and who marked it).
 */
import { asc, eq } from '@storeroom/server/drizzle';
import { callerDisplayName, HttpError } from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import { INVENTORY_STOCK } from '@storeroom/plugin-inventory/contract';
import { ORDER_TIMELINE_KINDS, ORDERS_MESSAGES, PAID_STATUS } from '../contract';
import type { OrderTimeline, OrderTimelineEvent } from '../contract';
import { itemsOf } from './orders';
import {
  carriersTable,
  fulfilmentsTable,
  orderNotesTable,
  orderPaymentsTable,
  ordersTable,
  refundsTable,
  restocksTable,
  shipmentsTable,
} from './tables';
import type { StoredLine } from './tables';

/** Records a change of an order's notes (the orders resource's update calls it). */
export async function recordNotes(ctx: ActionContext, orderId: number, notes: string): Promise<void> {
  await ctx.scope(orderNotesTable).insert({ order_id: orderId, notes, author: await callerDisplayName(ctx) });
}

/** `GET /orders/{id}/timeline`: oldest first; events of the same moment keep the flow's order. */
export async function orderTimeline(ctx: ActionContext, orderId: number): Promise<OrderTimeline> {
  const order = await ctx.scope(ordersTable).get(orderId);
  if (!order) throw new HttpError(404, ORDERS_MESSAGES.orderNotFound);
  const byOrder = <T extends typeof fulfilmentsTable | typeof shipmentsTable | typeof restocksTable>(
    table: T,
  ) => ctx.scope(table).find(eq(table.order_id, orderId));
  const items = await itemsOf(ctx, orderId);
  const fulfilments = await byOrder(fulfilmentsTable);
  const shipments = await byOrder(shipmentsTable);
  const restocks = await byOrder(restocksTable);
  const refunds = await ctx.scope(refundsTable).find(eq(refundsTable.order_id, orderId));
  const notes = await ctx.db
    .select()
    .from(orderNotesTable)
    .where(ctx.scope(orderNotesTable).where(eq(orderNotesTable.order_id, orderId)))
    .orderBy(asc(orderNotesTable.created_at), asc(orderNotesTable.id));
  const payments = await ctx.db
    .select()
    .from(orderPaymentsTable)
    .where(ctx.scope(orderPaymentsTable).where(eq(orderPaymentsTable.order_id, orderId)))
    .orderBy(asc(orderPaymentsTable.created_at), asc(orderPaymentsTable.id));
  // Paid at checkout: paid (or refunded since) and never marked paid by anyone.
  const paidAtCheckout = order.paid !== PAID_STATUS.notPaid && payments.length === 0;
  // Deleted carriers too: a shipment keeps naming its carrier (spec 2 §3 is_deleted).
  const carriers = await ctx.scope(carriersTable).find();
  const warehouses = (await ctx.use(INVENTORY_STOCK)?.warehouses()) ?? [];

  const lines = (stored: readonly StoredLine[]) =>
    stored.map((l) => ({
      title: items.find((i) => i.id === l.item_id)?.title ?? `#${l.item_id}`,
      quantity: l.quantity,
    }));
  const warehouse = (id: number | null) =>
    id === null ? null : (warehouses.find((w) => w.id === id)?.title ?? null);

  const events: OrderTimelineEvent[] = [
    // The order's payment method is the placing's only when it was paid then.
    payments.length === 0
      ? { kind: 'placed', at: order.order_date.toISOString(), payment_type: order.payment_type }
      : { kind: 'placed', at: order.order_date.toISOString() },
    ...(paidAtCheckout
      ? [{ kind: 'paid' as const, at: order.order_date.toISOString(), payment_type: order.payment_type }]
      : []),
    ...payments.map((p) => ({
      kind: 'paid' as const,
      at: p.created_at.toISOString(),
      payment_type: p.payment_type,
      author: p.author,
    })),
    ...fulfilments.map((f) => ({
      kind: 'fulfilled' as const,
      at: f.created_at.toISOString(),
      items: lines(f.items),
      warehouse: warehouse(f.warehouse_id),
    })),
    ...shipments.map((s) => ({
      kind: 'shipped' as const,
      at: s.created_at.toISOString(),
      items: lines(s.items),
      carrier: carriers.find((c) => c.id === s.shipping_carrier)?.title ?? '',
      tracking_number: s.tracking_number,
    })),
    ...restocks.map((r) => ({
      kind: 'restocked' as const,
      at: r.created_at.toISOString(),
      items: lines(r.items),
      warehouse: warehouse(r.warehouse_id),
    })),
    ...refunds.map((r) => ({ kind: 'refunded' as const, at: r.created_at.toISOString(), amount: r.amount })),
    ...notes.map((n) => ({
      kind: 'note' as const,
      at: n.created_at.toISOString(),
      notes: n.notes,
      author: n.author,
    })),
  ];
  const rank = (kind: OrderTimelineEvent['kind']) => ORDER_TIMELINE_KINDS.indexOf(kind);
  events.sort((a, b) => a.at.localeCompare(b.at) || rank(a.kind) - rank(b.kind));
  return {
    order_id: order.id,
    currency: order.currency,
    customer: { id: order.customer_id, full_name: order.full_name, email: order.email },
    events,
  };
}
