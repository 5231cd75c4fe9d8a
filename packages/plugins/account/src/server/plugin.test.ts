import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { ACCOUNT_MESSAGES } from '../schema';
import { accountServerPlugin } from './plugin';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await createTestServer({ plugins: [accountServerPlugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

describe('Account API', () => {
  it('lists the seeded items of the caller’s store only, newest first', async () => {
    const res = await t.request('GET', '/account', { token: owner });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { title: string }[]; _meta: { totalCount: number } };
    expect(body.items.map((i) => i.title)).toEqual(['Archived item', 'Second item', 'Welcome item']);
    expect(body._meta.totalCount).toBe(3);
  });

  it('validates input with the schema’s messages and changes nothing', async () => {
    const res = await t.request('POST', '/account', { token: owner, body: { title: '  ' } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { title: [ACCOUNT_MESSAGES.titleRequired] } });
    const list = (await (await t.request('GET', '/account', { token: owner })).json()) as { _meta: { totalCount: number } };
    expect(list._meta.totalCount).toBe(3);
  });

  it('creates, updates and deletes', async () => {
    const created = await t.request('POST', '/account', { token: owner, body: { title: 'New item' } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const updated = await t.request('PATCH', `/account/${id}`, { token: owner, body: { status: 'archived' } });
    expect(await updated.json()).toMatchObject({ id, title: 'New item', status: 'archived' });
    expect((await t.request('DELETE', `/account/${id}`, { token: owner })).status).toBe(204);
    expect((await t.request('GET', `/account/${id}`, { token: owner })).status).toBe(404);
  });

  it('refuses callers without access to the subject', async () => {
    expect((await t.request('GET', '/account')).status).toBe(401);
    const employee = await t.login(DEMO_CREDENTIALS.employee);
    expect((await t.request('GET', '/account', { token: employee })).status).toBe(403);
  });
});
