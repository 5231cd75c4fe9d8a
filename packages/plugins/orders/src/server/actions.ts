/**
 * The order state machine (spec 2 §4, spec 3 §4 order-item flow): mark sent to fulfilment,
 * un-mark, mark shipped, edit tracking, un-mark shipped, refund with restock. Each function
 * runs inside the route's ONE transaction and starts by locking the order row, so concurrent
 * requests on one order apply one after the other and re-check what is left. Quantities can
 * never go below zero or above what was ordered (also guarded by table constraints).
 * Stock moves go through `INVENTORY_STOCK` when the inventory plugin is there.
 */
import { formatMoney } from '@storeroom/core/format';
import { and, eq, inArray } from '@storeroom/server/drizzle';
import { HttpError, invalidField } from '@storeroom/server';
import { INVENTORY_STOCK } from '@storeroom/plugin-inventory/contract';
import { ORDERS_CHANGED } from '../contract';
import type { ActionContext } from '@storeroom/server';
import type { StockMove } from '@storeroom/plugin-inventory/contract';
import {
  formatMessage,
  ORDERS_MESSAGES,
  PAID_STATUS,
  paidStatusOf,
  refundProblem,
  TRACKING_NUMBER_MAX,
} from '../contract';
import type { ItemQuantity, ShipBody, TrackingBody } from '../contract';
import { itemsOf, lockOrder, recomputeStatus } from './orders';
import type { ItemRow, OrderRow } from './orders';
import { sendOrderMail } from './mail';
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

/** Sums duplicate item lines of a request (`[{1,1},{1,2}]` → `{1 → 3}`). */
function merge(items: readonly ItemQuantity[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const { item_id, quantity } of items) out.set(item_id, (out.get(item_id) ?? 0) + quantity);
  return out;
}

function tooMany(max: number): HttpError {
  return invalidField('items', formatMessage(ORDERS_MESSAGES.quantityTooLarge, { max }));
}

function itemOf(items: readonly ItemRow[], id: number): ItemRow {
  const item = items.find((i) => i.id === id);
  if (!item) throw invalidField('items', ORDERS_MESSAGES.itemNotFound);
  return item;
}

/** Stock moves of tracked items with a sku in a warehouse; nothing without a warehouse. */
function stockMoves(
  items: readonly ItemRow[],
  quantities: Map<number, number>,
  warehouseId: number | null,
  delta: (q: number) => { on_hand?: number; committed?: number },
): StockMove[] {
  if (warehouseId === null) return [];
  const out: StockMove[] = [];
  for (const [itemId, q] of quantities) {
    const item = items.find((i) => i.id === itemId);
    if (!item || !item.track_inventory || !item.sku || q === 0) continue;
    out.push({ sku: item.sku, warehouse_id: warehouseId, ...delta(q) });
  }
  return out;
}

async function moveStock(ctx: ActionContext, moves: StockMove[]): Promise<void> {
  if (moves.length === 0) return;
  await ctx.use(INVENTORY_STOCK)?.move(moves);
}

async function setItemCounters(
  ctx: ActionContext,
  items: readonly ItemRow[],
  quantities: Map<number, number>,
  field: 'sent_quantity' | 'shipped_quantity' | 'restocked_quantity',
  sign: 1 | -1,
): Promise<void> {
  for (const [itemId, q] of quantities) {
    const item = items.find((i) => i.id === itemId)!;
    await ctx.scope(orderItemsTable).update(item.id, { [field]: item[field] + sign * q });
  }
}

/**
 * A shipment names a carrier of the store that is not deleted (deleted carriers leave the ship
 * dialogs' choices); a shipment may keep the deleted carrier it already names (`kept`).
 */
async function assertCarrier(
  ctx: ActionContext,
  carrierId: number | null | undefined,
  kept: number | null = null,
): Promise<void> {
  if (carrierId === null || carrierId === undefined) return;
  const carrier = await ctx.scope(carriersTable).get(carrierId);
  if (!carrier || (carrier.is_deleted && carrier.id !== kept))
    throw invalidField('shipping_carrier', ORDERS_MESSAGES.unknownCarrier);
}

