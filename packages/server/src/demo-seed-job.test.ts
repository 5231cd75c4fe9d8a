/**
 * The demo seed as a job (`npm start` on a fresh database): the server answers at once (the
 * owner signs in), readiness says the demo data is loading until the job has run every
 * plugin's seed, the job reports its progress, and a second start loads nothing twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Database } from './db/database';
import { accounts, employees } from './db/schema';
import { DEMO_SEED_REASONS } from './demo-seed-job';
import { defineServerPlugin } from './plugin';
import { DEMO_CREDENTIALS } from './seed';
import { createServer } from './server';
import type { StoreroomServer } from './server';
import { openTestDatabase } from './testing';

const notes = pgTable('demo_seed_notes', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  text: text('text').notNull(),
});

// The second plugin's seed waits here until the test lets it go.
let release: () => void = () => {};
const gate = new Promise<void>((resolve) => (release = resolve));

const first = defineServerPlugin({
  id: 'first-notes',
  tables: { notes },
  migrations: [
    {
      version: 1,
      name: 'notes',
      sql: [
        'create table demo_seed_notes (id serial primary key, store_id integer not null, text text not null)',
      ],
    },
  ],
  async seed({ scope, storeIds }) {
    await scope(notes, storeIds[0]!).insertMany([{ text: 'one' }, { text: 'two' }]);
  },
});
const second = defineServerPlugin({
  id: 'second-notes',
  async seed({ scope, storeIds }) {
    await gate;
    await scope(notes, storeIds[1]!).insert({ text: 'outlet' });
  },
});

let database: Database;
let dispose: () => Promise<void>;
let server: StoreroomServer;
beforeAll(async () => {
  const opened = await openTestDatabase();
  database = opened.database;
  dispose = opened.dispose;
  server = createServer({
    database,
    plugins: [first, second],
    jobs: { pollingIntervalSeconds: 0.5, progressIntervalMs: 0 },
  });
});
afterAll(async () => {
  release();
  await server?.close();
  await dispose?.();
});

const ready = async () => {
  const res = await server.app.request('/api/v1/health/ready');
  return { status: res.status, reason: ((await res.json()) as { reason?: string }).reason };
};

describe('the demo seed as a job', () => {
  it('serves at once, loads the plugins’ demo data in the job with progress, then is ready', async () => {
    const started = await server.startDemoSeed();
    expect(started.created).toBe(true);
    expect(started.jobId).toEqual(expect.any(String));

    // The owner and the employees are there before the job runs: the owner signs in.
    const login = await server.app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_CREDENTIALS.owner),
    });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const [staff] = await database.db.select({ n: count() }).from(employees);
    expect(Number(staff!.n)).toBeGreaterThan(0);

    // The second plugin's seed is held: not ready, and the reason says where the job is.
    await expect.poll(ready).toEqual({
      status: 503,
      reason: `${DEMO_SEED_REASONS.loading} (1 of 2: second-notes).`,
    });
    const job = await server.app.request(`/api/v1/jobs/${started.jobId}`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(await job.json()).toMatchObject({
      state: 'active',
      progress: { done: 1, total: 2, step: 'second-notes' },
    });

    release();
    await expect.poll(ready).toEqual({ status: 200, reason: undefined });
    const rows = await database.db.select().from(notes).orderBy(notes.id);
    expect(rows.map((r) => r.text)).toEqual(['one', 'two', 'outlet']);
    const done = await server.app.request(`/api/v1/jobs/${started.jobId}`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(await done.json()).toMatchObject({
      state: 'completed',
      progress: { done: 2, total: 2, step: 'done' },
      result: { plugins: 2 },
    });
  });

  it('a second start loads nothing twice', async () => {
    expect(await server.startDemoSeed()).toEqual({ created: false });
    expect((await ready()).status).toBe(200);
    const [owners] = await database.db
      .select({ n: count() })
      .from(accounts)
      .where(eq(accounts.email, DEMO_CREDENTIALS.owner.email));
    expect(Number(owners!.n)).toBe(1);
    expect(await database.db.select().from(notes)).toHaveLength(3);
  });
});
