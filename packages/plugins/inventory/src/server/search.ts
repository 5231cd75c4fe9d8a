/**
 * Inventory queries (spec 2 §7 Inventory): items with their totals and per-warehouse status,
 * filtered by product_title, `sku.title` (a list), total_on_hand, total_committed,
 * warehouse and a free-text `query` (title or sku), paged flat or grouped by product (`group=product`).
 */
import { invalid } from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import { and, asc, desc, eq, ilike, inArray, isNotNull, not, or, sql } from '@storeroom/server/drizzle';
import type { AnyPgColumn, SQL } from '@storeroom/server/drizzle';
import type { InventoryGroup, InventoryItem, InventoryStatus } from '../schema';
import { inventoryItems, inventoryLevels, warehouses } from './tables';

type ItemRow = typeof inventoryItems.$inferSelect;

const MAX_PAGE_SIZE = 200;
const INT = /^[0-9]{1,9}$/;
const NUMBER_OPERATORS = new Set(['=', '!=', '>', '<', '>=', '<=']);
const TEXT_OPERATORS = new Set(['=', '!=', 'contains', 'notcontains']);

export interface InventoryQuery {
  page: number;
  size: number;
  group: boolean;
  sort: { field: SortField; descending: boolean };
}

const SORT_FIELDS = ['product_title', 'sku', 'total_on_hand', 'total_committed', 'id', 'product_id'] as const;
type SortField = (typeof SORT_FIELDS)[number];

