/**
 * Health for load balancers and orchestrators: `GET /api/v1/health/live` (the process
 * answers), `GET /api/v1/health/ready` (the database answers and every migration of the core
 * and the plugins is applied; 503 with a reason otherwise, and while the server drains), and
 * `GET /api/v1/health` as before. Readiness also waits for the demo seed's job of a demo start
 * (demo-seed-job.ts). None of them needs a token or waits for start-up.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { MigrationSet } from '../db/migrate';
import type { Logger } from '../logging/logger';
import type { Api } from '../runtime';

export const HEALTH_REASONS = {
  starting: 'The server is starting.',
  draining: 'The server is shutting down.',
  database: 'The database does not answer.',
  migrations: 'Migrations are not applied:',
} as const;

export interface HealthChecks {
  /** The open database, or undefined before start-up finished. */
  database(): Database | undefined;
  /** Start-up (open and migrate); rejected when it failed. */
  ready(): Promise<void>;
  migrations: readonly MigrationSet[];
  draining(): boolean;
  logger: Logger;
  /** Work that must finish before the server is ready (the demo seed's job): why not yet, or undefined. */
  pending?(db: Database['db']): Promise<string | undefined>;
}

/** Every `owner@version` of `sets` that the database has not recorded as applied. */
export async function pendingMigrations(
  database: Database,
  sets: readonly MigrationSet[],
): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select owner, version from storeroom_migrations`,
  )) as unknown as {
    rows: { owner: string; version: number }[];
  };
  const applied = new Set(result.rows.map((r) => `${r.owner}@${Number(r.version)}`));
  return sets.flatMap((set) =>
    set.migrations.map((m) => `${set.owner}@${m.version}`).filter((key) => !applied.has(key)),
  );
}

/** Start-up's outcome without waiting for it: `true`, `false` (failed) or `undefined` (running). */
function settled(promise: Promise<void>): Promise<boolean | undefined> {
  return Promise.race([
    promise.then(
      () => true,
      () => false,
    ),
    new Promise<undefined>((resolve) => setImmediate(() => resolve(undefined))),
  ]);
}

export function mountHealth(api: Api, checks: HealthChecks): void {
  const ok = { status: 'ok' } as const;
  api.get('/health', (c) => c.json(ok));
  api.get('/health/live', (c) => c.json(ok));
  api.get('/health/ready', async (c) => {
    const unavailable = (reason: string) => c.json({ status: 'unavailable', reason }, 503);
    if (checks.draining()) return unavailable(HEALTH_REASONS.draining);
    const started = await settled(checks.ready());
    const database = checks.database();
    if (started === undefined) return unavailable(HEALTH_REASONS.starting);
    if (!started || !database) return unavailable(HEALTH_REASONS.database);
    let pending: string[];
    try {
      await database.db.execute(sql`select 1`);
      pending = await pendingMigrations(database, checks.migrations);
    } catch (error) {
      (c.get('log') ?? checks.logger).warn({ err: error }, 'readiness: the database does not answer');
      return unavailable(HEALTH_REASONS.database);
    }
    if (pending.length > 0) return unavailable(`${HEALTH_REASONS.migrations} ${pending.join(', ')}.`);
    let waiting: string | undefined;
    try {
      waiting = await checks.pending?.(database.db);
    } catch (error) {
      (c.get('log') ?? checks.logger).warn({ err: error }, 'readiness: the database does not answer');
      return unavailable(HEALTH_REASONS.database);
    }
    if (waiting) return unavailable(waiting);
    return c.json(ok);
  });
}
