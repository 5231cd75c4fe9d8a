/**
 * The admin's refresh token in an HttpOnly cookie (auth/cookie.ts, SECURITY.md "Sessions and
 * passwords"): the cookie's attributes, refresh and logout through it, their CSRF guard, reuse
 * detection, store switching; bearer clients keep the refresh token in the body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../seed';
import { assertSameOrigin } from './cookie';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t?.close());

const COOKIE_MODE = { 'x-storeroom-session': 'cookie' };
let nextIp = 1;
/** Each sign-in from its own address, so the sign-in throttle never joins in. */
const freshIp = () => ({ 'x-forwarded-for': `10.17.0.${nextIp++}` });

/** The `storeroom_refresh` Set-Cookie of an answer, parsed. */
function refreshCookie(res: Response): { value: string; attributes: string[] } | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith('storeroom_refresh='));
  if (!line) return null;
  const [pair, ...attributes] = line.split(';').map((p) => p.trim());
  return { value: pair!.slice('storeroom_refresh='.length), attributes };
}

async function cookieLogin(credentials: { email: string; password: string } = DEMO_CREDENTIALS.owner) {
  const res = await t.request('POST', '/auth/login', {
    body: credentials,
    headers: { ...COOKIE_MODE, ...freshIp() },
  });
  expect(res.status).toBe(200);
  const cookie = refreshCookie(res);
  expect(cookie).not.toBeNull();
  return { body: (await res.json()) as Record<string, unknown>, cookie: cookie!.value, res };
}

const withCookie = (value: string, extra: Record<string, string> = COOKIE_MODE) => ({
  cookie: `storeroom_refresh=${value}`,
  ...extra,
});

