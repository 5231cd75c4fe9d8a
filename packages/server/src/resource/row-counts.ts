/**
 * Exact row counts per store, kept by the database (issue 16 item 7): a list's
 * `_meta.totalCount` without counting the store's rows on every page.
 *
 * Statement-level triggers (one per INSERT, DELETE and TRUNCATE statement, fed the
 * statement's rows as a transition table) append the statement's change per store to the
 * core's `row_counts` table in the writer's own transaction: a rolled-back write leaves
 * nothing, a committed one is counted exactly; COPY, multi-row inserts and cascaded deletes
 * go through the same triggers. Writers only append (no counter row to lock, so concurrent
 * writers on several API processes never wait for or deadlock on each other); a reader sums
 * the store's few rows, and folds them into one when they pile up ({@link compactRowCounts}).
 *
 * A table opts in from its plugin's migration with {@link rowCountMigration}; the resource
 * engine then answers the unfiltered list's total from the sum (filtered lists still count
 * their rows). `store_id` of a counted table never changes (scopeTable never writes it), so
 * there is no UPDATE trigger.
 */
import { sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';

const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The core migration's statements: the counter table and the one trigger function. */
export const ROW_COUNTS_CORE_SQL: readonly string[] = [
  `create table row_counts (
    table_name text not null,
    store_id integer not null,
    n bigint not null
  )`,
  `create index row_counts_table_store_idx on row_counts (table_name, store_id)`,
  `create function storeroom_row_counts() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into row_counts (table_name, store_id, n)
        select tg_table_name, store_id, count(*) from new_rows group by store_id;
    elsif tg_op = 'DELETE' then
      insert into row_counts (table_name, store_id, n)
        select tg_table_name, store_id, -count(*) from old_rows group by store_id;
    elsif tg_op = 'TRUNCATE' then
      delete from row_counts where table_name = tg_table_name;
    end if;
    return null;
  end
  $$`,
];

/** The names of a counted table's three triggers. */
export function rowCountTriggerNames(table: string): [string, string, string] {
  return [`${table}_row_count_insert`, `${table}_row_count_delete`, `${table}_row_count_truncate`];
}

/**
 * A plugin migration's statements that make `table` (a store table) counted: the triggers,
 * then the counts of the rows already there (the triggers' lock on the table keeps writers
 * out until the migration commits, so none is missed or counted twice).
 *
 * @example
 * { version: 5, name: 'orders counted per store', sql: rowCountMigration('orders') }
 */
export function rowCountMigration(table: string): string[] {
  if (!TABLE_NAME.test(table)) throw new Error(`Bad table name: ${table}`);
  const [insert, del, truncate] = rowCountTriggerNames(table);
  return [
    `create trigger ${insert} after insert on ${table} referencing new table as new_rows
      for each statement execute function storeroom_row_counts()`,
    `create trigger ${del} after delete on ${table} referencing old table as old_rows
      for each statement execute function storeroom_row_counts()`,
    `create trigger ${truncate} after truncate on ${table}
      for each statement execute function storeroom_row_counts()`,
    `delete from row_counts where table_name = '${table}'`,
    `insert into row_counts (table_name, store_id, n)
      select '${table}', store_id, count(*) from ${table} group by store_id`,
  ];
}

/** Whether the database keeps `table`'s counts (its row-count triggers exist). */
export async function hasRowCounts(db: Executor, table: string): Promise<boolean> {
  const [insert, del, truncate] = rowCountTriggerNames(table);
  const result = (await db.execute(sql`
    select count(*)::int as n from pg_trigger
    where tgrelid = to_regclass(${table}) and tgname in (${insert}, ${del}, ${truncate})`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0) === 3;
}

/** More rows than this for one table and store: the reader folds them into one. */
export const ROW_COUNT_COMPACT_AT = 32;

/**
 * The store's count of a counted table and how many rows it is summed from, as one scalar
 * subquery (`"<count>:<rows>"`), to read beside a page of the table in the same snapshot.
 */
export function rowCountOf(table: string, storeId: number | Placeholder): SQL<string> {
  return sql<string>`(select coalesce(sum(n), 0)::text || ':' || count(*) from row_counts where table_name = ${table} and store_id = ${storeId})`;
}

/** `rowCountOf`'s answer → the count, and whether its rows should be folded. */
export function readRowCount(value: string): { count: number; compact: boolean } {
  const [count, rows] = value.split(':');
  return { count: Number(count), compact: Number(rows) > ROW_COUNT_COMPACT_AT };
}

/**
 * Folds a store's rows of a counted table into one (one statement: the rows it deletes are
 * the rows it sums, so a concurrent writer's new row is kept and counted, and two compactions
 * at once sum each row once).
 */
export async function compactRowCounts(db: Executor, table: string, storeId: number): Promise<void> {
  await db.execute(sql`
    with folded as (
      delete from row_counts where table_name = ${table} and store_id = ${storeId} returning n
    )
    insert into row_counts (table_name, store_id, n)
      select ${table}, ${storeId}, sum(n) from folded having count(*) > 0`);
}
