import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECTS } from '@storeroom/core/access';
import { action, defineServerPlugin } from '../plugin';
import { DEMO_CREDENTIALS } from '../seed';
import { INTERNAL_ERROR_MESSAGE } from '../server';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';

const reported: unknown[] = [];
const explode = defineServerPlugin({
  id: 'explode',
  routes: [
    action({
      method: 'GET',
      path: '/explode',
      subject: SUBJECTS.dashboard,
      handler: async () => {
        throw new Error('internal detail: connection string postgres://secret@db');
      },
    }),
  ],
});

let t: TestServer;
let owner: string;
beforeAll(async () => {
  t = await createTestServer({
    plugins: [explode],
    adminOrigin: 'https://admin.storeroom.test',
    authRequestsPerMinute: 5,
    jsonBodyLimit: 64 * 1024,
    uploadBodyLimit: 1024 * 1024,
    onError: (e) => reported.push(e),
  });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

describe('hardening', () => {
  it('answers CORS for the admin origin only', async () => {
    const preflight = (origin: string) =>
      t.app.request('/api/v1/employees', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const ok = await preflight('https://admin.storeroom.test');
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://admin.storeroom.test');
    // The admin's refresh cookie and session header may come from there (auth/cookie.ts).
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-storeroom-session');
    const evil = await preflight('https://evil.test');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await t.request('GET', '/account', {
      token: owner,
      headers: { origin: 'https://evil.test' },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const fromAdmin = await t.request('GET', '/account', {
      token: owner,
      headers: { origin: 'https://admin.storeroom.test' },
    });
    expect(fromAdmin.status).toBe(200);
    expect(fromAdmin.headers.get('access-control-allow-origin')).toBe('https://admin.storeroom.test');
    expect(fromAdmin.headers.get('access-control-allow-credentials')).toBe('true');
    expect(fromAdmin.headers.get('vary')).toMatch(/origin/i);
    // Without an Origin header (same-origin reads, scripts): no CORS headers, the same Vary.
    const plain = await t.request('GET', '/account', { token: owner });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/origin/i);
  });

  it('sends security headers and no-store on API answers', async () => {
    const res = await t.request('GET', '/account', { token: owner });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('never leaks an internal error: 500 with the spec message, reported on the server', async () => {
    const res = await t.request('GET', '/explode', { token: owner });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: INTERNAL_ERROR_MESSAGE });
    expect(text).not.toMatch(/secret|at |\.ts/);
    expect(reported).toHaveLength(1);
  });

  it('limits the body size (413) and refuses malformed JSON (400) everywhere', async () => {
    const big = await t.request('POST', '/employees/search', {
      token: owner,
      body: { query: 'x'.repeat(70 * 1024) },
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: 'The request body is too large.' });
    for (const path of ['/employees', '/employees/search', '/apps/private-apps', '/employees/delete']) {
      const res = await t.app.request(`/api/v1${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
        body: '{"ids": [1,',
      });
      expect({ path, status: res.status, body: await res.json() }).toEqual({
        path,
        status: 400,
        body: { message: 'Malformed JSON body.' },
      });
    }
    const patch = await t.app.request('/api/v1/account', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      body: 'null',
    });
    expect(patch.status).toBe(400);
  });

  it('refuses an oversized upload body with 413 before storing anything', async () => {
    const form = new FormData();
    form.append('type', 'files');
    form.append('files[]', new File([new Uint8Array(2 * 1024 * 1024)], 'big.png'));
    const res = await t.request('POST', '/files', { token: owner, body: form });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The upload is too large.' });
    expect((await (await t.request('GET', '/files', { token: owner })).json())._meta.totalCount).toBe(0);
  });

  it('rate-limits the auth endpoints per IP', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.7' };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await t.request('POST', '/auth/refresh', { body: { refresh_token: 'srr_x' }, headers })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(
      (
        await t.request('POST', '/auth/refresh', {
          body: { refresh_token: 'srr_x' },
          headers: { 'x-forwarded-for': '192.0.2.8' },
        })
      ).status,
    ).toBe(401);
  });

  it('answers unknown API paths and methods with 404 { message }', async () => {
    expect(await (await t.request('GET', '/nothing-here', { token: owner })).json()).toEqual({
      message: 'Not found',
    });
    expect((await t.request('PUT', '/employees/1', { token: owner, body: {} })).status).toBe(404);
  });
});
