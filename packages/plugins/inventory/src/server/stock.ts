/**
 * `INVENTORY_STOCK` (this plugin's contract, `./services`): warehouses, levels by sku, and moves applied
 * all or nothing under row locks (`select ... for update`), refusing negative stock with 422.
 * The orders and transfers plugins use it; the inventory PATCH goes through it too.
 */
import { HttpError } from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import type { InventoryStockService, StockItem, StockLevel, StockMove } from '../contract';
import { and, asc, eq, inArray } from '@storeroom/server/drizzle';
import { INVENTORY_MESSAGES } from '../contract';
import { inventoryItems, inventoryLevels, vendors, warehouses } from './tables';

async function listOf(ctx: ActionContext, table: typeof warehouses | typeof vendors) {
  const rows = await ctx.db
    .select({ id: table.id, title: table.title })
    .from(table)
    .where(ctx.scope(table).where())
    .orderBy(asc(table.title), asc(table.id));
  return rows;
}

/** Applies moves to on_hand/committed; every move or none (the caller's transaction). */
export async function applyMoves(ctx: ActionContext, moves: readonly StockMove[]): Promise<void> {
  const wanted = moves.filter(
    (m) => (m.on_hand ?? 0) !== 0 || (m.committed ?? 0) !== 0 || (m.reserved ?? 0) !== 0,
  );
  if (wanted.length === 0) return;
  const known = await listOf(ctx, warehouses);
  for (const m of wanted) {
    if (!known.some((w) => w.id === m.warehouse_id))
      throw new HttpError(422, INVENTORY_MESSAGES.warehouseUnknown);
    if (![m.on_hand, m.committed, m.reserved].every((n) => Number.isInteger(n ?? 0)))
      throw new HttpError(422, INVENTORY_MESSAGES.stockNotWhole);
  }
  const skus = [...new Set(wanted.map((m) => m.sku))];
  const items = ctx.scope(inventoryItems);
  let rows = await items.find(inArray(inventoryItems.sku, skus));
  // A sku without a line gets one (stock counted from 0), unlinked: no catalogue product names it.
  const missing = skus.filter((sku) => !rows.some((r) => r.sku === sku));
  if (missing.length > 0) {
    await ctx.db
      .insert(inventoryItems)
      .values(
        missing.map((sku) => ({
          store_id: ctx.store.id,
          product_id: 0,
          product_title: sku,
          sku,
          linked: false,
        })),
      )
      .onConflictDoNothing();
    rows = await items.find(inArray(inventoryItems.sku, skus));
  }
  const itemOf = new Map(rows.map((r) => [r.sku, r.id]));
  await ctx.db
    .insert(inventoryLevels)
    .values(
      wanted.map((m) => ({
        store_id: ctx.store.id,
        item_id: itemOf.get(m.sku)!,
        warehouse_id: m.warehouse_id,
      })),
    )
    .onConflictDoNothing();
  // Row locks: concurrent moves on the same levels wait here and see each other's result.
  const levels = await ctx.db
    .select()
    .from(inventoryLevels)
    .where(
      and(
        eq(inventoryLevels.store_id, ctx.store.id),
        inArray(
          inventoryLevels.item_id,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(inventoryLevels.id))
    .for('update');
  const next = new Map<number, { on_hand: number; committed: number; reserved: number }>();
  for (const m of wanted) {
    const level = levels.find((l) => l.item_id === itemOf.get(m.sku) && l.warehouse_id === m.warehouse_id)!;
    const current = next.get(level.id) ?? {
      on_hand: level.on_hand,
      committed: level.committed,
      reserved: level.reserved,
    };
    const reserving = (m.reserved ?? 0) > 0;
    const updated = {
      on_hand: current.on_hand + (m.on_hand ?? 0),
      committed: current.committed + (m.committed ?? 0),
      // Releasing never goes below 0: transfers made before reservations release what they never held.
      reserved: Math.max(0, current.reserved + (m.reserved ?? 0)),
    };
    const title = () => known.find((w) => w.id === m.warehouse_id)!.title;
    if (updated.on_hand < 0 || updated.committed < 0)
      throw new HttpError(422, INVENTORY_MESSAGES.negativeStock(m.sku, title()));
    // Checked under the row lock: of two transfers claiming the same units, the second is refused.
    if (reserving && updated.on_hand - updated.committed - updated.reserved < 0)
      throw new HttpError(
        422,
        INVENTORY_MESSAGES.notEnoughAvailable(
          m.sku,
          title(),
          Math.max(0, current.on_hand + (m.on_hand ?? 0) - updated.committed - current.reserved),
        ),
      );
    next.set(level.id, updated);
  }
  for (const [id, values] of next)
    await ctx.db.update(inventoryLevels).set(values).where(eq(inventoryLevels.id, id));
}

/** Levels of these skus (all warehouses, or one); unknown skus are absent. */
export async function levelsOf(
  ctx: ActionContext,
  skus: readonly string[],
  warehouseId?: number,
): Promise<StockLevel[]> {
  if (skus.length === 0) return [];
  const rows = await ctx.db
    .select({
      sku: inventoryItems.sku,
      warehouse_id: inventoryLevels.warehouse_id,
      on_hand: inventoryLevels.on_hand,
      committed: inventoryLevels.committed,
      reserved: inventoryLevels.reserved,
    })
    .from(inventoryLevels)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryLevels.item_id))
    .where(
      and(
        ctx.scope(inventoryItems).where(inArray(inventoryItems.sku, [...skus])),
        warehouseId === undefined ? undefined : eq(inventoryLevels.warehouse_id, warehouseId),
      ),
    );
  return rows.map((r) => ({ ...r, available: r.on_hand - r.committed - r.reserved }));
}

/** Items of these skus, or the first `limit` by product title. */
export async function itemsOf(
  ctx: ActionContext,
  options: { skus?: readonly string[]; limit?: number },
): Promise<StockItem[]> {
  if (options.skus && options.skus.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(inventoryItems)
    .where(
      ctx
        .scope(inventoryItems)
        .where(options.skus ? inArray(inventoryItems.sku, [...options.skus]) : undefined),
    )
    .orderBy(asc(inventoryItems.product_title), asc(inventoryItems.variant_id), asc(inventoryItems.id))
    .limit(Math.min(options.limit ?? 1000, 1000));
  return rows.map((r) => ({
    sku: r.sku,
    product_id: r.product_id,
    product_title: r.product_title,
    variant_id: r.variant_id,
    variant: r.variant,
    image: r.image,
    linked: r.linked,
  }));
}

export function inventoryStock(ctx: ActionContext): InventoryStockService {
  return {
    warehouses: () => listOf(ctx, warehouses),
    vendors: () => listOf(ctx, vendors),
    items: (options) => itemsOf(ctx, options),
    levels: (skus, warehouseId) => levelsOf(ctx, skus, warehouseId),
    move: (moves) => applyMoves(ctx, moves),
  };
}
