/**
 * Migration drift (README "Migrations"): the schema the migrations built, read back from the
 * database's catalogue, compared with what the Drizzle tables say — tables, columns, types,
 * nullability, defaults and primary keys both ways; the foreign keys, unique constraints and
 * indexes a Drizzle table declares must exist (migrations may add more than Drizzle declares,
 * e.g. expression indexes). Runs on PGlite and PostgreSQL alike (the current schema).
 */
import { getTableColumns, is, sql, SQL } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { emailLogAreas } from '../mail/email-log-area';
import { jobs } from '../jobs/table';
import type { Executor } from './database';
import * as schema from './schema';

/** The core's own tables (db/schema.ts, the job table and the mail outbox's). */
export const coreTables: readonly PgTable[] = [
  ...(Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable)),
  jobs,
  emailLogAreas,
];

/** Tables of the server's own machinery that no Drizzle table describes. */
const MACHINERY = new Set(['storeroom_migrations']);

interface DbColumn {
  table: string;
  column: string;
  type: string;
  not_null: boolean;
  default: string | null;
}
interface DbConstraint {
  table: string;
  type: 'p' | 'f' | 'u';
  columns: string;
  foreign_table: string | null;
  foreign_columns: string | null;
  on_delete: string;
}
interface DbIndex {
  table: string;
  name: string;
  def: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Drizzle's type names as PostgreSQL's `format_type` prints them. */
function normalType(type: string): string {
  const t = type.toLowerCase().replace(/,\s+/g, ',').trim();
  const serial: Record<string, string> = { serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' };
  if (serial[t]) return serial[t]!;
  return t
    .replace(/^varchar/, 'character varying')
    .replace(/^char(\(|$)/, 'character$1')
    .replace(/^timestamp(\(\d+\))?$/, 'timestamp$1 without time zone')
    .replace(/^time(\(\d+\))?$/, 'time$1 without time zone')
    .replace(/^timestamp(\(\d+\))? with time zone$/, 'timestamp$1 with time zone')
    .replace(/^double$/, 'double precision');
}

/** A default as comparable text: casts and quotes dropped, JSON re-serialised. */
function normalDefault(text: string, type: string): string {
  let t = text.trim();
  for (let before = ''; before !== t;) {
    before = t;
    t = t.replace(/::[a-z_ ]+(\(\d+(,\s*\d+)?\))?(\[\])?$/i, '').trim();
    if (t.startsWith('(') && t.endsWith(')')) t = t.slice(1, -1).trim();
  }
  if (t.startsWith("'") && t.endsWith("'")) t = t.slice(1, -1).replace(/''/g, "'");
  if (type === 'json' || type === 'jsonb') {
    try {
      return JSON.stringify(JSON.parse(t));
    } catch {
      return t;
    }
  }
  if (t.toLowerCase() === 'current_timestamp') return 'now()';
  return t;
}

const dialect = new PgDialect();

/** The default the database should hold for a Drizzle column, or null (none, or set in code). */
function drizzleDefault(column: PgColumn, type: string): string | null {
  const value = column.default;
  if (value === undefined) return null;
  if (is(value, SQL)) return normalDefault(dialect.sqlToQuery(value).sql, type);
  if (type.endsWith('[]') && Array.isArray(value)) return `{${value.join(',')}}`;
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

const columnNames = (columns: readonly { name: string }[]) => columns.map((c) => c.name).join(',');

/**
 * What differs between the database's current schema and `tables`, one line each, naming the
 * table and column (empty when they agree).
 *
 * @example
 * expect(await schemaDrift(db, [...coreTables, ...Object.values(plugin.tables ?? {})])).toEqual([]);
 */
export async function schemaDrift(db: Executor, tables: readonly PgTable[]): Promise<string[]> {
  const columns = rowsOf<DbColumn>(
    await db.execute(sql`
      select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
        a.attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as "default"
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = current_schema() and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`),
  );
  const constraints = rowsOf<DbConstraint>(
    await db.execute(sql`
      select c.relname as "table", con.contype as "type",
        (select string_agg(a.attname::text, ',' order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
        f.relname as foreign_table,
        (select string_agg(a.attname::text, ',' order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as foreign_columns,
        con.confdeltype as on_delete
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_class f on f.oid = con.confrelid
      where n.nspname = current_schema() and con.contype in ('p', 'f', 'u')`),
  );
  const indexes = rowsOf<DbIndex>(
    await db.execute(sql`
      select tablename as "table", indexname as name, indexdef as def
      from pg_indexes where schemaname = current_schema()`),
  );

  const drift: string[] = [];
  const dbTables = new Map<string, DbColumn[]>();
  for (const c of columns) dbTables.set(c.table, [...(dbTables.get(c.table) ?? []), c]);
  const declared = new Map(tables.map((t) => [getTableConfig(t).name, t]));

  for (const name of dbTables.keys())
    if (!declared.has(name) && !MACHINERY.has(name))
      drift.push(`table ${name}: in the database, in no Drizzle definition`);

  for (const [name, table] of declared) {
    const inDb = dbTables.get(name);
    if (!inDb) {
      drift.push(`table ${name}: in Drizzle, missing from the database (no migration creates it)`);
      continue;
    }
    const config = getTableConfig(table);
    const byName = new Map(inDb.map((c) => [c.column, c]));
    const drizzleColumns = Object.values(getTableColumns(table)) as PgColumn[];
    for (const column of drizzleColumns) {
      const at = `${name}.${column.name}`;
      const found = byName.get(column.name);
      if (!found) {
        drift.push(`${at}: in Drizzle, missing from the database`);
        continue;
      }
      const rawType = column.getSQLType();
      const type = normalType(rawType);
      if (type !== found.type) drift.push(`${at}: type ${type} in Drizzle, ${found.type} in the database`);
      const notNull = column.notNull || column.primary;
      if (notNull !== found.not_null)
        drift.push(
          `${at}: ${notNull ? 'not null' : 'nullable'} in Drizzle, ${found.not_null ? 'not null' : 'nullable'} in the database`,
        );
      const isSerial = /serial$/i.test(rawType);
      const dbSerial = found.default?.startsWith('nextval(') ?? false;
      if (isSerial || dbSerial) {
        if (isSerial !== dbSerial)
          drift.push(
            `${at}: ${isSerial ? 'serial' : 'not serial'} in Drizzle, ${dbSerial ? 'serial' : 'not serial'} in the database`,
          );
        continue;
      }
      const expected = drizzleDefault(column, type);
      const actual = found.default === null ? null : normalDefault(found.default, found.type);
      if (expected !== actual)
        drift.push(
          `${at}: default ${expected ?? '(none)'} in Drizzle, ${actual ?? '(none)'} in the database`,
        );
    }
    const known = new Set(drizzleColumns.map((c) => c.name));
    for (const c of inDb)
      if (!known.has(c.column)) drift.push(`${name}.${c.column}: in the database, not in Drizzle`);

    const mine = constraints.filter((c) => c.table === name);
    const primary = [
      ...drizzleColumns.filter((c) => c.primary).map((c) => c.name),
      ...config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)),
    ].join(',');
    const dbPrimary = mine.find((c) => c.type === 'p')?.columns ?? '';
    if (primary !== dbPrimary)
      drift.push(`${name}: primary key (${primary}) in Drizzle, (${dbPrimary}) in the database`);

    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      const cols = columnNames(ref.columns);
      const target = getTableConfig(ref.foreignTable).name;
      const onDelete = { cascade: 'c', 'set null': 'n', 'no action': 'a', restrict: 'r', 'set default': 'd' }[
        fk.onDelete ?? 'no action'
      ];
      const match = mine.find(
        (c) =>
          c.type === 'f' &&
          c.columns === cols &&
          c.foreign_table === target &&
          c.foreign_columns === columnNames(ref.foreignColumns),
      );
      if (!match)
        drift.push(`${name}(${cols}): foreign key to ${target} in Drizzle, missing from the database`);
      else if (match.on_delete !== onDelete)
        drift.push(
          `${name}(${cols}): foreign key on delete ${fk.onDelete ?? 'no action'} in Drizzle, differs in the database`,
        );
    }

    // `CREATE INDEX i ON t USING btree (store_id, id DESC)` -> `store_id,id`
    const indexColumns = (def: string) =>
      (/\((.*)\)\s*$/.exec(def)?.[1] ?? '')
        .split(',')
        .map((c) => c.trim().split(/\s+/)[0]!.replace(/"/g, ''))
        .join(',');
    const uniques = [
      ...config.uniqueConstraints.map((u) => columnNames(u.columns)),
      ...drizzleColumns.filter((c) => c.isUnique).map((c) => c.name),
    ];
    for (const cols of uniques) {
      const has =
        mine.some((c) => c.type === 'u' && c.columns === cols) ||
        indexes.some(
          (i) => i.table === name && /^create unique index/i.test(i.def) && indexColumns(i.def) === cols,
        );
      if (!has) drift.push(`${name}(${cols}): unique in Drizzle, not in the database`);
    }

    for (const index of config.indexes) {
      const { name: indexName, unique } = index.config;
      const found = indexes.find((i) => i.table === name && i.name === indexName);
      if (!found) {
        drift.push(`${name}: index ${indexName} in Drizzle, missing from the database`);
        continue;
      }
      if (unique !== /^create unique index/i.test(found.def))
        drift.push(
          `${name}: index ${indexName} is ${unique ? '' : 'not '}unique in Drizzle, differs in the database`,
        );
      const cols = index.config.columns;
      if (cols.every((c) => !is(c, SQL))) {
        const expected = (cols as PgColumn[]).map((c) => c.name).join(',');
        const actual = indexColumns(found.def);
        if (expected !== actual)
          drift.push(`${name}: index ${indexName} on (${expected}) in Drizzle, (${actual}) in the database`);
      }
    }
  }
  return drift;
}