// ─── Sent to fulfilment ──────────────────────────────────────────────────────────────────

export interface FulfilInput {
  items: ItemQuantity[];
  warehouse_id?: number | null;
}

/** Marks items sent to fulfilment: never above what is left to fulfil; committed +q. */
export async function fulfil(ctx: ActionContext, orderId: number, input: FulfilInput): Promise<void> {
  await lockOrder(ctx, orderId);
  const items = await itemsOf(ctx, orderId);
  const wanted = merge(input.items);
  for (const [itemId, q] of wanted) {
    const item = itemOf(items, itemId);
    const left = item.quantity - item.sent_quantity;
    if (q > left) throw tooMany(left);
  }
  const warehouseId = input.warehouse_id ?? null;
  const stock = ctx.use(INVENTORY_STOCK);
  // spec 2 §5: a warehouse is required when an item tracks inventory. Without the inventory
  // area nothing is stocked and there is no warehouse to name (`GET /orders/warehouses` is
  // empty), so the item is sent to fulfilment without one.
  if (warehouseId === null && stock && [...wanted.keys()].some((id) => itemOf(items, id).track_inventory))
    throw invalidField('warehouse_id', ORDERS_MESSAGES.warehouseRequired);
  if (warehouseId !== null && stock) {
    const known = await stock.warehouses();
    if (!known.some((w) => w.id === warehouseId))
      throw invalidField('warehouse_id', ORDERS_MESSAGES.unknownWarehouse);
  }
  // Stock first: every check is done before anything is written (mass actions rely on it).
  await moveStock(
    ctx,
    stockMoves(items, wanted, warehouseId, (q) => ({ committed: q })),
  );
  await ctx.scope(fulfilmentsTable).insert({
    order_id: orderId,
    warehouse_id: warehouseId,
    items: [...wanted].map(([item_id, quantity]) => ({ item_id, quantity, shipped: 0 })),
  });
  await setItemCounters(ctx, items, wanted, 'sent_quantity', 1);
  await recomputeStatus(ctx, orderId);
}

async function fulfilmentOf(ctx: ActionContext, orderId: number, id: number) {
  const [row] = await ctx
    .scope(fulfilmentsTable)
    .find(and(eq(fulfilmentsTable.id, id), eq(fulfilmentsTable.order_id, orderId)));
  if (!row) throw new HttpError(404, ORDERS_MESSAGES.fulfilmentNotFound);
  return row;
}

/** Un-marks fulfilled items (all not shipped, or `items`): quantities move back; committed −q. */
export async function unfulfil(
  ctx: ActionContext,
  orderId: number,
  fulfilmentId: number,
  only?: ItemQuantity[],
): Promise<void> {
  await lockOrder(ctx, orderId);
  const fulfilment = await fulfilmentOf(ctx, orderId, fulfilmentId);
  const items = await itemsOf(ctx, orderId);
  const unshipped = new Map(fulfilment.items.map((l) => [l.item_id, l.quantity - (l.shipped ?? 0)]));
  const wanted = only ? merge(only) : new Map([...unshipped].filter(([, q]) => q > 0));
  if (wanted.size === 0) throw invalidField('items', ORDERS_MESSAGES.fulfilmentShipped);
  for (const [itemId, q] of wanted) {
    if (!unshipped.has(itemId)) throw invalidField('items', ORDERS_MESSAGES.itemNotFound);
    if (q > unshipped.get(itemId)!) throw tooMany(unshipped.get(itemId)!);
  }
  await moveStock(
    ctx,
    stockMoves(items, wanted, fulfilment.warehouse_id, (q) => ({ committed: -q })),
  );
  const next: StoredLine[] = fulfilment.items.map((l) => ({
    ...l,
    quantity: l.quantity - (wanted.get(l.item_id) ?? 0),
  }));
  if (next.every((l) => l.quantity === 0)) await ctx.scope(fulfilmentsTable).delete(fulfilment.id);
  else await ctx.scope(fulfilmentsTable).update(fulfilment.id, { items: next });
  await setItemCounters(ctx, items, wanted, 'sent_quantity', -1);
  await recomputeStatus(ctx, orderId);
}

