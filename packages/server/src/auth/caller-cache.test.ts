// A signed-in caller is kept between requests (caller-cache.ts); every change to what it is
// made of applies to the very next request, whoever made the change (the API, a job, SQL).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../seed';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t?.close());

const appsRule = [{ subject: 'apps', rule: 2, options: [] }] as const;
/** A list its rule lets the employee read (the caller's rules as the request sees them). */
const apps = async (token: string) => (await t.request('GET', '/apps/private-apps', { token })).status;
const status = async (token: string, path = '/account') => (await t.request('GET', path, { token })).status;
const execute = (text: string) => t.server.database().db.execute(sql.raw(text));

describe('a signed-in caller kept between requests', () => {
  it('answers repeated requests with the same session', async () => {
    const token = await t.login(DEMO_CREDENTIALS.owner);
    for (let i = 0; i < 3; i++) expect(await status(token, '/account')).toBe(200);
  });

  it('an employee disabled with SQL is refused on the next request', async () => {
    const clerk = await t.employee([...appsRule]);
    expect(await status(clerk.token)).toBe(200);
    await execute(`update employees set enabled = false where id = ${clerk.id}`);
    const res = await t.request('GET', '/account', { token: clerk.token });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Your account is disabled.' });
  });

  it('rules removed with SQL apply on the next request', async () => {
    const clerk = await t.employee([...appsRule]);
    expect(await apps(clerk.token)).toBe(200);
    await execute(`update employees set access = '[]'::jsonb where id = ${clerk.id}`);
    expect(await apps(clerk.token)).toBe(403);
  });

  it('rules changed by the owner apply on the next request, both ways', async () => {
    const clerk = await t.employee([...appsRule]);
    expect(await apps(clerk.token)).toBe(200);
    await clerk.setAccess([]);
    expect(await apps(clerk.token)).toBe(403);
    await clerk.setAccess([...appsRule]);
    expect(await apps(clerk.token)).toBe(200);
  });

  it('a deleted employee is refused on the next request', async () => {
    const clerk = await t.employee([...appsRule]);
    expect(await apps(clerk.token)).toBe(200);
    await execute(`delete from employees where id = ${clerk.id}`);
    expect(await apps(clerk.token)).toBe(401);
  });

  it('a change rolled back leaves the session as it was', async () => {
    const clerk = await t.employee([...appsRule]);
    expect(await status(clerk.token)).toBe(200);
    await t.server
      .database()
      .db.transaction(async (tx) => {
        await tx.execute(sql.raw(`update employees set enabled = false where id = ${clerk.id}`));
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await status(clerk.token)).toBe(200);
  });

  it('a sign-out ends the session on the next request', async () => {
    const session = await (await t.request('POST', '/auth/login', { body: DEMO_CREDENTIALS.owner })).json();
    expect(await status(session.access_token, '/account')).toBe(200);
    expect(
      (await t.request('POST', '/auth/logout', { body: { refresh_token: session.refresh_token } })).status,
    ).toBeLessThan(300);
    expect(await status(session.access_token, '/account')).toBe(401);
  });

  it('a store changed with SQL is seen on the next request', async () => {
    const token = await t.login(DEMO_CREDENTIALS.owner);
    const before = await (await t.request('GET', '/account', { token })).json();
    await execute(`update stores set currency = 'CAD' where id = ${t.seeded.storeIds[0]}`);
    try {
      const after = await (await t.request('GET', '/account', { token })).json();
      expect(before.store.currency).toBe('USD');
      expect(after.store.currency).toBe('CAD');
    } finally {
      await execute(`update stores set currency = 'USD' where id = ${t.seeded.storeIds[0]}`);
    }
  });
});
