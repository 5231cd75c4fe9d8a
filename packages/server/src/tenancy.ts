/**
 * Tenancy in one place (ARCHITECTURE.md "Stores (tenancy)"): every store-scoped row has
 * `store_id`, and every query a resource or an action makes goes through a `ScopedTable`,
 * which adds the caller's store to each read, write and delete. Handlers never write
 * `store_id` conditions by hand.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { InferSelectModel, SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './db/database';

/** A store-scoped table: a Drizzle table with a serial `id` and a `store_id` column. */
export type StoreTable = PgTable & { id: AnyPgColumn; store_id: AnyPgColumn };

/** Values to insert into a store table; `store_id` is set by the scope. */
export type StoreInsert<TTable extends StoreTable> = Omit<TTable['$inferInsert'], 'store_id' | 'id'>;

/** One store's view of a table. */
export interface ScopedTable<TTable extends StoreTable> {
  /** The store condition, combined with `extra` (use it in your own selects and joins). */
  where(extra?: SQL): SQL;
  /** Rows of the store matching `extra`. */
  find(extra?: SQL): Promise<InferSelectModel<TTable>[]>;
  /** One row by id, or undefined when it is not the store's. */
  get(id: number): Promise<InferSelectModel<TTable> | undefined>;
  /** Inserts rows into the store. */
  insert(values: StoreInsert<TTable>): Promise<InferSelectModel<TTable>>;
  insertMany(values: readonly StoreInsert<TTable>[]): Promise<InferSelectModel<TTable>[]>;
  /** Updates the store's rows with the given id(s); returns the updated rows. */
  update(
    id: number | readonly number[],
    values: Partial<StoreInsert<TTable>>,
  ): Promise<InferSelectModel<TTable>[]>;
  /** Deletes the store's rows with the given id(s); returns the deleted rows. */
  delete(id: number | readonly number[]): Promise<InferSelectModel<TTable>[]>;
}

/**
 * Scopes a table to a store.
 *
 * @example
 * const orders = scopeTable(tx, ordersTable, ctx.store.id);
 * const order = await orders.get(12); // undefined for another store's order 12
 */
export function scopeTable<TTable extends StoreTable>(
  db: Executor,
  table: TTable,
  storeId: number,
): ScopedTable<TTable> {
  type Row = InferSelectModel<TTable>;
  const where = (extra?: SQL): SQL => {
    const own = eq(table.store_id, storeId);
    return extra ? (and(own, extra) as SQL) : own;
  };
  const ids = (id: number | readonly number[]): SQL =>
    typeof id === 'number' ? eq(table.id, id) : inArray(table.id, [...id]);
  // Drizzle's builders are typed per concrete table; these generic helpers go through
  // `never` casts once, here, so callers keep full row types.
  const t = table as never;
  return {
    where,
    find: async (extra) => (await db.select().from(t).where(where(extra))) as Row[],
    get: async (id) => {
      const rows = (await db
        .select()
        .from(t)
        .where(where(eq(table.id, id)))
        .limit(1)) as Row[];
      return rows[0];
    },
    insert: async (values) => {
      const rows = (await db
        .insert(t)
        .values({ ...values, store_id: storeId } as never)
        .returning()) as Row[];
      return rows[0]!;
    },
    insertMany: async (values) => {
      if (values.length === 0) return [];
      return (await db
        .insert(t)
        .values(values.map((v) => ({ ...v, store_id: storeId })) as never)
        .returning()) as Row[];
    },
    update: async (id, values) => {
      const { store_id: _s, id: _i, ...rest } = values as Record<string, unknown>;
      if (Object.keys(rest).length === 0)
        return (await db
          .select()
          .from(t)
          .where(where(ids(id)))) as Row[];
      return (await db
        .update(t)
        .set(rest as never)
        .where(where(ids(id)))
        .returning()) as Row[];
    },
    delete: async (id) =>
      (await db
        .delete(t)
        .where(where(ids(id)))
        .returning()) as Row[],
  };
}