/** `?page&size&sort&group`: 422 on bad values (never a database error). */
export function parseInventoryQuery(query: Record<string, string | undefined>): InventoryQuery {
  const errors: Record<string, string[]> = {};
  let page = 1;
  let size = 20;
  if (query.page) {
    if (!INT.test(query.page) || Number(query.page) < 1)
      errors.page = ['Page must be a positive whole number.'];
    else page = Number(query.page);
  }
  if (query.size) {
    if (!INT.test(query.size) || Number(query.size) < 1 || Number(query.size) > MAX_PAGE_SIZE)
      errors.size = [`Size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`];
    else size = Number(query.size);
  }
  const rawSort = (query.sort ?? '').split(',')[0]?.trim() || 'product_title';
  const descending = rawSort.startsWith('!') || rawSort.startsWith('-');
  const field = descending ? rawSort.slice(1) : rawSort;
  if (!(SORT_FIELDS as readonly string[]).includes(field)) errors.sort = [`Unknown sort field "${field}".`];
  if (query.group && query.group !== 'product') errors.group = ['Inventory can only be grouped by product.'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { page, size, group: query.group === 'product', sort: { field: field as SortField, descending } };
}

interface OperatorFilter {
  operator: string;
  value: unknown;
}

function isOperatorFilter(value: unknown): value is OperatorFilter {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'operator' in value;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function textCondition(column: AnyPgColumn, f: OperatorFilter): SQL | string {
  if (!TEXT_OPERATORS.has(f.operator)) return `Operator "${f.operator}" does not apply to text.`;
  if (typeof f.value !== 'string' && typeof f.value !== 'number') return 'Must be text.';
  const value = String(f.value);
  switch (f.operator) {
    case '=':
      return sql`lower(${column}) = lower(${value})`;
    case '!=':
      return sql`lower(${column}) <> lower(${value})`;
    case 'contains':
      return ilike(column, likePattern(value));
    default:
      return not(ilike(column, likePattern(value)));
  }
}

function numberCondition(expr: SQL, f: OperatorFilter): SQL | string {
  if (!NUMBER_OPERATORS.has(f.operator)) return `Operator "${f.operator}" does not apply to numbers.`;
  const n = typeof f.value === 'string' && f.value.trim() !== '' ? Number(f.value) : f.value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return 'Must be a number.';
  const op = f.operator === '!=' ? '<>' : f.operator;
  return sql`${expr} ${sql.raw(op)} ${n}`;
}

function ids(value: unknown): number[] | string {
  const list = Array.isArray(value) ? value : [value];
  const out: number[] = [];
  for (const v of list) {
    const n = typeof v === 'string' && INT.test(v) ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return 'Must be an id or a list of ids.';
    out.push(n);
  }
  return out;
}

/** Sums of the item's levels (all warehouses, or the filtered ones). */
function levelSums(ctx: ActionContext, warehouseIds: number[] | undefined) {
  return ctx.db
    .select({
      item_id: inventoryLevels.item_id,
      on_hand: sql<number>`sum(${inventoryLevels.on_hand})::int`.as('sum_on_hand'),
      committed: sql<number>`sum(${inventoryLevels.committed})::int`.as('sum_committed'),
    })
    .from(inventoryLevels)
    .where(
      and(
        eq(inventoryLevels.store_id, ctx.store.id),
        warehouseIds ? inArray(inventoryLevels.warehouse_id, warehouseIds) : undefined,
      ),
    )
    .groupBy(inventoryLevels.item_id)
    .as('sums');
}

/** The filter body → conditions on items and their sums (422 `{ errors }` on bad input). */
function buildQuery(ctx: ActionContext, body: unknown) {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw invalid({ _: ['The search filter must be an object.'] });
  const filter = body as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  let warehouseIds: number[] | undefined;
  if (filter.warehouse !== undefined && filter.warehouse !== null && filter.warehouse !== '') {
    const raw = isOperatorFilter(filter.warehouse) ? filter.warehouse.value : filter.warehouse;
    const list = ids(raw);
    if (typeof list === 'string') fail('warehouse', list);
    else if (list.length > 0) warehouseIds = list;
  }
  const sums = levelSums(ctx, warehouseIds);
  const onHand = sql<number>`coalesce(${sums.on_hand}, 0)`;
  const committed = sql<number>`coalesce(${sums.committed}, 0)`;
  const conditions: SQL[] = [];
  if (warehouseIds) conditions.push(isNotNull(sums.item_id));
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '' || field === 'warehouse') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    const operatorList =
      Array.isArray(value) && value.every(isOperatorFilter) ? (value as OperatorFilter[]) : undefined;
    switch (field) {
      case 'product_title': {
        const list = operatorList ?? [isOperatorFilter(value) ? value : { operator: 'contains', value }];
        for (const f of list) {
          const c = textCondition(inventoryItems.product_title, f);
          if (typeof c === 'string') fail(field, c);
          else conditions.push(c);
        }
        break;
      }
      case 'sku.title':
      case 'sku': {
        if (operatorList || isOperatorFilter(value)) {
          for (const f of operatorList ?? [value as OperatorFilter]) {
            const c = textCondition(inventoryItems.sku, f);
            if (typeof c === 'string') fail(field, c);
            else conditions.push(c);
          }
          break;
        }
        const skus = (Array.isArray(value) ? value : [value]).map((v) =>
          typeof v === 'string' ? v.trim() : v,
        );
        if (skus.some((s) => typeof s !== 'string' || s === ''))
          fail(field, 'Must be a sku or a list of skus.');
        else if (skus.length > 1000) fail(field, 'Too many values.');
        else
          conditions.push(
            inArray(
              sql`lower(${inventoryItems.sku})`,
              (skus as string[]).map((s) => s.toLowerCase()),
            ),
          );
        break;
      }
      case 'total_on_hand':
      case 'total_committed': {
        const expr = field === 'total_on_hand' ? onHand : committed;
        const list = operatorList ?? [isOperatorFilter(value) ? value : { operator: '=', value }];
        for (const f of list) {
          const c = numberCondition(expr, f);
          if (typeof c === 'string') fail(field, c);
          else conditions.push(c);
        }
        break;
      }
      case 'query': {
        // Free text over product title and sku (the transfers add-items search).
        if (typeof value !== 'string') fail(field, 'Must be text.');
        else if (value.trim() !== '') {
          const pattern = likePattern(value.trim());
          conditions.push(
            or(ilike(inventoryItems.product_title, pattern), ilike(inventoryItems.sku, pattern))!,
          );
        }
        break;
      }
      case 'product_id':
      case 'id': {
        const list = ids(isOperatorFilter(value) ? value.value : value);
        if (typeof list === 'string') fail(field, list);
        else conditions.push(inArray(field === 'id' ? inventoryItems.id : inventoryItems.product_id, list));
        break;
      }
      case 'linked': {
        const v = isOperatorFilter(value) ? value.value : value;
        if (v !== true && v !== false && v !== 'true' && v !== 'false') fail(field, 'Must be true or false.');
        else conditions.push(eq(inventoryItems.linked, v === true || v === 'true'));
        break;
      }
      default:
        fail(field, `Unknown filter field "${field}".`);
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const where = ctx.scope(inventoryItems).where(conditions.length > 0 ? and(...conditions) : undefined);
  return { sums, onHand, committed, where };
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
        return {
          id: level?.id ?? 0,
          warehouse_id: w.id,
          warehouse: w.title,
          on_hand: onHand,
          committed,
          uncommitted: onHand - committed,
        };
      }),
    );
  }
  return out;
}

