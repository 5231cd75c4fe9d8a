/**
 * The inventory list and search (spec 2 §7 Inventory): items with their totals and status
 * per warehouse, flat or grouped by product (`group=product`), on the resource engine's own
 * parts: `parsePaging`, `parseSort` and `buildFilter` (one parser, one set of messages) over
 * the derived tables of the query, whose columns include the stock totals.
 */
import { buildFilter, parsePaging, parseSort, textSearch } from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import {
  and,
  asc,
  boolean,
  count,
  eq,
  inArray,
  integer,
  pgTable,
  sql,
  text,
} from '@storeroom/server/drizzle';
import type { AnyPgColumn, SQL } from '@storeroom/server/drizzle';
import { INVENTORY_GROUP_BY_PRODUCT, inventoryContract } from '../contract';
import type { InventoryGroup, InventoryItem, InventoryStatus } from '../contract';
import { inventoryItems, inventoryLevels, warehouses } from './tables';

type ItemRow = typeof inventoryItems.$inferSelect;

/**
 * An inventory line with its stock totals, as the list and search read it: the derived
 * table `inventory_search` of their query (the store's lines with their levels summed).
 * Never created in the database; it names the derived table's columns, so the engine's
 * filter compiler and sort parser treat the totals like any column.
 */
export const inventorySearchRows = pgTable('inventory_search', {
  id: integer('id').notNull(),
  store_id: integer('store_id').notNull(),
  product_id: integer('product_id').notNull(),
  product_title: text('product_title').notNull(),
  variant_id: integer('variant_id'),
  sku: text('sku').notNull(),
  /** The sku in lower case: skus are looked up in any case. */
  sku_key: text('sku_key').notNull(),
  linked: boolean('linked').notNull(),
  total_on_hand: integer('total_on_hand').notNull(),
  total_committed: integer('total_committed').notNull(),
});
const rows = inventorySearchRows;

/** A product with the totals of its matching items: the derived table of the grouped list. */
const inventoryGroupRows = pgTable('inventory_groups', {
  /** The product id (a grouped row is a product). */
  id: integer('id').notNull(),
  product_id: integer('product_id').notNull(),
  product_title: text('product_title').notNull(),
  sku: text('sku').notNull(),
  total_on_hand: integer('total_on_hand').notNull(),
  total_committed: integer('total_committed').notNull(),
});
const groupRows = inventoryGroupRows;

const SEARCH_COLUMNS: Record<string, AnyPgColumn> = {
  id: rows.id,
  product_id: rows.product_id,
  product_title: rows.product_title,
  sku: rows.sku,
  linked: rows.linked,
  total_on_hand: rows.total_on_hand,
  total_committed: rows.total_committed,
};
const GROUP_COLUMNS: Record<string, AnyPgColumn> = {
  id: groupRows.id,
  product_id: groupRows.product_id,
  product_title: groupRows.product_title,
  sku: groupRows.sku,
  total_on_hand: groupRows.total_on_hand,
  total_committed: groupRows.total_committed,
};

/** The `warehouse` filter (ids, a list or operator filters) as a condition on stock levels. */
function levelWarehouses(value: unknown): SQL | undefined {
  if (value === undefined) return undefined;
  return buildFilter(
    { warehouse: value },
    { warehouse: inventoryLevels.warehouse_id },
    new Set(['warehouse']),
    {},
  );
}

/** Text values in lower case (plain, listed or in operator filters); anything else as given, for the compiler to judge. */
function lowerCased(value: unknown): unknown {
  if (typeof value === 'string') return value.trim().toLowerCase();
  if (Array.isArray(value)) return value.map(lowerCased);
  if (value !== null && typeof value === 'object' && 'operator' in value) {
    const filter = value as { operator: unknown; value?: unknown };
    return { ...filter, value: lowerCased(filter.value) };
  }
  return value;
}

/** A sku filter: a sku, a list of skus (spec 2 §7 `sku.title` list) or operator filters, in any case. */
const skuFilter = (field: string) => (value: unknown) =>
  buildFilter({ [field]: lowerCased(value) }, { [field]: rows.sku_key }, new Set([field]), {});

