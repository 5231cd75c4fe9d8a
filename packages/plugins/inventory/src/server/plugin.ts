/**
 * The Inventory plugin's server part (spec 2 §7 Inventory, Vendors/warehouses): inventory
 * lines kept in step with the catalogue's events, stock per warehouse, the `INVENTORY_STOCK`
 * service other plugins move stock through, the vendors and warehouses resources, and demo
 * data. Every door is checked against the standard `inventory` subject.
 */
import { z } from 'zod';
import {
  HttpError,
  action,
  defineServerPlugin,
  invalid,
  notFound,
  parseId,
  parseOr422,
  provide,
  resource,
  subscribe,
} from '@storeroom/server';
import { INVENTORY_STOCK } from '../contract';
import { PRODUCTS_DELETED, PRODUCT_SAVED } from '@storeroom/plugin-products/contract';
import type { ActionContext } from '@storeroom/server';
import type { CatalogueProduct } from '@storeroom/plugin-products/contract';
import { and, eq, inArray, sql } from '@storeroom/server/drizzle';
import { INVENTORY_MESSAGES, INVENTORY_SUBJECT, inventoryUpdateSchema, locationInputSchema } from '../schema';
import type { InventoryItem, Location } from '../schema';
import { syncProduct, unlinkProducts } from './catalogue';
import { parseInventoryQuery, searchInventory, toItems } from './search';
import { applyMoves, inventoryStock, levelsOf } from './stock';
import { INVENTORY_MIGRATIONS, inventoryItems, inventoryLevels, vendors, warehouses } from './tables';

export { inventoryItems, inventoryLevels, vendors, warehouses } from './tables';

async function itemOr404(ctx: ActionContext, id: number): Promise<InventoryItem> {
  const row = await ctx.scope(inventoryItems).get(id);
  if (!row) throw notFound(INVENTORY_MESSAGES.notFound);
  return (await toItems(ctx, [row]))[0]!;
}

const listInventory = action({
  method: 'GET',
  path: '/inventory',
  subject: INVENTORY_SUBJECT,
  handler: (ctx, { query }) => searchInventory(ctx, parseInventoryQuery(query), {}),
});

const searchInventoryRoute = action<unknown>({
  method: 'POST',
  path: '/inventory/search',
  subject: INVENTORY_SUBJECT,
  action: 'read',
  handler: (ctx, { query, body }) => searchInventory(ctx, parseInventoryQuery(query), body),
});

const getInventory = action({
  method: 'GET',
  path: '/inventory/:id{[0-9]+}',
  subject: INVENTORY_SUBJECT,
  handler: (ctx, { params }) => itemOr404(ctx, parseId(params.id)),
});

