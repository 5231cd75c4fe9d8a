/**
 * The resource engine: mounts a `resource()` declaration as the standard endpoints
 * (ARCHITECTURE.md "HTTP contract"), checking its subject on each, limiting every query to
 * the caller's store and validating every input.
 */
import { createHash } from 'node:crypto';
import { and, count, eq, getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import type { Column, InferSelectModel, Placeholder, SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ListResponse, SavedView } from '@storeroom/core/client';
import type { ActionContext } from '../context';
import type { Executor } from '../db/database';
import { savedViews } from '../db/schema';
import { invalid, notFound, parseId, parseOr422, readJson } from '../http/errors';
import type { Api, AppEnv, Runtime } from '../runtime';
import { scopeTable } from '../tenancy';
import type { StoreInsert, StoreTable } from '../tenancy';
import { RESERVED_ACTIONS, withDefaultOperations } from './resource';
import type { ResourceDefinition } from './resource';
import { buildFilter, parseExpand, parsePaging, parseSort } from './query';
import { compactRowCounts, hasRowCounts, readRowCount, rowCountOf } from './row-counts';

/** The page query's extra column carrying the store's count (removed from the rows). */
const TOTAL = '__storeroom_total';

/** Sorts of one resource whose page query is kept prepared (per database). */
const MAX_PREPARED_SORTS = 16;

/** A prepared page query: its placeholders' values in, rows out. */
interface PreparedPage {
  execute(values: { store: number; limit: number; offset: number }): Promise<unknown[]>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of resources of different tables and item types
export type AnyResource = ResourceDefinition<any, any, any>;

const NAME = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;
// Ids may come as numbers or numeric strings (the client's bulk helper accepts both).
const idSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^[0-9]{1,10}$/.test(v) ? Number(v) : v),
  z.number({ error: 'Ids must be numbers.' }).int().positive().max(2_147_483_647),
);
const idsSchema = z.object({
  ids: z.array(idSchema).min(1, 'Select at least one item.').max(1000),
});

/**
 * The default update schema: every field optional and without its default. zod's own
 * `.partial()` keeps defaults, so `PATCH { price }` would silently reset every defaulted field.
 */
export function partialWithoutDefaults(schema: z.ZodObject): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const inner = field instanceof z.ZodDefault ? (field.removeDefault() as z.ZodType) : field;
    shape[key] = inner.optional();
  }
  return z.object(shape);
}

/** Checks a declaration at start-up: deny by default, so no subject means no start. */
export function validateResource(def: AnyResource): void {
  if (!def.name || !NAME.test(def.name))
    throw new Error(`Resource name "${def.name}" must be a lowercase path.`);
  if (!def.subject || typeof def.subject.id !== 'string')
    throw new Error(`Resource "${def.name}" has no access subject: every resource must declare one.`);
  const columns = getTableColumns(def.table);
  if (!columns.id || !columns.store_id)
    throw new Error(`Resource "${def.name}": its table needs id and store_id columns.`);
  for (const field of [...(def.filterable ?? []), ...(def.sortable ?? [])])
    if (!(field in columns))
      throw new Error(
        `Resource "${def.name}": "${field}" is a filter or sort field but neither a column nor a custom filter.`,
      );
  for (const [action, bulk] of Object.entries(def.actions ?? {})) {
    if (RESERVED_ACTIONS.has(action))
      throw new Error(`Resource "${def.name}": "${action}" cannot be a bulk action name.`);
    if (!bulk.action)
      throw new Error(`Resource "${def.name}": bulk action "${action}" needs an access action.`);
  }
}

/**
 * Which doors of a resource to mount: `lists` (list, search and saved views: fixed paths that
 * a domain route such as `GET /x/:id` must not shadow), `items` (get, create, update, delete,
 * bulk actions: `/x/:id` and `/x/:action`, which must not shadow a domain route such as
 * `POST /x/mass-fulfilment`), or `all`.
 */
export type ResourceDoors = 'all' | 'lists' | 'items';

