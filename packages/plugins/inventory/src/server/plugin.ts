/**
 * The Inventory plugin's server part (spec 2 §7 Inventory, Vendors/warehouses): it implements
 * the inventory contract — the items' list, search, item, on-hand update and unlinked-only
 * deletes (totals and grouping by product, on the engine's paging, sort and filter parts),
 * their saved views, and the vendors and warehouses resources — keeps inventory lines in step
 * with the catalogue's events, provides `INVENTORY_STOCK` for other plugins to move stock
 * through, and seeds demo data. Every door is checked against the standard `inventory` subject.
 */
import {
  HttpError,
  defineServerPlugin,
  implement,
  invalid,
  notFound,
  parseId,
  provide,
  resource,
  subscribe,
} from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import { PRODUCTS_DELETED, PRODUCT_SAVED } from '@storeroom/plugin-products/contract';
import { and, eq, inArray, sql } from '@storeroom/server/drizzle';
import { INVENTORY_MESSAGES, INVENTORY_STOCK, inventoryContract } from '../contract';
import type { InventoryItem, Location } from '../contract';
import { syncProduct, unlinkProducts } from './catalogue';
import { inventorySearchFilters, inventorySearchRows, searchInventory, toItems } from './search';
import {
  SEED_OUTLET_VENDORS,
  SEED_VENDORS,
  SEED_WAREHOUSES,
  STANDALONE_PRODUCTS,
  seedOnHand,
} from './seed-data';
import { applyMoves, inventoryStock, levelsOf } from './stock';
import { INVENTORY_MIGRATIONS, inventoryItems, inventoryLevels, vendors, warehouses } from './tables';

export { inventoryItems, inventoryLevels, vendors, warehouses } from './tables';

const { endpoints } = inventoryContract;

async function itemOr404(ctx: ActionContext, id: number): Promise<InventoryItem> {
  const row = await ctx.scope(inventoryItems).get(id);
  if (!row) throw notFound(INVENTORY_MESSAGES.notFound);
  return (await toItems(ctx, [row]))[0]!;
}

/** Sets on hand through a locked move; committed stock stays, so on hand never goes below it. */
async function setOnHand(ctx: ActionContext, id: number, onHand: Record<string, number>) {
  const item = await itemOr404(ctx, id);
  const known = await ctx.scope(warehouses).find();
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(onHand))
    if (!known.some((w) => w.id === Number(key)))
      errors[`on_hand.${key}`] = [INVENTORY_MESSAGES.warehouseUnknown];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const current = await levelsOf(ctx, [item.sku]);
  for (const [key, value] of Object.entries(onHand)) {
    const level = current.find((l) => l.warehouse_id === Number(key));
    if (level && value < level.committed)
      errors[`on_hand.${key}`] = [INVENTORY_MESSAGES.onHandBelowCommitted(level.committed)];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  await applyMoves(
    ctx,
    Object.entries(onHand).map(([key, value]) => ({
      sku: item.sku,
      warehouse_id: Number(key),
      on_hand: value - (current.find((l) => l.warehouse_id === Number(key))?.on_hand ?? 0),
    })),
  );
  return itemOr404(ctx, item.id);
}

/**
 * On hand of several items, all or nothing (one transaction, one stock move): every line is
 * checked first, and any bad one refuses the save with its field (`items.{i}.on_hand.{w}`).
 */
