/**
 * The contract's `products` resource (spec 2 §7 Products): list, search (the contract's filter
 * fields; tags, sku, collections and the free-text query written here), get with
 * `expand=variants,options,textareas,images`, create, patch, delete, bulk publish / unpublish /
 * delete and saved views, all on the standard `products_and_collections` subject. Server-side
 * rules (spec 2 §4–5): a template needs a name, a multi product exactly one default variant,
 * every variant one value per option, images must be the store's files. Every save publishes
 * `PRODUCT_SAVED`, every delete `PRODUCTS_DELETED` (the inventory plugin keeps its lines).
 */
import { coreTables, invalid, likePattern, resource, textSearch } from '@storeroom/server';
import { COLLECTION_MEMBERS } from '@storeroom/plugin-collections/contract';
import {
  PRODUCT_SAVED,
  PRODUCTS_DELETED,
  productRuleErrors,
  productsContract,
  PRODUCTS_MESSAGES,
} from '../contract';
import type { ActionContext } from '@storeroom/server';
import type { CatalogueProduct, ProductItem, ProductValues } from '../contract';
import { inArray, or, sql } from '@storeroom/server/drizzle';
import type { SQL } from '@storeroom/server/drizzle';
import { productsTable } from './tables';
import type { ProductRow, StoredVariant } from './tables';

function strings(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).filter(
    (t): t is string => typeof t === 'string' && t.trim() !== '',
  );
}