/** Items as the API answers them (totals over every warehouse, status per warehouse). */
export async function toItems(ctx: ActionContext, rows: ItemRow[]): Promise<InventoryItem[]> {
  const status = await statusOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
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
      status: list,
    };
  });
}

function meta(page: number, size: number, totalCount: number) {
  return { currentPage: page, pageCount: Math.ceil(totalCount / size), perPage: size, totalCount };
}

/** One page of items, or of products with their items (`group=product`). */
export async function searchInventory(ctx: ActionContext, query: InventoryQuery, body: unknown) {
  const { sums, onHand, committed, where } = buildQuery(ctx, body);
  const direction = query.sort.descending ? desc : asc;
  if (!query.group) {
    const sortExpr = {
      product_title: inventoryItems.product_title,
      sku: inventoryItems.sku,
      id: inventoryItems.id,
      product_id: inventoryItems.product_id,
      total_on_hand: onHand,
      total_committed: committed,
    }[query.sort.field];
    const [total] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(inventoryItems)
      .leftJoin(sums, eq(sums.item_id, inventoryItems.id))
      .where(where);
    const rows = await ctx.db
      .select({ item: inventoryItems })
      .from(inventoryItems)
      .leftJoin(sums, eq(sums.item_id, inventoryItems.id))
      .where(where)
      .orderBy(direction(sortExpr), asc(inventoryItems.variant_id), asc(inventoryItems.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const items = await toItems(
      ctx,
      rows.map((r) => r.item),
    );
    return { items, _meta: meta(query.page, query.size, total?.n ?? 0) };
  }

  const groupSort = {
    product_title: sql`min(${inventoryItems.product_title})`,
    sku: sql`min(${inventoryItems.sku})`,
    id: sql`min(${inventoryItems.id})`,
    product_id: sql`${inventoryItems.product_id}`,
    total_on_hand: sql`sum(${onHand})`,
    total_committed: sql`sum(${committed})`,
  }[query.sort.field];
  const [total] = await ctx.db
    .select({ n: sql<number>`count(distinct ${inventoryItems.product_id})::int` })
    .from(inventoryItems)
    .leftJoin(sums, eq(sums.item_id, inventoryItems.id))
    .where(where);
  const products = await ctx.db
    .select({ product_id: inventoryItems.product_id })
    .from(inventoryItems)
    .leftJoin(sums, eq(sums.item_id, inventoryItems.id))
    .where(where)
    .groupBy(inventoryItems.product_id)
    .orderBy(direction(groupSort), asc(inventoryItems.product_id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const productIds = products.map((p) => p.product_id);
  const rows =
    productIds.length === 0
      ? []
      : await ctx.db
          .select({ item: inventoryItems })
          .from(inventoryItems)
          .leftJoin(sums, eq(sums.item_id, inventoryItems.id))
          .where(and(where, inArray(inventoryItems.product_id, productIds)))
          .orderBy(asc(inventoryItems.variant_id), asc(inventoryItems.id));
  const items = await toItems(
    ctx,
    rows.map((r) => r.item),
  );
  const groups: InventoryGroup[] = productIds.map((productId) => {
    const own = items.filter((i) => i.product_id === productId);
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
      inventory_items: own,
    };
  });
  return { items: groups, _meta: meta(query.page, query.size, total?.n ?? 0) };
}
