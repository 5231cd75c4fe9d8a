import { sql } from 'drizzle-orm';
import type { Executor } from './database';

/**
 * One versioned schema change of a plugin (or of the core). Versions of one owner are
 * applied once each, in ascending order; an applied migration must never be edited — add a
 * new version instead.
 *
 * `sql` is either a list of statements or one text whose statements are separated by lines
 * holding `--> statement-breakpoint` (drizzle-kit's output format, so generated migrations
 * can be pasted as they are).
 *
 * @example
 * const migrations: Migration[] = [
 *   { version: 1, name: 'orders', sql: ['create table orders (id serial primary key, store_id integer not null)'] },
 * ];
 */
export interface Migration {
  version: number;
  name: string;
  sql: string | readonly string[];
}

/** The migrations of one owner (`core` or a plugin id). */
export interface MigrationSet {
  owner: string;
  migrations: readonly Migration[];
}

const BREAKPOINT = /^\s*-->\s*statement-breakpoint\s*$/m;

function statementsOf(migration: Migration): string[] {
  const parts = typeof migration.sql === 'string' ? migration.sql.split(BREAKPOINT) : [...migration.sql];
  return parts.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Checks a set before anything runs: positive, unique, named versions. */
export function validateMigrations(set: MigrationSet): void {
  const seen = new Set<number>();
  for (const m of set.migrations) {
    if (!Number.isInteger(m.version) || m.version < 1)
      throw new Error(`Migration "${m.name}" of ${set.owner} needs a positive integer version.`);
    if (seen.has(m.version))
      throw new Error(`Migration version ${m.version} of ${set.owner} is declared twice.`);
    if (!m.name) throw new Error(`Migration version ${m.version} of ${set.owner} needs a name.`);
    seen.add(m.version);
  }
}

/**
 * Applies pending migrations, owner by owner in the given order, each owner's in ascending
 * version, once. An advisory lock makes concurrent starts (several API instances on one
 * PostgreSQL) wait for each other instead of applying twice.
 *
 * @returns the migrations applied now, as `owner@version name`.
 */
export async function runMigrations(db: Executor, sets: readonly MigrationSet[]): Promise<string[]> {
  for (const set of sets) validateMigrations(set);
  await db.execute(
    sql.raw(`create table if not exists storeroom_migrations (
      owner text not null,
      version integer not null,
      name text not null,
      applied_at timestamptz not null default now(),
      primary key (owner, version)
    )`),
  );
  const applied: string[] = [];
  for (const set of sets) {
    const ordered = [...set.migrations].sort((a, b) => a.version - b.version);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'storeroom_migrations:' + set.owner}))`);
      const done = (await tx.execute(
        sql`select version, name from storeroom_migrations where owner = ${set.owner}`,
      )) as unknown as { rows: { version: number; name: string }[] };
      const byVersion = new Map(done.rows.map((r) => [Number(r.version), r.name]));
      for (const migration of ordered) {
        const recorded = byVersion.get(migration.version);
        if (recorded !== undefined) {
          if (recorded !== migration.name)
            throw new Error(
              `Migration ${set.owner}@${migration.version} was applied as "${recorded}" but is now named "${migration.name}": applied migrations must not change.`,
            );
          continue;
        }
        for (const statement of statementsOf(migration)) await tx.execute(sql.raw(statement));
        await tx.execute(
          sql`insert into storeroom_migrations (owner, version, name) values (${set.owner}, ${migration.version}, ${migration.name})`,
        );
        applied.push(`${set.owner}@${migration.version} ${migration.name}`);
      }
    });
  }
  return applied;
}
