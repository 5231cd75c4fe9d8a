import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../seed';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ throttle: { perAccount: 3, perIp: 6, backoffMs: 20 } });
});
afterAll(() => t?.close());

const ip = (n: number) => ({ 'x-forwarded-for': `10.0.0.${n}` });

describe('auth (auth-contract.md)', () => {
  it('signs the owner in and answers GET /account', async () => {
    const res = await t.request('POST', '/auth/login', { body: DEMO_CREDENTIALS.owner });
    expect(res.status).toBe(200);
    const tokens = await res.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(typeof tokens.access_token).toBe('string');
    const account = await t.request('GET', '/account', { token: tokens.access_token });
    expect(account.status).toBe(200);
    const body = await account.json();
    expect(body).toMatchObject({
      is_employee: false,
      access: [],
      menu: { favourites: ['/admin', '/admin/orders', '/admin/reports'] },
      profile: { email: DEMO_CREDENTIALS.owner.email },
      store: { timezone: 'UTC', currency: 'USD' },
    });
    expect(body.stores).toHaveLength(2);
    expect(body.stores.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  });

  it('refuses wrong credentials with the contract message', async () => {
    const res = await t.request('POST', '/auth/login', {
      body: { email: DEMO_CREDENTIALS.owner.email, password: 'wrong' },
      headers: ip(1),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Incorrect email or password.' });
  });

  it('rotates refresh tokens and revokes the family when a spent one is reused', async () => {
    const first = await (await t.request('POST', '/auth/login', { body: DEMO_CREDENTIALS.employee })).json();
    const second = await t.request('POST', '/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(second.status).toBe(200);
    const next = await second.json();
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await t.request('GET', '/account', { token: next.access_token })).status).toBe(200);

    const reuse = await t.request('POST', '/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(reuse.status).toBe(401);
    // The whole family is gone: the newest refresh token and its access token stop working.
    expect(
      (await t.request('POST', '/auth/refresh', { body: { refresh_token: next.refresh_token } })).status,
    ).toBe(401);
    expect((await t.request('GET', '/account', { token: next.access_token })).status).toBe(401);
  });
});

describe('sign-in refusals', () => {
  it('refuses a disabled employee with the contract message, and stops its open session', async () => {
    const owner = await t.login(DEMO_CREDENTIALS.owner);
    const made = await (
      await t.request('POST', '/employees', {
        token: owner,
        body: { email: 'leaving@storeroom.test', full_name: 'Leaving Soon', password: 'leaving-password' },
      })
    ).json();
    const session = await (
      await t.request('POST', '/auth/login', {
        body: { email: 'leaving@storeroom.test', password: 'leaving-password' },
      })
    ).json();
    expect((await t.request('GET', '/account', { token: session.access_token })).status).toBe(200);

    await t.request('PATCH', `/employees/${made.id}`, { token: owner, body: { enabled: false } });
    const login = await t.request('POST', '/auth/login', {
      body: { email: 'leaving@storeroom.test', password: 'leaving-password' },
    });
    expect(login.status).toBe(401);
    expect(await login.json()).toEqual({ message: 'Your account is disabled.' });
    expect((await t.request('GET', '/account', { token: session.access_token })).status).toBe(401);
    expect(
      (await t.request('POST', '/auth/refresh', { body: { refresh_token: session.refresh_token } })).status,
    ).toBe(401);
    // A wrong password on a disabled account says nothing about the account.
    const wrong = await t.request('POST', '/auth/login', {
      body: { email: 'leaving@storeroom.test', password: 'nope-nope' },
      headers: ip(2),
    });
    expect(await wrong.json()).toEqual({ message: 'Incorrect email or password.' });
  });

  it('answers an account that must be reactivated with its code', async () => {
    const { accounts } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    const db = t.server.database().db;
    await db
      .update(accounts)
      .set({ reactivation_code: 'react-123' })
      .where(eq(accounts.email, DEMO_CREDENTIALS.owner.email));
    try {
      const res = await t.request('POST', '/auth/login', { body: DEMO_CREDENTIALS.owner });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        message: 'Your account must be reactivated.',
        reactivation_code: 'react-123',
      });
    } finally {
      await db
        .update(accounts)
        .set({ reactivation_code: null })
        .where(eq(accounts.email, DEMO_CREDENTIALS.owner.email));
    }
  });

  it('answers malformed bodies with 400 or 422, never 500', async () => {
    const raw = (body: string) =>
      t.app.request('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const broken = await raw('{"email": ');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'Malformed JSON body.' });
    expect((await raw('"just a string"')).status).toBe(400);
    const missing = await raw('{}');
    expect(missing.status).toBe(422);
    expect(Object.keys((await missing.json()).errors).sort()).toEqual(['email', 'password']);
    expect((await raw('{"email": 1, "password": ["x"]}')).status).toBe(422);
    expect((await t.request('POST', '/auth/refresh', { body: { refresh_token: 12 } })).status).toBe(422);
  });

  it('refuses missing, malformed, forged and foreign tokens with 401', async () => {
    expect((await t.request('GET', '/account')).status).toBe(401);
    expect((await t.request('GET', '/account', { token: 'not-a-jwt' })).status).toBe(401);
    expect((await t.request('GET', '/account', { token: 'srp_unknown' })).status).toBe(401);
    const real = await t.login(DEMO_CREDENTIALS.owner);
    const [h, p] = real.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: '999' })).toString('base64url')}.${real.split('.')[2]}`;
    expect((await t.request('GET', '/account', { token: forged })).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    expect((await t.request('GET', '/account', { token: none })).status).toBe(401);
    const res = await t.request('GET', '/account', { token: 'x' });
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('login throttling (consumed before the password is checked, shared through the database)', () => {
  const attempt = (email: string, password: string, forwardedFor: string) =>
    t.request('POST', '/auth/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('50 parallel wrong passwords on one account: only the limit is evaluated, the rest are refused', async () => {
    const email = 'nobody-parallel@storeroom.test';
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => attempt(email, `wrong-${i}`, '10.0.1.1')),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(47);
    const refused = answers.find((r) => r.status === 429)!;
    expect(await refused.json()).toEqual({
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
    });
  });

  it('the owner is never locked out: refused from the offending IP, signed in from another', async () => {
    for (let i = 0; i < 3; i++)
      expect((await attempt(DEMO_CREDENTIALS.owner.email, `wrong-${i}`, '10.0.2.1')).status).toBe(401);
    // Even the right password is refused from the IP that guessed.
    expect(
      (await attempt(DEMO_CREDENTIALS.owner.email, DEMO_CREDENTIALS.owner.password, '10.0.2.1')).status,
    ).toBe(429);
    // From another IP the owner gets in (after the account's backoff delay).
    const owner = await attempt(DEMO_CREDENTIALS.owner.email, DEMO_CREDENTIALS.owner.password, '10.0.2.2');
    expect(owner.status).toBe(200);
    expect(await owner.json()).toEqual(expect.objectContaining({ access_token: expect.any(String) }));
  });

  it('with one trusted proxy, a rotating X-Forwarded-For does not reset the per-IP count', async () => {
    // The proxy appends what it saw (198.51.100.7); what the client put before it is ignored.
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push((await attempt(`someone${i}@storeroom.test`, 'x', `172.16.0.${i}, 198.51.100.7`)).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    // The same claimed addresses through another real client are not affected.
    expect((await attempt(`someone0@storeroom.test`, 'x', '172.16.0.0, 198.51.100.8')).status).toBe(401);
  });

  it('refuses an IP after repeated failures across accounts, not the others', async () => {
    for (let i = 0; i < 6; i++) {
      await t.request('POST', '/auth/login', {
        body: { email: `nobody${i}@storeroom.test`, password: 'x' },
        headers: ip(99),
      });
    }
    expect(
      (await t.request('POST', '/auth/login', { body: DEMO_CREDENTIALS.owner, headers: ip(99) })).status,
    ).toBe(429);
    expect(
      (await t.request('POST', '/auth/login', { body: DEMO_CREDENTIALS.owner, headers: ip(98) })).status,
    ).toBe(200);
  });
});

describe('logout and store switching', () => {
  it('logout revokes the family', async () => {
    const s = await (
      await t.request('POST', '/auth/login', { body: DEMO_CREDENTIALS.owner, headers: ip(40) })
    ).json();
    expect(
      (await t.request('POST', '/auth/logout', { body: { refresh_token: s.refresh_token } })).status,
    ).toBe(204);
    expect(
      (await t.request('POST', '/auth/refresh', { body: { refresh_token: s.refresh_token } })).status,
    ).toBe(401);
    expect((await t.request('GET', '/account', { token: s.access_token })).status).toBe(401);
    expect((await t.request('POST', '/auth/logout', { body: { refresh_token: 'srr_unknown' } })).status).toBe(
      204,
    );
  });

  it('switching store issues tokens for that store; others are refused', async () => {
    const owner = await t.login(DEMO_CREDENTIALS.owner);
    const [main, outlet] = t.seeded.storeIds;
    const list = await (await t.request('GET', '/account/stores', { token: owner })).json();
    expect(list.items.map((s: { id: number; current: boolean }) => [s.id, s.current])).toEqual([
      [main, true],
      [outlet, false],
    ]);
    const switched = await t.request('POST', '/account/stores', { token: owner, body: { store_id: outlet } });
    expect(switched.status).toBe(200);
    const tokens = await switched.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer' });
    const account = await (await t.request('GET', '/account', { token: tokens.access_token })).json();
    expect(account.store).toMatchObject({
      id: outlet,
      title: 'Storeroom Outlet',
      currency: 'EUR',
      timezone: 'Europe/Berlin',
      weight_unit: 'kg',
    });
    // The new refresh token stays on that store.
    const refreshed = await (
      await t.request('POST', '/auth/refresh', { body: { refresh_token: tokens.refresh_token } })
    ).json();
    expect(
      (await (await t.request('GET', '/account', { token: refreshed.access_token })).json()).store.id,
    ).toBe(outlet);

    // Employees belong to one store.
    const staff = { email: 'staff@storeroom.test', password: 'staff-password' };
    await t.request('POST', '/employees', { token: owner, body: { ...staff, full_name: 'Staff Member' } });
    const employee = await (await t.request('POST', '/auth/login', { body: staff, headers: ip(41) })).json();
    expect(
      (
        await t.request('POST', '/account/stores', {
          token: employee.access_token,
          body: { store_id: outlet },
        })
      ).status,
    ).toBe(403);
    const employeeStores = await (
      await t.request('GET', '/account/stores', { token: employee.access_token })
    ).json();
    expect(employeeStores.items.map((s: { id: number }) => s.id)).toEqual([main]);
    expect(
      (await t.request('POST', '/account/stores', { token: owner, body: { store_id: 99999 } })).status,
    ).toBe(403);
    expect(
      (await t.request('POST', '/account/stores', { token: owner, body: { store_id: 'x' } })).status,
    ).toBe(422);
  });
});