/** `PATCH /inventory/{id}` `{ on_hand: { [warehouse_id]: n } }`: sets on hand through a locked move. */
const updateInventory = action<unknown>({
  method: 'PATCH',
  path: '/inventory/:id{[0-9]+}',
  subject: INVENTORY_SUBJECT,
  action: 'update',
  async handler(ctx, { params, body }) {
    const input = parseOr422(inventoryUpdateSchema, body);
    const item = await itemOr404(ctx, parseId(params.id));
    const known = await ctx.scope(warehouses).find();
    const errors: Record<string, string[]> = {};
    for (const key of Object.keys(input.on_hand))
      if (!known.some((w) => w.id === Number(key)))
        errors[`on_hand.${key}`] = [INVENTORY_MESSAGES.warehouseUnknown];
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const current = await levelsOf(ctx, [item.sku]);
    const moves = Object.entries(input.on_hand).map(([key, onHand]) => {
      const level = current.find((l) => l.warehouse_id === Number(key));
      return { sku: item.sku, warehouse_id: Number(key), on_hand: onHand - (level?.on_hand ?? 0) };
    });
    // Committed stock stays: on hand below it would leave a negative uncommitted count.
    for (const [key, onHand] of Object.entries(input.on_hand)) {
      const level = current.find((l) => l.warehouse_id === Number(key));
      if (level && onHand < level.committed)
        errors[`on_hand.${key}`] = [`On hand can not be less than committed (${level.committed}).`];
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    await applyMoves(ctx, moves);
    return itemOr404(ctx, item.id);
  },
});

async function deleteUnlinked(ctx: ActionContext, ids: readonly number[]): Promise<number> {
  const rows =
    ids.length === 0 ? [] : await ctx.scope(inventoryItems).find(inArray(inventoryItems.id, [...ids]));
  const unlinked = rows.filter((r) => !r.linked).map((r) => r.id);
  // spec 2 §5, §8: only unlinked products or variants are deleted.
  if (unlinked.length === 0) throw new HttpError(422, INVENTORY_MESSAGES.nothingUnlinked);
  const deleted = await ctx.scope(inventoryItems).delete(unlinked);
  return deleted.length;
}

const deleteInventory = action({
  method: 'DELETE',
  path: '/inventory/:id{[0-9]+}',
  subject: INVENTORY_SUBJECT,
  action: 'delete',
  async handler(ctx, { params }) {
    const id = parseId(params.id);
    if (!(await ctx.scope(inventoryItems).get(id))) throw notFound(INVENTORY_MESSAGES.notFound);
    await deleteUnlinked(ctx, [id]);
    return undefined;
  },
});

const bulkDeleteInventory = action({
  method: 'POST',
  path: '/inventory/delete',
  subject: INVENTORY_SUBJECT,
  action: 'delete',
  body: z.object({ ids: z.array(z.number().int().positive()).max(1000) }),
  handler: async (ctx, { body }) => ({ affected: await deleteUnlinked(ctx, body.ids) }),
});

/**
 * Only saved views come from the engine (`/inventory/saved-views`): list, search, get, update
 * and delete are the actions above (grouping, totals and the unlinked-only rule).
 */
const inventoryResource = resource({
  name: 'inventory',
  table: inventoryItems,
  schema: z.object({}),
  subject: INVENTORY_SUBJECT,
  operations: { list: false, get: false, create: false, update: false, delete: false, savedViews: true },
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

function locationResource(name: 'warehouses' | 'vendors', table: typeof warehouses | typeof vendors) {
  return resource({
    name,
    table,
    schema: locationInputSchema,
    subject: INVENTORY_SUBJECT,
    defaultSort: 'title',
    toItem: (row): Location => ({ id: row.id, title: row.title }),
    async beforeCreate(input, ctx) {
      await checkTitle(ctx, table, input.title);
      return input;
    },
    async beforeUpdate(input, existing, ctx) {
      if (input.title !== undefined) await checkTitle(ctx, table, input.title, existing.id);
      return input;
    },
    // Deleting a warehouse would silently drop its stock levels: refuse while it holds any.
    async beforeDelete(row, ctx) {
      if (name !== 'warehouses') return;
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
}

export const warehousesResource = locationResource('warehouses', warehouses);
export const vendorsResource = locationResource('vendors', vendors);

/** Demo lines when no catalogue plugin published any (the plugin run alone by `storeroom dev`). */
const STANDALONE_PRODUCTS: CatalogueProduct[] = [
  ['Classic Tee', ['Black / S', 'Black / M', 'White / M']],
  ['Canvas Tote', []],
  ['Wool Beanie', ['Grey', 'Navy']],
].map(([title, variants], i) => ({
  id: 900001 + i,
  title: title as string,
  seo_url: '',
  type: '',
  vendor: '',
  tags: [],
  price: null,
  is_draft: false,
  track_inventory: true,
  image: null,
  sku: `DEMO-${i + 1}`,
  variants: (variants as string[]).map((v, j) => ({
    id: 9000 + i * 10 + j,
    title: v,
    sku: `DEMO-${i + 1}-${v.replace(/[^A-Za-z]+/g, '').toUpperCase()}`,
    price: null,
    image: null,
  })),
}));

export const inventoryServerPlugin = defineServerPlugin({
  id: 'inventory',
  demoAccess: { privateApp: [{ subject: 'inventory', rule: 2, options: [] }] },
  tables: { inventoryItems, inventoryLevels, warehouses, vendors },
  migrations: INVENTORY_MIGRATIONS,
  resources: [inventoryResource, warehousesResource, vendorsResource],
  routes: [
    listInventory,
    searchInventoryRoute,
    getInventory,
    updateInventory,
    deleteInventory,
    bulkDeleteInventory,
  ],
  provides: [provide(INVENTORY_STOCK, inventoryStock)],
  subscribes: [
    subscribe(PRODUCT_SAVED, syncProduct),
    subscribe(PRODUCTS_DELETED, (ctx, { ids }) => unlinkProducts(ctx, ids)),
  ],
  async seed({ scope, storeIds, context }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    const stores = await scope(warehouses, main).insertMany([
      { title: 'Main Warehouse' },
      { title: 'East Coast Depot' },
      { title: 'Returns Room' },
    ]);
    await scope(vendors, main).insertMany([
      { title: 'Northwind Textiles' },
      { title: 'Acme Supply Co.' },
      { title: 'Blue Harbor Goods' },
    ]);
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
      lines.flatMap((line, i) => [
        { sku: line.sku, warehouse_id: stores[0]!.id, on_hand: 20 + ((i * 7) % 31) },
        { sku: line.sku, warehouse_id: stores[1]!.id, on_hand: (i * 5) % 13 },
      ]),
    );
    if (second !== undefined) {
      await scope(warehouses, second).insertMany([{ title: 'Outlet Stockroom' }]);
      await scope(vendors, second).insertMany([{ title: 'Outlet Supplier' }]);
    }
  },
});
