import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createServer } from '../server';
import type { StoreroomServer } from '../server';
import { openTestDatabase } from '../testing';

let database: Database;
let dispose: () => Promise<void>;
let server: StoreroomServer;
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  server = createServer({ database });
});
afterAll(async () => {
  await server?.close();
  await dispose?.();
});

const get = async (path: string) => {
  const res = await server.app.request(`/api/v1${path}`);
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('health', () => {
  it('liveness answers without a token; readiness once the database answers and is migrated', async () => {
    expect(await get('/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    await server.ready();
    expect(await get('/health/ready')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('readiness is 503 with the reason when a migration is not applied', async () => {
    await database.db.execute(sql`delete from storeroom_migrations where owner = 'core' and version = 1`);
    const answer = await get('/health/ready');
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'unavailable', reason: 'Migrations are not applied: core@1.' });
    await database.db.execute(
      sql`insert into storeroom_migrations (owner, version, name) values ('core', 1, 'restored')`,
    );
    expect((await get('/health/ready')).status).toBe(200);
  });

  it('readiness is 503 while the server drains; liveness stays up', async () => {
    server.beginShutdown();
    expect(await get('/health/ready')).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'The server is shutting down.' },
    });
    expect((await get('/health/live')).status).toBe(200);
  });
});
