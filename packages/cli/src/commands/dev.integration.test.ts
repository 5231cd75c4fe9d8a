/**
 * `storeroom dev` on the hello plugin (made with `storeroom create plugin`): the shell is
 * served, the API answers through the shell's proxy with only this plugin's server part, and
 * each persona can sign in with the access it stands for.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recorder } from '../lib/output';
import { dev } from './dev';
import type { DevSession } from './dev';

const repo = resolve(import.meta.dirname, '..', '..', '..', '..');
let session: DevSession;

beforeAll(async () => {
  session = await dev(
    { dir: resolve(repo, 'examples', 'hello-plugin'), port: 4710, apiPort: 4711 },
    recorder(),
  );
}, 240_000);
afterAll(() => session?.close());

async function login(email: string, password: string): Promise<string> {
  const res = await fetch('http://127.0.0.1:4710/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function listStatus(token: string): Promise<number> {
  const res = await fetch('http://127.0.0.1:4710/api/v1/hello', {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status;
}

describe('storeroom dev', () => {
  it('serves the shell for the plugin route', async () => {
    const res = await fetch(`${session.url}/hello`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('has the owner signed: no signature dialog between the author and the plugin', async () => {
    const res = await fetch('http://127.0.0.1:4710/api/v1/account', {
      headers: { authorization: `Bearer ${await login('owner@storeroom.test', 'storeroom-owner')}` },
    });
    expect(res.status).toBe(200);
    const account = (await res.json()) as { profile: { signature: string | null } };
    expect(account.profile.signature).toMatch(/^\/uploads\//);
  });

  it('gives each persona the access it stands for', async () => {
    expect(await listStatus(await login('owner@storeroom.test', 'storeroom-owner'))).toBe(200);
    expect(await listStatus(await login('full@dev.storeroom.test', 'storeroom-dev'))).toBe(200);
    const limited = await login('limited@dev.storeroom.test', 'storeroom-dev');
    expect(await listStatus(limited)).toBe(200);
    const create = await fetch('http://127.0.0.1:4710/api/v1/hello', {
      method: 'POST',
      headers: { authorization: `Bearer ${limited}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Not allowed' }),
    });
    expect(create.status).toBe(403);
    expect(await listStatus(await login('none@dev.storeroom.test', 'storeroom-dev'))).toBe(403);
  });

  it('has a limited persona with the plugin’s options: it may archive, not edit', async () => {
    const owner = await login('owner@storeroom.test', 'storeroom-owner');
    const made = await fetch('http://127.0.0.1:4710/api/v1/hello', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'To archive by a persona' }),
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const options = await login('options@dev.storeroom.test', 'storeroom-dev');
    const edit = await fetch(`http://127.0.0.1:4710/api/v1/hello/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${options}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Not allowed' }),
    });
    expect(edit.status).toBe(403);
    const archive = await fetch(`http://127.0.0.1:4710/api/v1/hello/${id}/archive`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(archive.status).toBe(200);
    expect(await archive.json()).toMatchObject({ id, status: 'archived' });
  });

  it("keeps a persona signed in across the switcher's reload: the refresh cookie works through the shell's proxy", async () => {
    const shell = 'http://127.0.0.1:4710';
    // What Chromium sends on the admin's own requests (the shell's proxy rewrites Host).
    const cookieMode = { 'x-storeroom-session': 'cookie', origin: shell, 'sec-fetch-site': 'same-origin' };
    const res = await fetch(`${shell}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...cookieMode },
      body: JSON.stringify({ email: 'limited@dev.storeroom.test', password: 'storeroom-dev' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).not.toHaveProperty('refresh_token');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('storeroom_refresh='))!;
    expect(cookie).toMatch(/HttpOnly/);
    // What the admin does after `window.location.assign('/admin')`: one refresh through the cookie.
    const refreshed = await fetch(`${shell}/api/v1/auth/refresh`, {
      method: 'POST',
      headers: { ...cookieMode, cookie: cookie.split(';')[0]! },
    });
    expect(refreshed.status).toBe(200);
    expect(await listStatus(((await refreshed.json()) as { access_token: string }).access_token)).toBe(200);
  });
});
