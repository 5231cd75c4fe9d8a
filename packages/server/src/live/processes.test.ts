/**
 * Several API processes on one PostgreSQL: two servers, each with its own pool and its own
 * LISTEN connection (as two `storeroom serve` processes would have). An event published through
 * one reaches a stream of the other, a rolled-back one reaches nobody, and a listener whose
 * connection is killed comes back. Runs on PostgreSQL only (scripts/test-postgres.mjs).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { DEMO_CREDENTIALS } from '../seed';
import { createServer } from '../server';
import type { StoreroomServer } from '../server';
import { openTestDatabase } from '../testing';
import { livePublisher } from './bus';
import { liveChannelOf } from './database-bus';
import { readLiveStream } from './test-stream';
import type { LiveTestStream } from './test-stream';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('the live channel across two API processes on PostgreSQL', () => {
  let first: { database: Database; dispose(): Promise<void> };
  let secondDatabase: Database;
  let a: StoreroomServer;
  let b: StoreroomServer;
  const errors: unknown[] = [];
  let storeId: number;
  let token: string;
  let stream: LiveTestStream;

  beforeAll(async () => {
    first = await openTestDatabase();
    const result = (await first.database.db.execute(sql`select current_schema() as schema`)) as unknown as {
      rows: { schema: string }[];
    };
    // The second "process": its own pool on the same database and schema.
    secondDatabase = await openDatabase({ url, schema: result.rows[0]!.schema, poolSize: 2 });
    a = createServer({ database: first.database, onError: (e) => errors.push(e) });
    b = createServer({ database: secondDatabase, onError: (e) => errors.push(e) });
    await a.ready();
    const seeded = await a.seed();
    storeId = seeded.storeIds[0]!;
    await b.ready();
    const login = await b.app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_CREDENTIALS.owner),
    });
    token = ((await login.json()) as { access_token: string }).access_token;

    // A client of process B.
    stream = await readLiveStream(
      await b.app.request('/api/v1/live', { headers: { authorization: `Bearer ${token}` } }),
    );
    stream.collect();
  }, 120_000);

  afterAll(async () => {
    await stream?.cancel();
    await b?.close();
    await a?.close();
    await secondDatabase?.close();
    await first?.dispose();
  });

  it('delivers an event published through one process to a client of the other, after commit only', async () => {
    await a
      .database()
      .db.transaction(async (tx) => {
        await livePublisher(a.live, tx as never, storeId).publish({
          type: 'rolled.back',
          audience: { store: true },
          data: null,
        });
        tx.rollback();
      })
      .catch(() => undefined);
    await a.database().db.transaction(async (tx) => {
      await livePublisher(a.live, tx as never, storeId).publish({
        type: 'orders.updated',
        audience: { subject: 'orders' },
        data: { id: 42 },
      });
    });
    await vi.waitFor(
      () => expect(stream.received).toContainEqual({ event: 'orders.updated', data: { id: 42 } }),
      {
        timeout: 30_000,
      },
    );
    expect(stream.received.map((e) => e.event)).not.toContain('rolled.back');
  });

  it('listens again after its database connection is killed', async () => {
    // Kill the live listener connections of this schema's channel (both processes').
    const channel = await liveChannelOf(a.database().db);
    const killed = (await a
      .database()
      .db.execute(
        sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = ${channel}`,
      )) as unknown as { rows: unknown[] };
    expect(killed.rows.length).toBe(2);
    // Both processes notice the loss (reported, then reconnected after a short delay).
    await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(2), { timeout: 30_000 });
    expect(String(errors[0])).toMatch(/terminat|lost/);
    let n = 0;
    // Publish until process B hears again: its listener is back.
    await vi.waitFor(
      async () => {
        await a.live.publish({ storeId, type: 'after.reconnect', audience: { store: true }, data: ++n });
        expect(stream.received.map((e) => e.event)).toContain('after.reconnect');
      },
      { timeout: 30_000, interval: 300 },
    );
  });
});
