/**
 * The Collections plugin's server part (spec 1 §3 Collection, §4–5, §7 Collections): the
 * `collections` table and its migrations; the contract's `collections` resource (list, search,
 * get, create, update, delete, bulk publish / unpublish / delete, saved views — each checked
 * against the standard `products_and_collections` subject) and its `products` endpoint
 * (`GET /collections/{id}/products`); `COLLECTION_MEMBERS`; and demo data. Products come from the products plugin through the `CATALOGUE` contract
 * (plugins never import each other): manual ids are checked with `find`, by-rules members come
 * from `match`; without a catalogue both degrade to "no products".
 */
import type { z } from 'zod';
import {
  coreTables,
  defineServerPlugin,
  implement,
  invalid,
  notFound,
  parseId,
  provide,
  resource,
  subscribe,
  textSearch,
} from '@storeroom/server';
import { DASHBOARD_SETUP } from '@storeroom/plugin-dashboard/contract';
import { CATALOGUE, PRODUCTS_DELETED } from '@storeroom/plugin-products/contract';
import type { ActionContext } from '@storeroom/server';
import type { DashboardSetupState } from '@storeroom/plugin-dashboard/contract';
import type { CatalogueProduct } from '@storeroom/plugin-products/contract';
import { and, eq, inArray, ne } from '@storeroom/server/drizzle';
import {
  COLLECTION_IMAGE_UPLOAD_TYPE,
  COLLECTION_MEMBERS,
  COLLECTIONS_MESSAGES,
  collectionsContract,
  slugify,
} from '../contract';
import type {
  CollectionImage,
  CollectionItem,
  CollectionMembersService,
  CollectionProduct,
  collectionInputSchema,
} from '../contract';
import { seedCollections } from './seed-data';
import { collectionsTable } from './tables';
import type { CollectionRow } from './tables';

export { collectionsTable } from './tables';

type CollectionValues = z.output<typeof collectionInputSchema>;

function toItem(row: CollectionRow): CollectionItem {
  return {
    id: row.id,
    ...valuesOf(row),
    images: row.images,
    products: row.type === 'manual' ? row.products : [],
    created_at: row.created_at.toISOString(),
  };
}

/** The collection's products now: manual ids in their order, or the catalogue's rule matches. */
export async function memberIds(ctx: ActionContext, row: CollectionRow): Promise<number[]> {
  const catalogue = ctx.use(CATALOGUE);
  if (!catalogue) return [];
  if (row.type === 'rules')
    return row.rules.length === 0 ? [] : catalogue.match(row.rules, row.rules_match_condition);
  return row.products;
}

