import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bareTestServer } from '../bare-server.test-support';

const t = bareTestServer();

const get = async (path: string) => {
  const res = await t.server.app.request(`/api/v1${path}`);
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('health', () => {
  it('liveness answers without a token; readiness once the database answers and is migrated', async () => {
    expect(await get('/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    await t.server.ready();
    expect(await get('/health/ready')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('readiness is 503 with the reason when a migration is not applied', async () => {
    await t.database.db.execute(sql`delete from storeroom_migrations where owner = 'core' and version = 1`);
    const answer = await get('/health/ready');
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'unavailable', reason: 'Migrations are not applied: core@1.' });
    await t.database.db.execute(
      sql`insert into storeroom_migrations (owner, version, name) values ('core', 1, 'restored')`,
    );
    expect((await get('/health/ready')).status).toBe(200);
  });

  it('readiness is 503 while the server drains; liveness stays up', async () => {
    t.server.beginShutdown();
    expect(await get('/health/ready')).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'The server is shutting down.' },
    });
    expect((await get('/health/live')).status).toBe(200);
  });
});