/**
 * The filter fields that are not columns of the search rows. The items resource names them
 * as its custom filters; the search compiles them with the rest of the body.
 */
export const inventorySearchFilters: Record<string, (value: unknown) => SQL | undefined> = {
  'sku.title': skuFilter('sku.title'),
  sku: skuFilter('sku'),
  // The free-text box of the transfers' add-items dialog: product title or sku.
  query: (value) => textSearch(value, rows.product_title, rows.sku),
  // Items with stock records in these warehouses (their totals then count those only).
  warehouse: (value) => {
    const condition = levelWarehouses(value);
    return condition
      ? sql`exists (select 1 from ${inventoryLevels} where ${inventoryLevels.item_id} = ${rows.id} and ${condition})`
      : undefined;
  },
};

const items = inventoryContract.resources.items;
const FILTERABLE = new Set(Object.keys(items.filters).filter((f) => !(f in inventorySearchFilters)));
const SORTABLE = new Set<string>(items.sort);

/** The store's lines with their levels summed (over these warehouses only, when given). */
function lineTotals(ctx: ActionContext, warehouseCondition: SQL | undefined) {
  return ctx.db
    .select({
      id: inventoryItems.id,
      store_id: inventoryItems.store_id,
      product_id: inventoryItems.product_id,
      product_title: inventoryItems.product_title,
      variant_id: inventoryItems.variant_id,
      sku: inventoryItems.sku,
      sku_key: sql<string>`lower(${inventoryItems.sku})`.as('sku_key'),
      linked: inventoryItems.linked,
      total_on_hand: sql<number>`coalesce(sum(${inventoryLevels.on_hand}), 0)::int`.as('total_on_hand'),
      total_committed: sql<number>`coalesce(sum(${inventoryLevels.committed}), 0)::int`.as('total_committed'),
    })
    .from(inventoryItems)
    .leftJoin(inventoryLevels, and(eq(inventoryLevels.item_id, inventoryItems.id), warehouseCondition))
    .where(ctx.scope(inventoryItems).where())
    .groupBy(inventoryItems.id)
    .as('inventory_search');
}

/** Per-warehouse status lists of the items, every warehouse of the store included. */
async function statusOf(ctx: ActionContext, itemIds: number[]): Promise<Map<number, InventoryStatus[]>> {
  const out = new Map<number, InventoryStatus[]>();
  if (itemIds.length === 0) return out;
  const stores = await ctx.scope(warehouses).find();
  stores.sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
  const levels = await ctx.db
    .select()
    .from(inventoryLevels)
    .where(and(eq(inventoryLevels.store_id, ctx.store.id), inArray(inventoryLevels.item_id, itemIds)));
  for (const id of itemIds) {
    out.set(
      id,
      stores.map((w) => {
        const level = levels.find((l) => l.item_id === id && l.warehouse_id === w.id);
        const onHand = level?.on_hand ?? 0;
        const committed = level?.committed ?? 0;
        const reserved = level?.reserved ?? 0;
        return {
          id: level?.id ?? 0,
          warehouse_id: w.id,
          warehouse: w.title,
          on_hand: onHand,
          committed,
          uncommitted: onHand - committed,
          reserved,
          available: onHand - committed - reserved,
        };
      }),
    );
  }
  return out;
}

/** Items as the API answers them (totals over every warehouse, status per warehouse). */
export async function toItems(ctx: ActionContext, lines: ItemRow[]): Promise<InventoryItem[]> {
  const status = await statusOf(
    ctx,
    lines.map((r) => r.id),
  );
  return lines.map((row) => {
    const list = status.get(row.id) ?? [];
    return {
      id: row.id,
      product_id: row.product_id,
      product_title: row.product_title,
      variant_id: row.variant_id,
      variant: row.variant,
      sku: row.sku,
      image: row.image,
      linked: row.linked,
      total_on_hand: list.reduce((n, s) => n + s.on_hand, 0),
      total_committed: list.reduce((n, s) => n + s.committed, 0),
      total_reserved: list.reduce((n, s) => n + s.reserved, 0),
      status: list,
    };
  });
}