/** Products carrying any of the tags. */
function tagsFilter(value: unknown): SQL | undefined {
  const tags = strings(value).map((t) => t.trim());
  if (tags.length === 0) return undefined;
  return sql`${productsTable.tags} ?| array[${sql.join(
    tags.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
}

/** The product's sku or a variant's sku contains the text (any of a list). */
function skuFilter(value: unknown): SQL | undefined {
  const skus = strings(value);
  if (skus.length === 0) return undefined;
  return or(
    ...skus.map(
      (s) =>
        sql`(${textSearch(s, productsTable.sku)} or exists (select 1 from jsonb_array_elements(${productsTable.variants}) v where v->>'sku' ilike ${likePattern(s.trim())}))`,
    ),
  );
}

/**
 * Products in any of the collections (spec 2 §2 filter "collections"): ids from the
 * collections area through `COLLECTION_MEMBERS`. An empty list is no condition; without the
 * collections plugin no product is in a collection, so the filter matches nothing.
 */
async function collectionsFilter(value: unknown, ctx: ActionContext): Promise<SQL | undefined> {
  const ids = (Array.isArray(value) ? value : [value])
    .map((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v))
    .filter((v): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0);
  if (ids.length === 0) {
    if (Array.isArray(value) && value.length === 0) return undefined;
    throw invalid({ collections: [PRODUCTS_MESSAGES.collectionsFilter] });
  }
  const members = ctx.use(COLLECTION_MEMBERS);
  const productIds = members ? await members.productIds(ids) : [];
  return productIds.length === 0 ? sql`false` : inArray(productsTable.id, productIds);
}

/** Free text over title and skus (global search, `chqsearch`). */
function queryFilter(value: unknown): SQL | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return or(textSearch(value, productsTable.title), skuFilter(value));
}

/** Every file id a product names (product, variant and thumbnail images). */
export function imageIdsOf(p: Pick<ProductValues, 'images' | 'options' | 'variants'>): number[] {
  const ids = new Set<number>(p.images);
  for (const v of p.variants) {
    for (const i of v.images) ids.add(i);
    if (v.front_image !== null) ids.add(v.front_image);
    if (v.back_image !== null) ids.add(v.back_image);
  }
  for (const o of p.options) for (const t of o.thumbnails) if (t.image !== null) ids.add(t.image);
  return [...ids];
}

/** Public paths of the store's files by id. */
export async function filePaths(ctx: ActionContext, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.scope(coreTables.files).find(inArray(coreTables.files.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.path]));
}

/** Fresh variant ids from the sequence (one round trip). */
async function nextVariantIds(ctx: ActionContext, n: number): Promise<number[]> {
  if (n === 0) return [];
  const result = (await ctx.db.execute(
    sql`select nextval('product_variant_ids')::int as id from generate_series(1, ${n})`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

/**
 * Checks the cross-field rules and the images, and gives new variants ids; variants sent with
 * an id keep it only when it was the product's (a client cannot take another product's id).
 */
async function prepare(
  ctx: ActionContext,
  p: ProductValues,
  existing?: ProductRow,
): Promise<StoredVariant[]> {
  const errors = productRuleErrors(p);
  const ids = imageIdsOf(p);
  const paths = await filePaths(ctx, ids);
  if (ids.some((id) => !paths.has(id))) errors.images = [PRODUCTS_MESSAGES.imageNotFound];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const own = new Set((existing?.variants ?? []).map((v) => v.id));
  const keep = (v: ProductValues['variants'][number]) => v.id !== undefined && own.has(v.id);
  const fresh = await nextVariantIds(ctx, p.variants.filter((v) => !keep(v)).length);
  return p.variants.map((v) => (keep(v) ? { ...v, id: v.id! } : { ...v, id: fresh.shift()! }));
}

/** The row's values as the editor's values (for merging a PATCH). */
function valuesOf(row: ProductRow): ProductValues {
  const { id: _id, store_id: _s, created_at: _c, ...rest } = row;
  return rest;
}

/** A product as other areas see it (CATALOGUE, PRODUCT_SAVED). */
export function toCatalogue(row: ProductRow, paths: ReadonlyMap<number, string>): CatalogueProduct {
  const path = (id: number | undefined | null) =>
    id === undefined || id === null ? null : (paths.get(id) ?? null);
  return {
    id: row.id,
    title: row.title,
    seo_url: row.seo_url,
    type: row.type,
    vendor: row.vendor,
    tags: row.tags,
    price: row.price,
    is_draft: row.is_draft,
    track_inventory: row.track_inventory,
    is_giftcard: row.is_giftcard,
    // A product without variants has one inventory line: its own sku.
    sku: row.sku,
    image: path(row.images[0]),
    variants: row.variants.map((v) => ({
      id: v.id,
      title: v.variant.join(' / '),
      sku: v.sku,
      price: v.price,
      image: path(v.images[0] ?? v.front_image),
    })),
  };
}

/** Publishes PRODUCT_SAVED for rows (with their image paths). */
export async function publishSaved(ctx: ActionContext, rows: readonly ProductRow[]): Promise<void> {
  const paths = await filePaths(
    ctx,
    rows
      .flatMap((r) => [r.images[0], ...r.variants.map((v) => v.images[0] ?? v.front_image)])
      .filter((id): id is number => typeof id === 'number'),
  );
  for (const row of rows) if (!row.is_template) await ctx.emit(PRODUCT_SAVED, toCatalogue(row, paths));
}

export function toItem(row: ProductRow): ProductItem {
  return {
    id: row.id,
    title: row.title,
    seo_title: row.seo_title,
    seo_url: row.seo_url,
    sku: row.sku,
    price: row.price,
    type: row.type,
    vendor: row.vendor,
    tags: row.tags,
    is_draft: row.is_draft,
    is_template: row.is_template,
    template_name: row.template_name,
    is_multi: row.is_multi,
    is_pod: row.is_pod,
    is_giftcard: row.is_giftcard,
    auto_fulfilment: row.auto_fulfilment,
    skip_shipping: row.skip_shipping,
    track_inventory: row.track_inventory,
    created_at: row.created_at.toISOString(),
    skus: [row.sku, ...row.variants.map((v) => v.sku)].filter((s) => s !== ''),
    variant_count: row.variants.length,
  };
}

async function setDraft(rows: ProductRow[], ctx: ActionContext, is_draft: boolean) {
  const updated = await ctx.scope(productsTable).update(
    rows.map((r) => r.id),
    { is_draft },
  );
  await publishSaved(ctx, updated);
  return { affected: updated.length };
}

export const productsResource = resource(productsContract.resources.products, {
  table: productsTable,
  filters: { tags: tagsFilter, sku: skuFilter, query: queryFilter, collections: collectionsFilter },
  toItem,
  expand: {
    variants: async (items, rows) => {
      items.forEach((item, i) => (item.variants = rows[i]!.variants));
    },
    options: async (items, rows) => {
      items.forEach((item, i) => (item.options = rows[i]!.options));
    },
    textareas: async (items, rows) => {
      items.forEach((item, i) => (item.textareas = rows[i]!.textareas));
    },
    images: async (items, rows, ctx) => {
      const paths = await filePaths(
        ctx,
        rows.flatMap((r) => imageIdsOf(r)),
      );
      items.forEach((item, i) => {
        const row = rows[i]!;
        item.images = row.images;
        item.files = Object.fromEntries(
          imageIdsOf(row).flatMap((id) => (paths.has(id) ? [[String(id), paths.get(id)!]] : [])),
        );
      });
    },
  },
  async beforeCreate(input, ctx) {
    const variants = await prepare(ctx, input);
    // spec 2 §4: a template has no address of its own.
    return { ...input, variants, ...(input.is_template ? { seo_url: '' } : {}) };
  },
  async afterCreate(row, ctx) {
    await publishSaved(ctx, [row]);
  },
  async beforeUpdate(input, existing, ctx) {
    const merged: ProductValues = { ...valuesOf(existing), ...input } as ProductValues;
    // A variant sent without the variants list keeps its ids; checks run on the merged product.
    const variants = await prepare(ctx, merged, existing);
    const { variants: _sent, ...rest } = input;
    const values: Partial<ProductRow> = input.variants !== undefined ? { ...rest, variants } : rest;
    if (merged.is_template) values.seo_url = '';
    await publishSaved(ctx, [{ ...existing, ...values }]);
    return values;
  },
  async beforeDelete(row, ctx) {
    await ctx.emit(PRODUCTS_DELETED, { ids: [row.id] });
  },
  actions: {
    publish: (rows, ctx) => setDraft(rows, ctx, false),
    unpublish: (rows, ctx) => setDraft(rows, ctx, true),
  },
});