// ─── Shipped ─────────────────────────────────────────────────────────────────────────────

/**
 * Marks items shipped: taken from the given fulfilment, or from the order's fulfilments in
 * turn (one shipment per fulfilment used); never above what was sent to fulfilment and not
 * yet shipped. committed −q and on_hand −q in the fulfilment's warehouse.
 */
export async function ship(
  ctx: ActionContext,
  orderId: number,
  input: Pick<ShipBody, 'fulfilment_id' | 'items' | 'tracking_number' | 'shipping_carrier'>,
): Promise<number[]> {
  await lockOrder(ctx, orderId);
  await assertCarrier(ctx, input.shipping_carrier);
  // The body schema bounds it for the API; CSV lines and mass actions come here without it.
  if ((input.tracking_number ?? '').trim().length > TRACKING_NUMBER_MAX)
    throw invalidField(
      'tracking_number',
      formatMessage(ORDERS_MESSAGES.trackingTooLong, { max: TRACKING_NUMBER_MAX }),
    );
  const items = await itemsOf(ctx, orderId);
  const wanted = merge(input.items);
  for (const itemId of wanted.keys()) {
    // Gift cards are delivered, never shipped (spec 2 §3 is_giftcard; the ship modal leaves them out).
    const item = itemOf(items, itemId);
    if (item.is_giftcard)
      throw invalidField('items', formatMessage(ORDERS_MESSAGES.giftCardNotShipped, { title: item.title }));
  }
  const fulfilments = (await ctx.scope(fulfilmentsTable).find(eq(fulfilmentsTable.order_id, orderId))).sort(
    (a, b) => a.id - b.id,
  );
  const pool = input.fulfilment_id ? fulfilments.filter((f) => f.id === input.fulfilment_id) : fulfilments;
  if (input.fulfilment_id && pool.length === 0) throw new HttpError(404, ORDERS_MESSAGES.fulfilmentNotFound);
  // Allocate each item's quantity over the fulfilments' unshipped lines.
  const plan = new Map<number, Map<number, number>>();
  for (const [itemId, q] of wanted) {
    let rest = q;
    let available = 0;
    for (const f of pool) {
      const line = f.items.find((l) => l.item_id === itemId);
      const free = line ? line.quantity - (line.shipped ?? 0) : 0;
      available += free;
      const take = Math.min(free, rest);
      if (take <= 0) continue;
      const perItem = plan.get(f.id) ?? new Map<number, number>();
      perItem.set(itemId, take);
      plan.set(f.id, perItem);
      rest -= take;
    }
    if (rest > 0) throw tooMany(available);
  }
  await moveStock(
    ctx,
    pool.flatMap((f) => {
      const take = plan.get(f.id);
      return take ? stockMoves(items, take, f.warehouse_id, (q) => ({ committed: -q, on_hand: -q })) : [];
    }),
  );
  const created: number[] = [];
  for (const f of pool) {
    const take = plan.get(f.id);
    if (!take) continue;
    const shipment = await ctx.scope(shipmentsTable).insert({
      order_id: orderId,
      fulfilment_id: f.id,
      items: [...take].map(([item_id, quantity]) => ({ item_id, quantity, restocked: 0 })),
      tracking_number: input.tracking_number ?? '',
      shipping_carrier: input.shipping_carrier ?? null,
    });
    created.push(shipment.id);
    await ctx.scope(fulfilmentsTable).update(f.id, {
      items: f.items.map((l) => ({ ...l, shipped: (l.shipped ?? 0) + (take.get(l.item_id) ?? 0) })),
    });
  }
  await setItemCounters(ctx, items, wanted, 'shipped_quantity', 1);
  await recomputeStatus(ctx, orderId);
  return created;
}

