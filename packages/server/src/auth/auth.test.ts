import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../seed';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ throttle: { perAccount: 3, perIp: 6 } });
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
