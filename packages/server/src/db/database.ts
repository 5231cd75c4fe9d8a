import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/**
 * What every query runs on: the database itself or a transaction of it. The same type for
 * PGlite and PostgreSQL, so resources, actions and migrations never know which one runs.
 */
export type Executor = PgDatabase<PgQueryResultHKT, Record<string, never>>;

/** An open database: the Drizzle handle plus lifecycle. */
export interface Database {
  db: Executor;
  /** `pglite` (embedded, the default) or `postgres` (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data folder as a snapshot (`snapshot` reopens it); tests cache seeded databases. */
  dump?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** `postgres://...`: a PostgreSQL server. Without it the embedded PGlite is used. */
  url?: string;
  /**
   * PGlite's data folder (created when missing). Without it PGlite keeps the data in
   * memory (tests).
   */
  dataDir?: string;
  /** PGlite only: start from a data-folder snapshot made with `dumpDataDir` (tests). */
  snapshot?: Blob | File;
  /** PostgreSQL only: schema to use (search_path), created when missing. Tests isolate files with it. */
  schema?: string;
  /** PostgreSQL only: pool size (default 10). */
  poolSize?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Opens the database: PGlite by default (data in `dataDir`), PostgreSQL when `url` is a
 * `postgres://` address.
 *
 * @example
 * const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: '.data/db' });
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    if (options.schema && !SCHEMA_NAME.test(options.schema))
      throw new Error(`Bad schema name: ${options.schema}`);
    if (options.schema) {
      // Create the schema with a one-off connection, then point every pooled connection at it.
      const admin = new pg.Client({ connectionString: options.url });
      await admin.connect();
      try {
        await admin.query(`create schema if not exists "${options.schema}"`);
      } finally {
        await admin.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = drizzleNodePg({ client: pool }) as unknown as Executor;
    await db.execute(sql`select 1`);
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  const db = drizzlePglite({ client }) as unknown as Executor;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
    dump: async () => {
      const dump = await client.dumpDataDir('gzip');
      return dump;
    },
  };
}