async function shipmentOf(ctx: ActionContext, orderId: number, id: number) {
  const [row] = await ctx
    .scope(shipmentsTable)
    .find(and(eq(shipmentsTable.id, id), eq(shipmentsTable.order_id, orderId)));
  if (!row) throw new HttpError(404, ORDERS_MESSAGES.shipmentNotFound);
  return row;
}

/** Edits a shipment's tracking number and carrier. */
export async function updateTracking(
  ctx: ActionContext,
  orderId: number,
  shipmentId: number,
  input: TrackingBody,
): Promise<void> {
  await lockOrder(ctx, orderId);
  const shipment = await shipmentOf(ctx, orderId, shipmentId);
  await assertCarrier(ctx, input.shipping_carrier, shipment.shipping_carrier);
  await ctx.scope(shipmentsTable).update(shipment.id, {
    tracking_number: input.tracking_number ?? '',
    shipping_carrier: input.shipping_carrier ?? null,
  });
}

/** Un-marks shipped items (all not restocked, or `items`): back to fulfilled; committed +q, on_hand +q. */
export async function unship(
  ctx: ActionContext,
  orderId: number,
  shipmentId: number,
  only?: ItemQuantity[],
): Promise<void> {
  await lockOrder(ctx, orderId);
  const shipment = await shipmentOf(ctx, orderId, shipmentId);
  const items = await itemsOf(ctx, orderId);
  const movable = new Map(shipment.items.map((l) => [l.item_id, l.quantity - (l.restocked ?? 0)]));
  const wanted = only ? merge(only) : new Map([...movable].filter(([, q]) => q > 0));
  if (wanted.size === 0) throw invalidField('items', ORDERS_MESSAGES.shipmentRestocked);
  for (const [itemId, q] of wanted) {
    if (!movable.has(itemId)) throw invalidField('items', ORDERS_MESSAGES.itemNotFound);
    if (q > movable.get(itemId)!) throw tooMany(movable.get(itemId)!);
  }
  const fulfilment =
    shipment.fulfilment_id === null
      ? undefined
      : await ctx.scope(fulfilmentsTable).get(shipment.fulfilment_id);
  const warehouseId = fulfilment?.warehouse_id ?? null;
  await moveStock(
    ctx,
    stockMoves(items, wanted, warehouseId, (q) => ({ committed: q, on_hand: q })),
  );
  const next = shipment.items.map((l) => ({ ...l, quantity: l.quantity - (wanted.get(l.item_id) ?? 0) }));
  if (next.every((l) => l.quantity === 0)) await ctx.scope(shipmentsTable).delete(shipment.id);
  else await ctx.scope(shipmentsTable).update(shipment.id, { items: next });
  if (fulfilment)
    await ctx.scope(fulfilmentsTable).update(fulfilment.id, {
      items: fulfilment.items.map((l) => ({
        ...l,
        shipped: (l.shipped ?? 0) - (wanted.get(l.item_id) ?? 0),
      })),
    });
  await setItemCounters(ctx, items, wanted, 'shipped_quantity', -1);
  await recomputeStatus(ctx, orderId);
}

// ─── Refund ──────────────────────────────────────────────────────────────────────────────

export interface RefundInput {
  refund: number;
  notify: boolean;
  shipments: { shipment_id: number; items: ItemQuantity[] }[];
}

/** What is left to refund: total − refunded (nothing on a not-paid order). */
export function refundableOf(order: Pick<OrderRow, 'paid' | 'total' | 'refunded'>): number {
  if (order.paid === PAID_STATUS.notPaid) return 0;
  return Math.max(0, order.total - order.refunded);
}

/**
 * Refunds an amount (never more than total − refunded), optionally restocking shipped items
 * (on_hand +q in the fulfilment's warehouse); sets the paid status and notifies the customer.
 */