async function setOnHandMany(
  ctx: ActionContext,
  lines: readonly { id: number; on_hand: Record<string, number> }[],
): Promise<InventoryItem[]> {
  const ids = [...new Set(lines.map((l) => l.id))];
  const rows = await ctx.scope(inventoryItems).find(inArray(inventoryItems.id, ids));
  const known = await ctx.scope(warehouses).find();
  const current = await levelsOf(
    ctx,
    rows.map((r) => r.sku),
  );
  const errors: Record<string, string[]> = {};
  const moves: { sku: string; warehouse_id: number; on_hand: number }[] = [];
  lines.forEach((line, i) => {
    const row = rows.find((r) => r.id === line.id);
    if (!row) {
      errors[`items.${i}.id`] = [INVENTORY_MESSAGES.notFound];
      return;
    }
    for (const [key, value] of Object.entries(line.on_hand)) {
      const warehouseId = Number(key);
      const field = `items.${i}.on_hand.${key}`;
      if (!known.some((w) => w.id === warehouseId)) {
        errors[field] = [INVENTORY_MESSAGES.warehouseUnknown];
        continue;
      }
      const level = current.find((l) => l.sku === row.sku && l.warehouse_id === warehouseId);
      if (level && value < level.committed) {
        errors[field] = [INVENTORY_MESSAGES.onHandBelowCommitted(level.committed)];
        continue;
      }
      moves.push({ sku: row.sku, warehouse_id: warehouseId, on_hand: value - (level?.on_hand ?? 0) });
    }
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  await applyMoves(ctx, moves);
  const saved = await toItems(ctx, await ctx.scope(inventoryItems).find(inArray(inventoryItems.id, ids)));
  return ids.map((id) => saved.find((item) => item.id === id)!);
}

/** spec 2 §5, §8: only unlinked products or variants are deleted; none among `ids` is a 422. */
async function deleteUnlinked(ctx: ActionContext, ids: readonly number[]): Promise<number> {
  const found =
    ids.length === 0 ? [] : await ctx.scope(inventoryItems).find(inArray(inventoryItems.id, [...ids]));
  const unlinked = found.filter((r) => !r.linked).map((r) => r.id);
  if (unlinked.length === 0) throw new HttpError(422, INVENTORY_MESSAGES.nothingUnlinked);
  return (await ctx.scope(inventoryItems).delete(unlinked)).length;
}

const inventoryRoutes = [
  implement(endpoints.listInventory, (ctx, { query }) => searchInventory(ctx, query, {})),
  implement(endpoints.searchInventory, (ctx, { query, body }) => searchInventory(ctx, query, body)),
  implement(endpoints.getInventoryItem, (ctx, { params }) => itemOr404(ctx, parseId(params.id))),
  implement(endpoints.setOnHand, (ctx, { params, body }) => setOnHand(ctx, parseId(params.id), body.on_hand)),
  implement(endpoints.setOnHandMany, async (ctx, { body }) => ({
    items: await setOnHandMany(ctx, body.items),
  })),
  implement(endpoints.deleteInventoryItem, async (ctx, { params }) => {
    const id = parseId(params.id);
    if (!(await ctx.scope(inventoryItems).get(id))) throw notFound(INVENTORY_MESSAGES.notFound);
    await deleteUnlinked(ctx, [id]);
    return undefined;
  }),
  implement(endpoints.deleteUnlinked, async (ctx, { body }) => ({
    affected: await deleteUnlinked(ctx, body.ids),
  })),
];

/**
 * The items resource: its list, search, item, update and deletes are the endpoints above, so
 * the engine answers only the saved views. Its table is the search rows' shape, the one its
 * filter and sort fields are checked against; the non-column filters are the search's own.
 */
const inventoryItemsResource = resource(inventoryContract.resources.items, {
  table: inventorySearchRows,
  filters: inventorySearchFilters,
});

/** A title unique per store among warehouses (or vendors), compared case-insensitively. */
async function checkTitle(
  ctx: ActionContext,
  table: typeof warehouses | typeof vendors,
  title: string,
  id?: number,
) {
  const same = await ctx.scope(table).find(sql`lower(${table.title}) = lower(${title})`);
  if (same.some((r) => r.id !== id)) throw invalid({ title: [INVENTORY_MESSAGES.titleTaken] });
}

function locationHooks(table: typeof warehouses | typeof vendors) {
  return {
    table,
    toItem: (row: typeof table.$inferSelect): Location => ({ id: row.id, title: row.title }),
    async beforeCreate(input: { title: string }, ctx: ActionContext) {
      await checkTitle(ctx, table, input.title);
      return input;
    },
    async beforeUpdate(input: { title?: string }, existing: { id: number }, ctx: ActionContext) {
      if (input.title !== undefined) await checkTitle(ctx, table, input.title, existing.id);
      return input;
    },
  };
}

export const warehousesResource = resource(inventoryContract.resources.warehouses, {
  ...locationHooks(warehouses),
  // Deleting a warehouse would silently drop its stock levels: refused while it holds any.
  async beforeDelete(row, ctx) {
    const held = await ctx
      .scope(inventoryLevels)
      .find(
        and(
          eq(inventoryLevels.warehouse_id, row.id),
          sql`(${inventoryLevels.on_hand} > 0 or ${inventoryLevels.committed} > 0)`,
        ),
      );
    if (held.length > 0) throw new HttpError(422, INVENTORY_MESSAGES.warehouseHasStock);
  },
});

export const vendorsResource = resource(inventoryContract.resources.vendors, locationHooks(vendors));

export const inventoryServerPlugin = defineServerPlugin({
  id: 'inventory',
  contract: inventoryContract,
  // The seeded "Warehouse sync" private app keeps the stock in step: full inventory access.
  demoAccess: { privateApp: [{ subject: 'inventory', rule: 2, options: [] }] },
  tables: { inventoryItems, inventoryLevels, warehouses, vendors },
  migrations: INVENTORY_MIGRATIONS,
  resources: [inventoryItemsResource, warehousesResource, vendorsResource],
  routes: inventoryRoutes,
  provides: [provide(INVENTORY_STOCK, inventoryStock)],
  subscribes: [
    subscribe(PRODUCT_SAVED, syncProduct),
    subscribe(PRODUCTS_DELETED, (ctx, { ids }) => unlinkProducts(ctx, ids)),
  ],
  async seed({ scope, storeIds, context }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    const stores = await scope(warehouses, main).insertMany([...SEED_WAREHOUSES]);
    await scope(vendors, main).insertMany([...SEED_VENDORS]);
    const ctx = await context(main);
    let lines = await scope(inventoryItems, main).find();
    if (lines.length === 0) {
      for (const product of STANDALONE_PRODUCTS) await syncProduct(ctx, product);
      lines = await scope(inventoryItems, main).find();
    }
    // Deterministic stock for the lines the products seed created (it runs before us).
    lines.sort((a, b) => a.id - b.id);
    await applyMoves(
      ctx,
      lines.flatMap((line, i) => {
        const [first, east] = seedOnHand(i);
        return [
          { sku: line.sku, warehouse_id: stores[0]!.id, on_hand: first },
          { sku: line.sku, warehouse_id: stores[1]!.id, on_hand: east },
        ];
      }),
    );
    // The second store has no warehouse (issue 18): the demo shows what a store without one
    // sees (an empty warehouses list, the fulfil dialog leading to creating one).
    if (second !== undefined) await scope(vendors, second).insertMany([...SEED_OUTLET_VENDORS]);
  },
});