/** Mounts one resource (or one part of its doors) on the API router. */
export function mountResource(
  api: Api,
  def: AnyResource,
  runtime: Runtime,
  doors: ResourceDoors = 'all',
): void {
  validateResource(def);
  const table: StoreTable = def.table;
  const columns = getTableColumns(table) as Record<string, Column>;
  const hidden = new Set<string>(['store_id', ...(def.hidden ?? [])]);
  const visible = Object.keys(columns).filter((k) => !hidden.has(k) && columns[k]!.dataType !== 'json');
  const filterable = new Set(def.filterable ?? visible);
  const sortable = new Set(def.sortable ?? visible);
  const defaultSort = def.defaultSort ?? 'id';
  const pageSize = def.pageSize ?? 20;
  const all = withDefaultOperations(def.operations);
  const lists = doors !== 'items';
  const itemDoors = doors !== 'lists';
  const ops = {
    list: lists && all.list,
    savedViews: lists && all.savedViews,
    get: itemDoors && all.get,
    create: itemDoors && all.create,
    update: itemDoors && all.update,
    delete: itemDoors && all.delete,
  };
  const updateSchema = def.updateSchema ?? partialWithoutDefaults(def.schema);
  const base = `/${def.name}`;
  const subject = def.subject;
  type Row = InferSelectModel<typeof table>;
  const tableName = getTableName(table);
  // Whether the database keeps this table's counts (resource/row-counts.ts): asked once.
  let countedAnswer: Promise<boolean> | undefined;
  const counted = (ctx: ActionContext): Promise<boolean> => {
    countedAnswer ??= hasRowCounts(ctx.db, tableName).catch((error: unknown) => {
      countedAnswer = undefined;
      throw error;
    });
    return countedAnswer;
  };

  const toItem = (row: Row, ctx: ActionContext): Record<string, unknown> => {
    if (def.toItem) return def.toItem(row, ctx);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(row as Record<string, unknown>)) if (!hidden.has(k)) out[k] = v;
    return out;
  };

  const expandItems = async (
    c: Context<AppEnv>,
    items: Record<string, unknown>[],
    rows: Row[],
    ctx: ActionContext,
  ): Promise<void> => {
    const wanted = parseExpand(c.req.query('expand'));
    for (const name of wanted) {
      const loader = def.expand && Object.hasOwn(def.expand, name) ? def.expand[name] : undefined;
      if (loader && items.length > 0) await loader(items, rows, ctx);
    }
  };

  // Prepared page queries of the whole store's list, per database and sort (a few per resource).
  const prepared = new WeakMap<Executor, Map<string, PreparedPage>>();
  const pageQuery = (
    db: Executor,
    order: SQL[],
    store: number | Placeholder,
    limit: number | Placeholder,
    offset: number | Placeholder,
  ) =>
    db
      .select({ ...columns, [TOTAL]: rowCountOf(tableName, store) })
      .from(table)
      .where(eq(columns.store_id!, store))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  const wholeStorePage = (db: Executor, sortKey: string, order: SQL[]): PreparedPage => {
    let bySort = prepared.get(db);
    if (!bySort) prepared.set(db, (bySort = new Map()));
    const known = bySort.get(sortKey);
    if (known) return known;
    // Sorts past the first few run unprepared: a caller trying sort after sort must not leave
    // a named statement for each on every PostgreSQL connection.
    if (bySort.size >= MAX_PREPARED_SORTS)
      return {
        execute: async ({ store, limit, offset }) => await pageQuery(db, order, store, limit, offset),
      };
    const query = pageQuery(
      db,
      order,
      sql.placeholder('store'),
      sql.placeholder('limit'),
      sql.placeholder('offset'),
    );
    // PostgreSQL keeps a named statement per connection: the name follows the text.
    const name = `list_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20)}`;
    const page = query.prepare(name) as PreparedPage;
    bySort.set(sortKey, page);
    return page;
  };

  const listOf = async (
    c: Context<AppEnv>,
    filter: SQL | undefined,
  ): Promise<ListResponse<Record<string, unknown>>> => {
    const ctx = runtime.context(c);
    const { page, size } = parsePaging(c.req.query(), pageSize);
    const order = parseSort(c.req.query('sort'), defaultSort, columns, sortable);
    const scoped = scopeTable(ctx.db, table, ctx.store.id);
    const where = scoped.where(filter);
    const countAll = async () =>
      Number((await ctx.db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0);
    let rows: Row[];
    let totalCount: number;
    if (filter === undefined && (await counted(ctx))) {
      // The whole store's list: the page and the store's counter in one round trip, through a
      // prepared query per sort (built once; on PostgreSQL also parsed and planned once per
      // connection).
      const found = (await wholeStorePage(ctx.db, c.req.query('sort') ?? '', order).execute({
        store: ctx.store.id,
        limit: size,
        offset: (page - 1) * size,
      })) as (Row & { [TOTAL]?: string })[];
      const kept = found.length > 0 ? readRowCount(found[0]![TOTAL]!) : undefined;
      totalCount = kept ? kept.count : await countAll();
      for (const row of found) delete row[TOTAL];
      rows = found;
      // The store's count rows piled up (one per write statement): fold them, once in a while.
      if (kept?.compact)
        await compactRowCounts(ctx.db, tableName, ctx.store.id).catch((error: unknown) =>
          c.get('log').warn({ err: error }, 'row count compaction failed'),
        );
    } else {
      totalCount = await countAll();
      rows = (await ctx.db
        .select()
        .from(table)
        .where(where)
        .orderBy(...order)
        .limit(size)
        .offset((page - 1) * size)) as Row[];
    }
    const items = rows.map((r) => toItem(r, ctx));
    await expandItems(c, items, rows, ctx);
    return {
      items,
      _meta: { currentPage: page, pageCount: Math.ceil(totalCount / size), perPage: size, totalCount },
    };
  };

  const read = { subject, action: 'read' } as const;
  const writeAction = (op: 'create' | 'update' | 'delete') => def.access?.[op] ?? op;

  if (ops.list) {
    api.get(base, async (c) => {
      await runtime.authorize(c, read);
      return c.json(await listOf(c, undefined));
    });
    api.post(`${base}/search`, async (c) => {
      await runtime.authorize(c, read);
      const body = await readJson(c);
      const ctx = runtime.context(c);
      // Custom filters may be async (a filter asking another area through a contract): each one
      // named in the body is resolved first, then the body is turned into one condition.
      const resolved = new Map<string, SQL | undefined>();
      if (body !== null && typeof body === 'object' && !Array.isArray(body))
        for (const [key, fn] of Object.entries(def.filters ?? {})) {
          const value = (body as Record<string, unknown>)[key];
          if (Object.hasOwn(body, key) && value !== undefined) resolved.set(key, await fn(value, ctx));
        }
      const custom: Record<string, (value: unknown) => SQL | undefined> = {};
      for (const key of Object.keys(def.filters ?? {})) custom[key] = () => resolved.get(key);
      return c.json(await listOf(c, buildFilter(body, columns, filterable, custom)));
    });
  }

  if (ops.savedViews) {
    const ownerKey = (c: Context<AppEnv>) => `${c.get('caller').kind}:${c.get('caller').id}`;
    api.get(`${base}/saved-views`, async (c) => {
      await runtime.authorize(c, read);
      const views = scopeTable(runtime.db(), savedViews, c.get('store').id);
      const rows = await views.find(
        and(eq(savedViews.owner_key, ownerKey(c)), eq(savedViews.resource, def.name)),
      );
      return c.json(rows.sort((a, b) => a.id - b.id).map((r): SavedView => ({ id: r.id, json: r.json })));
    });
    api.post(`${base}/saved-views`, async (c) => {
      await runtime.authorize(c, read);
      const body = (await readJson(c)) as Record<string, unknown>;
      // spec 2 §7: the body is the filter; `{ json: "..." }` is accepted as the serialised form.
      const keys = Object.keys(body);
      const json = keys.length === 1 && typeof body.json === 'string' ? body.json : JSON.stringify(body);
      if (json.length > 100_000) throw invalid({ json: ['The saved view is too large.'] });
      const views = scopeTable(runtime.db(), savedViews, c.get('store').id);
      const row = await views.insert({ owner_key: ownerKey(c), resource: def.name, json });
      return c.json({ id: row.id, json: row.json } satisfies SavedView, 201);
    });
    api.delete(`${base}/saved-views/:id`, async (c) => {
      await runtime.authorize(c, read);
      const id = parseId(c.req.param('id'));
      const views = scopeTable(runtime.db(), savedViews, c.get('store').id);
      const deleted = await runtime
        .db()
        .delete(savedViews)
        .where(
          views.where(
            and(
              eq(savedViews.id, id),
              eq(savedViews.owner_key, ownerKey(c)),
              eq(savedViews.resource, def.name),
            ),
          ),
        )
        .returning();
      if (deleted.length === 0) throw notFound('Saved view not found.');
      return c.body(null, 204);
    });
  }

  const loadOr404 = async (ctx: ActionContext, id: number): Promise<Row> => {
    const row = await scopeTable(ctx.db, table, ctx.store.id).get(id);
    if (!row) throw notFound();
    return row;
  };

  if (ops.get) {
    api.get(`${base}/:id`, async (c) => {
      const id = parseId(c.req.param('id'));
      await runtime.authorize(c, read);
      const ctx = runtime.context(c);
      const row = await loadOr404(ctx, id);
      const items = [toItem(row, ctx)];
      await expandItems(c, items, [row], ctx);
      return c.json(items[0]);
    });
  }

  const inTransaction = <T>(c: Context<AppEnv>, fn: (ctx: ActionContext) => Promise<T>): Promise<T> =>
    runtime.db().transaction((tx) => fn(runtime.context(c, tx as never)));

  if (ops.create) {
    api.post(base, async (c) => {
      await runtime.authorize(c, { subject, action: writeAction('create') });
      const input = parseOr422(def.schema, await readJson(c));
      const item = await inTransaction(c, async (ctx) => {
        const values = (
          def.beforeCreate ? await def.beforeCreate(input, ctx) : input
        ) as StoreInsert<StoreTable>;
        const row = await scopeTable(ctx.db, table, ctx.store.id).insert(values);
        const custom = def.afterCreate ? await def.afterCreate(row, ctx) : undefined;
        return custom ?? toItem(row, ctx);
      });
      return c.json(item, 201);
    });
  }

  if (ops.update) {
    api.patch(`${base}/:id`, async (c) => {
      const id = parseId(c.req.param('id'));
      await runtime.authorize(c, { subject, action: writeAction('update') });
      const input = parseOr422(updateSchema, await readJson(c));
      const item = await inTransaction(c, async (ctx) => {
        const existing = await loadOr404(ctx, id);
        const values = (
          def.beforeUpdate ? await def.beforeUpdate(input as never, existing, ctx) : input
        ) as Partial<StoreInsert<StoreTable>>;
        const [row] = await scopeTable(ctx.db, table, ctx.store.id).update(id, values);
        if (!row) throw notFound();
        const items = [toItem(row, ctx)];
        return items[0];
      });
      return c.json(item);
    });
  }

  const deleteRows = async (ctx: ActionContext, rows: Row[]): Promise<number> => {
    for (const row of rows) await def.beforeDelete?.(row, ctx);
    const deleted = await scopeTable(ctx.db, table, ctx.store.id).delete(rows.map((r) => r.id as number));
    return deleted.length;
  };

  if (ops.delete) {
    api.delete(`${base}/:id`, async (c) => {
      const id = parseId(c.req.param('id'));
      await runtime.authorize(c, { subject, action: writeAction('delete') });
      await inTransaction(c, async (ctx) => deleteRows(ctx, [await loadOr404(ctx, id)]));
      return c.body(null, 204);
    });
  }

  const bulk = {
    ...(ops.delete ? { delete: { action: writeAction('delete'), run: null } } : {}),
    ...(itemDoors ? def.actions : {}),
  } as Record<
    string,
    { action: string; run: ((rows: Row[], ctx: ActionContext) => Promise<unknown>) | null }
  >;
  if (Object.keys(bulk).length > 0) {
    api.post(`${base}/:action`, async (c) => {
      const name = c.req.param('action');
      const handler = Object.hasOwn(bulk, name) ? bulk[name] : undefined;
      if (!handler) throw notFound();
      await runtime.authorize(c, { subject, action: handler.action });
      const { ids } = parseOr422(idsSchema, await readJson(c));
      const result = await inTransaction(c, async (ctx) => {
        const scoped = scopeTable(ctx.db, table, ctx.store.id);
        const rows = (await ctx.db
          .select()
          .from(table)
          .where(scoped.where(inArray(columns.id!, ids)))) as Row[];
        if (handler.run === null) return { affected: await deleteRows(ctx, rows) };
        const out = await handler.run(rows, ctx);
        return out === undefined ? { affected: rows.length } : out;
      });
      return c.json(result);
    });
  }
}
