/**
 * pg-boss runs its SQL through a `db` with `executeSql(text, values)`. Two adapters make it
 * run on the server's database, PGlite or PostgreSQL, with no second connection pool:
 * - `databaseAdapter`: the open database's own client (the PGlite instance or the pg pool);
 * - `executorAdapter`: a Drizzle executor, e.g. a handler's transaction, so that a job sent
 *   with it is inserted in that transaction and rolled back with it.
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, Executor } from '../db/database';

/** What pg-boss calls (its `db` option, constructor and per `send`). */
export interface PgBossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The database's own client, as pg-boss needs it. */
export function databaseAdapter(database: Database): PgBossDb {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'pglite') {
    const lite = client as PGlite;
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return lite.query(text, values);
        // pg-boss's schema changes are several statements in one text (simple protocol).
        const results = await lite.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  const pool = client as pg.Pool;
  return { executeSql: (text, values) => pool.query(text, values) };
}

/** `$1`-numbered SQL text with its values as a Drizzle `SQL` (the values stay parameters). */
export function sqlOf(text: string, values: readonly unknown[] = []): SQL {
  if (values.length === 0) return sql.raw(text);
  // A missing value is SQL null (as node-postgres sends it); Drizzle would drop `undefined`.
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 1 ? sql`${values[Number(part) - 1] ?? null}` : sql.raw(part))),
  );
}

/** A Drizzle executor (the database or a transaction), as pg-boss needs it. */
export function executorAdapter(db: Executor): PgBossDb {
  return {
    async executeSql(text, values) {
      return (await db.execute(sqlOf(text, values))) as unknown as { rows: unknown[] };
    },
  };
}

/**
 * What pg-boss is answered once the server has closed its database. Its late calls (the
 * completion or failure of a job that was running when it stopped) are not awaited by
 * pg-boss; a command (complete, fail, cancel, ...) reads `rows[0].count` from its answer, so an
 * empty answer made it throw an unhandled rejection. Commands get a count of 0, the rest
 * (a fetch) no rows.
 */
export function answerAfterClose(text: string): { rows: unknown[] } {
  return /select count\(\*\) from results\s*$/i.test(text) ? { rows: [{ count: '0' }] } : { rows: [] };
}