describe('sign-in in cookie mode', () => {
  it('sets the refresh token as an HttpOnly, SameSite=Strict cookie on the auth path, not in the answer', async () => {
    const { body, cookie, res } = await cookieLogin();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(typeof body.access_token).toBe('string');
    expect(body).not.toHaveProperty('refresh_token');
    expect(cookie).toMatch(/^srr_/);
    const attributes = refreshCookie(res)!.attributes.map((a) => a.toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['path=/api/v1/auth', 'httponly', 'samesite=strict', 'max-age=2592000']),
    );
    // Plain http on a loopback host (development, these tests): not Secure, or browsers drop it.
    expect(attributes).not.toContain('secure');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await t.request('GET', '/account', { token: body.access_token as string })).status).toBe(200);
  });

  it('marks the cookie Secure on https and on any host but a loopback one', async () => {
    for (const url of ['https://shop.example/api/v1/auth/login', 'http://shop.example/api/v1/auth/login']) {
      const res = await t.app.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...COOKIE_MODE, ...freshIp() },
        body: JSON.stringify(DEMO_CREDENTIALS.owner),
      });
      expect(res.status).toBe(200);
      expect(refreshCookie(res)!.attributes.map((a) => a.toLowerCase())).toContain('secure');
    }
  });

  it('refuses a cookie sign-in from a page of another origin', async () => {
    const res = await t.request('POST', '/auth/login', {
      body: DEMO_CREDENTIALS.owner,
      headers: { ...COOKIE_MODE, ...freshIp(), origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Cross-site request refused.' });
    expect(refreshCookie(res)).toBeNull();
  });

  it('keeps the bearer mode for private apps and scripts: the refresh token in the body, no cookie', async () => {
    const res = await t.request('POST', '/auth/login', { body: DEMO_CREDENTIALS.owner, headers: freshIp() });
    const tokens = await res.json();
    expect(tokens.refresh_token).toMatch(/^srr_/);
    expect(refreshCookie(res)).toBeNull();
    const refreshed = await t.request('POST', '/auth/refresh', {
      body: { refresh_token: tokens.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect((await refreshed.json()).refresh_token).toMatch(/^srr_/);
    expect(refreshCookie(refreshed)).toBeNull();
    // Neither a token nor the cookie mode: the field's message, as before.
    const blank = await t.request('POST', '/auth/refresh', { body: {} });
    expect(blank.status).toBe(422);
    expect(await blank.json()).toEqual({ errors: { refresh_token: ['Refresh token cannot be blank.'] } });
  });
});

describe('refresh through the cookie', () => {
  it('rotates the cookie, and presenting a spent one revokes the whole sign-in', async () => {
    const first = await cookieLogin(DEMO_CREDENTIALS.employee);
    const res = await t.request('POST', '/auth/refresh', {
      headers: withCookie(first.cookie, { ...COOKIE_MODE, origin: 'http://localhost' }),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).not.toHaveProperty('refresh_token');
    const next = refreshCookie(res)!.value;
    expect(next).toMatch(/^srr_/);
    expect(next).not.toBe(first.cookie);
    expect((await t.request('GET', '/account', { token: body.access_token })).status).toBe(200);

    // The spent cookie again (a stolen copy): 401, the cookie is cleared, the family ends.
    const reuse = await t.request('POST', '/auth/refresh', { headers: withCookie(first.cookie) });
    expect(reuse.status).toBe(401);
    expect(refreshCookie(reuse)).toMatchObject({ value: '' });
    expect(refreshCookie(reuse)!.attributes).toContain('Max-Age=0');
    expect((await t.request('POST', '/auth/refresh', { headers: withCookie(next) })).status).toBe(401);
    expect((await t.request('GET', '/account', { token: body.access_token })).status).toBe(401);
  });

  it('refuses (403) a cookie refresh without the session header or from another origin, spending nothing', async () => {
    const { cookie } = await cookieLogin();
    const noHeader = await t.request('POST', '/auth/refresh', { headers: withCookie(cookie, {}) });
    expect(noHeader.status).toBe(403);
    expect(await noHeader.json()).toEqual({ message: 'Cross-site request refused.' });
    const foreign = await t.request('POST', '/auth/refresh', {
      headers: withCookie(cookie, { ...COOKIE_MODE, origin: 'https://evil.example' }),
    });
    expect(foreign.status).toBe(403);
    const badOrigin = await t.request('POST', '/auth/refresh', {
      headers: withCookie(cookie, { ...COOKIE_MODE, origin: 'null' }),
    });
    expect(badOrigin.status).toBe(403);
    // A form post of another site (no JSON, no header) is refused the same way.
    const form = await t.app.request('/api/v1/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `storeroom_refresh=${cookie}` },
      body: '',
    });
    expect(form.status).toBe(403);
    // None of them spent the token: the admin's own refresh still works.
    const own = await t.request('POST', '/auth/refresh', { headers: withCookie(cookie) });
    expect(own.status).toBe(200);
  });

  it('trusts the browser’s Sec-Fetch-Site over hosts: same-origin behind a Host-rewriting proxy passes, cross-site never', async () => {
    const { cookie } = await cookieLogin();
    // A dev server's proxy (or nginx by default) rewrote Host: the Origin's host differs.
    const proxied = await t.request('POST', '/auth/refresh', {
      headers: withCookie(cookie, {
        ...COOKIE_MODE,
        origin: 'http://127.0.0.1:5173',
        host: '127.0.0.1:4000',
        'sec-fetch-site': 'same-origin',
      }),
    });
    expect(proxied.status).toBe(200);
    const next = refreshCookie(proxied)!.value;
    for (const site of ['cross-site', 'same-site']) {
      const res = await t.request('POST', '/auth/refresh', {
        headers: withCookie(next, { ...COOKIE_MODE, origin: 'http://localhost', 'sec-fetch-site': site }),
      });
      expect(res.status).toBe(403);
    }
    // Configured admin origins (an admin served elsewhere) are accepted, others not.
    const from = (origin: string) =>
      new Request('http://api.shop.example/api/v1/auth/refresh', {
        method: 'POST',
        headers: { ...COOKIE_MODE, origin, 'sec-fetch-site': 'same-site' },
      });
    expect(() =>
      assertSameOrigin(from('https://admin.shop.example'), ['https://admin.shop.example']),
    ).not.toThrow();
    expect(() =>
      assertSameOrigin(from('https://other.shop.example'), ['https://admin.shop.example']),
    ).toThrow('Cross-site request refused.');
  });

  it('answers 401 without a cookie', async () => {
    const res = await t.request('POST', '/auth/refresh', { headers: COOKIE_MODE });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Please sign in.' });
  });
});

describe('logout through the cookie', () => {
  it('revokes the family and clears the cookie', async () => {
    const { body, cookie } = await cookieLogin();
    const res = await t.request('POST', '/auth/logout', { headers: withCookie(cookie) });
    expect(res.status).toBe(204);
    const cleared = refreshCookie(res)!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/api/v1/auth']));
    expect((await t.request('POST', '/auth/refresh', { headers: withCookie(cookie) })).status).toBe(401);
    expect((await t.request('GET', '/account', { token: body.access_token as string })).status).toBe(401);
  });

  it('refuses a cross-site logout (403) and the session goes on', async () => {
    const { body, cookie } = await cookieLogin();
    const res = await t.request('POST', '/auth/logout', { headers: withCookie(cookie, {}) });
    expect(res.status).toBe(403);
    expect((await t.request('GET', '/account', { token: body.access_token as string })).status).toBe(200);
  });
});

describe('store switching in cookie mode', () => {
  it('replaces the cookie with the new store’s session and ends the old one', async () => {
    const { body, cookie } = await cookieLogin();
    const [, outlet] = t.seeded.storeIds;
    const res = await t.request('POST', '/account/stores', {
      token: body.access_token as string,
      body: { store_id: outlet },
      headers: COOKIE_MODE,
    });
    expect(res.status).toBe(200);
    const switched = await res.json();
    expect(switched).not.toHaveProperty('refresh_token');
    const next = refreshCookie(res)!;
    expect(next.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict']));
    expect((await t.request('GET', '/account', { token: body.access_token as string })).status).toBe(401);
    expect((await t.request('POST', '/auth/refresh', { headers: withCookie(cookie) })).status).toBe(401);
    const refreshed = await t.request('POST', '/auth/refresh', { headers: withCookie(next.value) });
    expect(refreshed.status).toBe(200);
    const account = await t.request('GET', '/account', { token: (await refreshed.json()).access_token });
    expect((await account.json()).store.id).toBe(outlet);
  });
});