/** Checks the manual product ids against the catalogue (when the store has one). */
async function checkProducts(ctx: ActionContext, ids: readonly number[]): Promise<void> {
  const catalogue = ctx.use(CATALOGUE);
  if (!catalogue || ids.length === 0) return;
  const found = new Set((await catalogue.find(ids)).map((p) => p.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw invalid({ products: missing.map(COLLECTIONS_MESSAGES.productNotFound) });
}

/** Turns file ids into the store's collection images (id and public path). */
async function resolveImages(ctx: ActionContext, ids: readonly number[]): Promise<CollectionImage[]> {
  if (ids.length === 0) return [];
  const files = await ctx
    .scope(coreTables.files)
    .find(
      and(inArray(coreTables.files.id, [...ids]), eq(coreTables.files.type, COLLECTION_IMAGE_UPLOAD_TYPE)),
    );
  const byId = new Map(files.map((f) => [f.id, f]));
  if (ids.some((id) => !byId.has(id))) throw invalid({ images: [COLLECTIONS_MESSAGES.imageNotFound] });
  return [...new Set(ids)].map((id) => ({ id, path: byId.get(id)!.path }));
}

/**
 * The row values of a create or update: seo_url always a slug, from the title when empty
 * (spec 1 §5) and unique in the store; rules needed by a by-rules collection; the other
 * type's data dropped (switching to rules wipes the manual selection, spec 1 §4).
 */
async function rowValues(
  ctx: ActionContext,
  merged: CollectionValues,
  input: Partial<CollectionValues>,
  existing?: CollectionRow,
) {
  const errors: Record<string, string[]> = {};
  const seoUrl = slugify(merged.seo_url) || slugify(merged.title) || `collection-${Date.now()}`;
  const taken = await ctx
    .scope(collectionsTable)
    .find(
      existing
        ? and(eq(collectionsTable.seo_url, seoUrl), ne(collectionsTable.id, existing.id))
        : eq(collectionsTable.seo_url, seoUrl),
    );
  if (taken.length > 0) errors.seo_url = [COLLECTIONS_MESSAGES.seoUrlTaken];
  if (merged.type === 'rules' && merged.rules.length === 0)
    errors.rules = [COLLECTIONS_MESSAGES.rulesRequired];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const products = merged.type === 'manual' ? [...new Set(merged.products)] : [];
  if (merged.type === 'manual' && input.products !== undefined) await checkProducts(ctx, products);
  const values: Partial<typeof collectionsTable.$inferInsert> = {
    ...(input.title !== undefined ? { title: merged.title } : {}),
    ...(input.seo_title !== undefined ? { seo_title: merged.seo_title } : {}),
    ...(input.description !== undefined ? { description: merged.description } : {}),
    ...(input.is_draft !== undefined ? { is_draft: merged.is_draft } : {}),
    ...(input.sort !== undefined ? { sort: merged.sort } : {}),
    ...(input.rules_match_condition !== undefined
      ? { rules_match_condition: merged.rules_match_condition }
      : {}),
    seo_url: seoUrl,
    type: merged.type,
    rules: merged.type === 'rules' ? merged.rules : [],
    products,
  };
  if (input.images !== undefined) values.images = await resolveImages(ctx, merged.images);
  return values;
}

function valuesOf(row: CollectionRow): CollectionValues {
  return {
    title: row.title,
    seo_url: row.seo_url,
    seo_title: row.seo_title,
    description: row.description,
    images: row.images.map((i) => i.id),
    is_draft: row.is_draft,
    type: row.type,
    rules_match_condition: row.rules_match_condition,
    rules: row.rules,
    products: row.products,
    sort: row.sort,
  };
}

export const collectionsResource = resource(collectionsContract.resources.collections, {
  table: collectionsTable,
  // The search box: free text over title and url.
  filters: { query: (value) => textSearch(value, collectionsTable.title, collectionsTable.seo_url) },
  toItem,
  expand: {
    // The products a collection holds now (a by-rules collection asks the catalogue per row).
    async products_count(items, rows, ctx) {
      for (const [i, row] of rows.entries()) items[i]!.products_count = (await memberIds(ctx, row)).length;
    },
  },
  async beforeCreate(input, ctx) {
    const values = await rowValues(ctx, input, input);
    return { ...values, title: input.title, seo_url: values.seo_url! };
  },
  beforeUpdate(input, existing, ctx) {
    const merged = { ...valuesOf(existing), ...stripUndefined(input) };
    return rowValues(ctx, merged, input, existing);
  },
  actions: {
    publish: (rows, ctx) => setDraft(rows, ctx, false),
    unpublish: (rows, ctx) => setDraft(rows, ctx, true),
  },
});

async function setDraft(rows: CollectionRow[], ctx: ActionContext, is_draft: boolean) {
  const updated = await ctx.scope(collectionsTable).update(
    rows.map((r) => r.id),
    { is_draft },
  );
  return { affected: updated.length };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function toProduct(p: CatalogueProduct): CollectionProduct {
  return { id: p.id, title: p.title, price: p.price, is_draft: p.is_draft, image: p.image };
}

/** `GET /collections/{id}/products?page&size` (spec 1 §7): the members, 200 per page (spec 1 §9). */
/** The manual collections by title, each saying whether the product is in it. */
async function manualOf(ctx: ActionContext, productId: number) {
  const rows = await ctx.scope(collectionsTable).find(eq(collectionsTable.type, 'manual'));
  rows.sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
  return {
    items: rows.map((r) => ({ id: r.id, title: r.title, member: r.products.includes(productId) })),
  };
}

/** `GET /collections/for-product/{id}`: the product editor's Collections field. */
export const productCollections = implement(
  collectionsContract.endpoints.productCollections,
  async (ctx, { params }) => manualOf(ctx, params.id === '0' ? 0 : parseId(params.id)),
);

/**
 * `PUT /collections/for-product/{id}`: the product in exactly these manual collections (added
 * at the end of each it joins, removed from the others), all in this transaction; a by-rules
 * or unknown collection, or a product the catalogue does not have, refuses the whole change.
 */
export const setProductCollections = implement(
  collectionsContract.endpoints.setProductCollections,
  async (ctx, { params, body }) => {
    const productId = parseId(params.id);
    const wanted = [...new Set(body.collections)];
    // Locked: a collection saved meanwhile (or another product's change) is not overwritten.
    const rows = await ctx.db
      .select()
      .from(collectionsTable)
      .where(ctx.scope(collectionsTable).where())
      .for('update');
    const bad = wanted.filter((id) => rows.find((r) => r.id === id)?.type !== 'manual');
    if (bad.length > 0) throw invalid({ collections: bad.map(COLLECTIONS_MESSAGES.notManual) });
    await checkProducts(ctx, [productId]);
    for (const row of rows) {
      if (row.type !== 'manual') continue;
      const has = row.products.includes(productId);
      const wants = wanted.includes(row.id);
      if (has === wants) continue;
      const products = wants ? [...row.products, productId] : row.products.filter((id) => id !== productId);
      await ctx.scope(collectionsTable).update(row.id, { products });
    }
    return manualOf(ctx, productId);
  },
);

export const collectionProducts = implement(
  collectionsContract.endpoints.products,
  async (ctx, { params, query }) => {
    const row = await ctx.scope(collectionsTable).get(parseId(params.id));
    if (!row) throw notFound();
    const { page, size } = query;
    const ids = await memberIds(ctx, row);
    const slice = ids.slice((page - 1) * size, page * size);
    const found = slice.length > 0 ? await ctx.use(CATALOGUE)!.find(slice) : [];
    const byId = new Map(found.map((p) => [p.id, p]));
    return {
      items: slice.flatMap((id) => (byId.has(id) ? [toProduct(byId.get(id)!)] : [])),
      _meta: {
        currentPage: page,
        pageCount: Math.max(1, Math.ceil(ids.length / size)),
        perPage: size,
        totalCount: ids.length,
      },
    };
  },
);

/** Deleted products leave the manual collections that held them. */
async function dropDeletedProducts(ctx: ActionContext, { ids }: { ids: number[] }): Promise<void> {
  if (ids.length === 0) return;
  const gone = new Set(ids);
  const table = ctx.scope(collectionsTable);
  for (const row of await table.find(eq(collectionsTable.type, 'manual'))) {
    const kept = row.products.filter((id) => !gone.has(id));
    if (kept.length !== row.products.length) await table.update(row.id, { products: kept });
  }
}

/**
 * `COLLECTION_MEMBERS` (the products list's collections filter and lookup, spec 2 §2–3):
 * members of several collections at once, and the store's collections by title. Collections
 * here are manual or by rules, never automatic (`is_auto` false).
 */
export function collectionMembersService(ctx: ActionContext): CollectionMembersService {
  return {
    async productIds(collectionIds) {
      const ids = [...new Set(collectionIds)].filter((id) => Number.isInteger(id) && id > 0);
      if (ids.length === 0) return [];
      const rows = await ctx.scope(collectionsTable).find(inArray(collectionsTable.id, ids));
      const members = new Set<number>();
      for (const row of rows) for (const id of await memberIds(ctx, row)) members.add(id);
      return [...members].sort((a, b) => a - b);
    },
    async list() {
      const rows = await ctx.scope(collectionsTable).find();
      return rows
        .map((r) => ({ id: r.id, title: r.title, is_auto: false }))
        .sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
    },
  };
}

/** The dashboard's setup checklist (spec 2 §2): "collections" is done once the store has one. */
async function markSetupStep(ctx: ActionContext, state: DashboardSetupState): Promise<void> {
  const [any] = await ctx.db
    .select({ id: collectionsTable.id })
    .from(collectionsTable)
    .where(ctx.scope(collectionsTable).where())
    .limit(1);
  if (any) state.done.add('collections');
}

export const collectionsServerPlugin = defineServerPlugin({
  id: 'collections',
  contract: collectionsContract,
  tables: { collectionsTable },
  migrations: [
    {
      version: 1,
      name: 'create collections',
      sql: [
        `create table collections (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          title text not null,
          seo_url text not null,
          seo_title text not null default '',
          description text not null default '',
          images jsonb not null default '[]'::jsonb,
          is_draft boolean not null default true,
          type text not null default 'manual',
          rules_match_condition text not null default 'all',
          rules jsonb not null default '[]'::jsonb,
          products jsonb not null default '[]'::jsonb,
          sort integer not null default 0,
          created_at timestamptz not null default now()
        )`,
        'create index collections_store_idx on collections (store_id, id)',
        'create unique index collections_store_seo_url_key on collections (store_id, seo_url)',
      ],
    },
  ],
  resources: [collectionsResource],
  routes: [collectionProducts, productCollections, setProductCollections],
  provides: [provide(COLLECTION_MEMBERS, collectionMembersService)],
  subscribes: [subscribe(PRODUCTS_DELETED, dropDeletedProducts), subscribe(DASHBOARD_SETUP, markSetupStep)],
  async seed({ context, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    const ctx = await context(main);
    // The products seed ran before (registration order): pick a few of its products.
    const catalogue = ctx.use(CATALOGUE);
    const someIds = catalogue
      ? await catalogue.match([{ field: 'title', operator: '!=', value: '' }], 'all')
      : [];
    const [mainRows, secondRows] = seedCollections(someIds);
    await ctx.scope(collectionsTable).insertMany(mainRows);
    if (second !== undefined) await (await context(second)).scope(collectionsTable).insertMany(secondRows);
  },
});
