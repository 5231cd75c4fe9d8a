import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { INVENTORY_MESSAGES } from '../schema';
import { inventoryServerPlugin } from './plugin';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await createTestServer({ plugins: [inventoryServerPlugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

describe('Inventory API', () => {
  it('lists the seeded items of the caller’s store only, newest first', async () => {
    const res = await t.request('GET', '/inventory', { token: owner });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { title: string }[]; _meta: { totalCount: number } };
    expect(body.items.map((i) => i.title)).toEqual(['Archived item', 'Second item', 'Welcome item']);
    expect(body._meta.totalCount).toBe(3);
  });

  it('validates input with the schema’s messages and changes nothing', async () => {
    const res = await t.request('POST', '/inventory', { token: owner, body: { title: '  ' } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { title: [INVENTORY_MESSAGES.titleRequired] } });
    const list = (await (await t.request('GET', '/inventory', { token: owner })).json()) as { _meta: { totalCount: number } };
    expect(list._meta.totalCount).toBe(3);
  });

  it('creates, updates and deletes', async () => {
    const created = await t.request('POST', '/inventory', { token: owner, body: { title: 'New item' } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const updated = await t.request('PATCH', `/inventory/${id}`, { token: owner, body: { status: 'archived' } });
    expect(await updated.json()).toMatchObject({ id, title: 'New item', status: 'archived' });
    expect((await t.request('DELETE', `/inventory/${id}`, { token: owner })).status).toBe(204);
    expect((await t.request('GET', `/inventory/${id}`, { token: owner })).status).toBe(404);
  });

  it('refuses callers without access to the subject', async () => {
    expect((await t.request('GET', '/inventory')).status).toBe(401);
    const employee = await t.login(DEMO_CREDENTIALS.employee);
    expect((await t.request('GET', '/inventory', { token: employee })).status).toBe(403);
  });
});