export async function refund(ctx: ActionContext, orderId: number, input: RefundInput): Promise<void> {
  const order = await lockOrder(ctx, orderId);
  // Integer minor units of the order's currency: no rounding, exact comparison.
  const amount = input.refund;
  const left = refundableOf(order);
  const problem = refundProblem(amount, left);
  if (problem === 'positive') throw invalidField('refund', ORDERS_MESSAGES.refundPositive);
  if (problem === 'tooLarge')
    // The most left, in the order's money text (the admin's check words it the same).
    throw invalidField(
      'refund',
      formatMessage(ORDERS_MESSAGES.refundTooLarge, {
        max: formatMoney(left, { currency: order.currency, locale: ctx.store.locale }),
      }),
    );
  const items = await itemsOf(ctx, orderId);
  const wantedShipments = input.shipments.filter((s) => s.items.some((l) => l.quantity > 0));
  const shipments =
    wantedShipments.length > 0
      ? await ctx.scope(shipmentsTable).find(
          and(
            eq(shipmentsTable.order_id, orderId),
            inArray(
              shipmentsTable.id,
              wantedShipments.map((s) => s.shipment_id),
            ),
          ),
        )
      : [];
  // Check every restock line first, then move stock, then write.
  const restocked = new Map<number, number>();
  const plans: {
    shipment: (typeof shipments)[number];
    wanted: Map<number, number>;
    warehouseId: number | null;
  }[] = [];
  for (const request of wantedShipments) {
    const shipment = shipments.find((s) => s.id === request.shipment_id);
    if (!shipment) throw new HttpError(404, ORDERS_MESSAGES.shipmentNotFound);
    // One entry per shipment: a repeated one could restock its lines twice.
    if (plans.some((p) => p.shipment.id === shipment.id))
      throw invalidField('shipments', ORDERS_MESSAGES.shipmentNotFound);
    const wanted = merge(request.items.filter((l) => l.quantity > 0));
    for (const [itemId, q] of wanted) {
      const line = shipment.items.find((l) => l.item_id === itemId);
      if (!line) throw invalidField('shipments', ORDERS_MESSAGES.itemNotFound);
      const max = line.quantity - (line.restocked ?? 0);
      if (q > max) throw invalidField('shipments', formatMessage(ORDERS_MESSAGES.restockTooLarge, { max }));
      restocked.set(itemId, (restocked.get(itemId) ?? 0) + q);
    }
    const fulfilment =
      shipment.fulfilment_id === null
        ? undefined
        : await ctx.scope(fulfilmentsTable).get(shipment.fulfilment_id);
    plans.push({ shipment, wanted, warehouseId: fulfilment?.warehouse_id ?? null });
  }
  // spec: "a restock returns stock to the right warehouse" — the fulfilment's.
  await moveStock(
    ctx,
    plans.flatMap((p) => stockMoves(items, p.wanted, p.warehouseId, (q) => ({ on_hand: q }))),
  );
  const [refundRow] = await ctx.db
    .insert(refundsTable)
    .values({ store_id: ctx.store.id, order_id: orderId, amount, notify: input.notify })
    .returning();
  for (const { shipment, wanted, warehouseId } of plans) {
    await ctx.scope(shipmentsTable).update(shipment.id, {
      items: shipment.items.map((l) => ({
        ...l,
        restocked: (l.restocked ?? 0) + (wanted.get(l.item_id) ?? 0),
      })),
    });
    await ctx.scope(restocksTable).insert({
      order_id: orderId,
      shipment_id: shipment.id,
      refund_id: refundRow!.id,
      warehouse_id: warehouseId,
      items: [...wanted].map(([item_id, quantity]) => ({ item_id, quantity })),
    });
  }
  await setItemCounters(ctx, items, restocked, 'restocked_quantity', 1);
  const refunded = order.refunded + amount;
  const [updated] = await ctx.scope(ordersTable).update(orderId, {
    refunded,
    paid: paidStatusOf({ paid: order.paid as 0 | 1 | -1 | -2, total: order.total, refunded }),
  });
  await ctx.emit(ORDERS_CHANGED, {
    order_ids: [orderId],
    customer_ids: order.customer_id ? [order.customer_id] : [],
  });
  if (input.notify && updated) await sendOrderMail(ctx, updated, 'refund', { amount });
}
