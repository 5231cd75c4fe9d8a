/**
 * The sign-in throttle's counters (auth/throttle.ts) on a real database: the account's backoff
 * grows and never becomes a refusal, and on PostgreSQL two servers on one database (two API
 * processes) share the counters.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreMigrations } from '../db/core-migrations';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { runMigrations } from '../db/migrate';
import { DEMO_CREDENTIALS } from '../seed';
import { createServer } from '../server';
import type { StoreroomServer } from '../server';
import { openTestDatabase } from '../testing';
import { DEFAULT_THROTTLE, LoginThrottle } from './throttle';

describe('LoginThrottle', () => {
  let test: { database: Database; dispose(): Promise<void> };
  beforeAll(async () => {
    test = await openTestDatabase();
    await runMigrations(test.database.db, [{ owner: 'core', migrations: coreMigrations }]);
  });
  afterAll(() => test?.dispose());

  it('past the failures an account allows, every IP waits a doubling delay (capped), never a refusal', async () => {
    const waits: number[] = [];
    const throttle = new LoginThrottle(
      () => test.database.db,
      { ...DEFAULT_THROTTLE, perAccount: 2, backoffMs: 100, maxBackoffMs: 500 },
      async (ms) => waits.push(ms),
    );
    // Each guess from a new IP, as a distributed attacker would: none is refused.
    for (let i = 0; i < 7; i++) await throttle.admit('Owner@Shop.test', `192.0.2.${i}`);
    expect(waits).toEqual([100, 200, 400, 500, 500]);
    // A good password ends the backoff for the account.
    const good = await throttle.admit('owner@shop.test', '192.0.2.50');
    await good.succeeded();
    waits.length = 0;
    await throttle.admit('owner@shop.test', '192.0.2.51');
    expect(waits).toEqual([]);
  });
});

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('sign-in throttling across two API processes on PostgreSQL', () => {
  let first: { database: Database; dispose(): Promise<void> };
  let second: Database;
  let a: StoreroomServer;
  let b: StoreroomServer;

  beforeAll(async () => {
    first = await openTestDatabase();
    const result = (await first.database.db.execute(sql`select current_schema() as schema`)) as unknown as {
      rows: { schema: string }[];
    };
    // The second "process": its own pool on the same database and schema.
    second = await openDatabase({ url, schema: result.rows[0]!.schema, poolSize: 4 });
    const options = { trustProxy: 1, throttle: { perAccount: 4, backoffMs: 10 } } as const;
    a = createServer({ ...options, database: first.database });
    b = createServer({ ...options, database: second });
    await a.ready();
    await a.seed();
    await b.ready();
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close().catch(() => {});
    await first?.dispose();
  });

  const login = (server: StoreroomServer, password: string) =>
    server.app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.20' },
      body: JSON.stringify({ email: DEMO_CREDENTIALS.owner.email, password }),
    });

  it('40 parallel wrong passwords split over both servers: the limit holds across them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(i % 2 ? a : b, `wrong-${i}`)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(36);
    // Refused from that IP on both, whichever counted the failures.
    expect((await login(a, DEMO_CREDENTIALS.owner.password)).status).toBe(429);
    expect((await login(b, DEMO_CREDENTIALS.owner.password)).status).toBe(429);
  });
});