/** The items of these ids, in this order. */
async function itemsByIds(ctx: ActionContext, ids: number[]): Promise<InventoryItem[]> {
  if (ids.length === 0) return [];
  const found = await ctx.scope(inventoryItems).find(inArray(inventoryItems.id, ids));
  const byId = new Map(found.map((r) => [r.id, r]));
  return toItems(
    ctx,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

function meta(page: number, size: number, totalCount: number) {
  return { currentPage: page, pageCount: Math.ceil(totalCount / size), perPage: size, totalCount };
}

/** What the list and search take besides the filter: `?page&size&sort&group`. */
export type InventoryQuery = {
  page?: string;
  size?: string;
  sort?: string;
  group?: typeof INVENTORY_GROUP_BY_PRODUCT;
};

type ListMeta = ReturnType<typeof meta>;
/** A page of items, or of products with their items. */
export type InventoryPage =
  { items: InventoryItem[]; _meta: ListMeta } | { items: InventoryGroup[]; _meta: ListMeta };

/** One page of items, or of products with their items (`group=product`). */
export async function searchInventory(
  ctx: ActionContext,
  query: InventoryQuery,
  body: Record<string, unknown>,
): Promise<InventoryPage> {
  const { page, size } = parsePaging(query, items.pageSize);
  const lines = lineTotals(ctx, levelWarehouses(body.warehouse));
  const filter = buildFilter(body, SEARCH_COLUMNS, FILTERABLE, inventorySearchFilters);

  if (query.group !== INVENTORY_GROUP_BY_PRODUCT) {
    const order = parseSort(query.sort, items.defaultSort, SEARCH_COLUMNS, SORTABLE);
    const [total] = await ctx.db.select({ n: count() }).from(lines).where(filter);
    const found = await ctx.db
      .select({ id: rows.id })
      .from(lines)
      .where(filter)
      .orderBy(...order)
      .limit(size)
      .offset((page - 1) * size);
    return {
      items: await itemsByIds(
        ctx,
        found.map((r) => r.id),
      ),
      _meta: meta(page, size, Number(total?.n ?? 0)),
    };
  }

  const groups = ctx.db
    .select({
      id: sql<number>`${rows.product_id}`.as('id'),
      product_id: rows.product_id,
      product_title: sql<string>`min(${rows.product_title})`.as('product_title'),
      sku: sql<string>`min(${rows.sku})`.as('sku'),
      total_on_hand: sql<number>`sum(${rows.total_on_hand})::int`.as('total_on_hand'),
      total_committed: sql<number>`sum(${rows.total_committed})::int`.as('total_committed'),
    })
    .from(lines)
    .where(filter)
    .groupBy(rows.product_id)
    .as('inventory_groups');
  const order = parseSort(query.sort, items.defaultSort, GROUP_COLUMNS, SORTABLE);
  const [total] = await ctx.db.select({ n: count() }).from(groups);
  const products = await ctx.db
    .select({ product_id: groupRows.product_id })
    .from(groups)
    .orderBy(...order)
    .limit(size)
    .offset((page - 1) * size);
  const productIds = products.map((p) => p.product_id);
  // A group shows its items that match the filter, variants in order.
  const matching =
    productIds.length === 0
      ? []
      : await ctx.db
          .select({ id: rows.id })
          .from(lines)
          .where(and(filter, inArray(rows.product_id, productIds)))
          .orderBy(asc(rows.variant_id), asc(rows.id));
  const all = await itemsByIds(
    ctx,
    matching.map((r) => r.id),
  );
  const grouped: InventoryGroup[] = productIds.map((productId) => {
    const own = all.filter((i) => i.product_id === productId);
    // A product's current title is on its linked lines (unlinked ones keep the old title).
    const first = own.find((i) => i.linked) ?? own[0]!;
    return {
      id: productId,
      product_id: productId,
      product_title: first.product_title,
      image: own.find((i) => i.image)?.image ?? null,
      linked: own.every((i) => i.linked),
      total_on_hand: own.reduce((n, i) => n + i.total_on_hand, 0),
      total_committed: own.reduce((n, i) => n + i.total_committed, 0),
      total_reserved: own.reduce((n, i) => n + i.total_reserved, 0),
      inventory_items: own,
    };
  });
  return { items: grouped, _meta: meta(page, size, Number(total?.n ?? 0)) };
}
