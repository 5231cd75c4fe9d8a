import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { __CONST___MESSAGES } from '../schema';
import { __CAMEL__ServerPlugin } from './plugin';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await createTestServer({ plugins: [__CAMEL__ServerPlugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

describe('__TITLE__ API', () => {
  it('lists the seeded items of the caller’s store only, newest first', async () => {
    const res = await t.request('GET', '/__ID__', { token: owner });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { title: string }[]; _meta: { totalCount: number } };
    expect(body.items.map((i) => i.title)).toEqual(['Archived item', 'Second item', 'Welcome item']);
    expect(body._meta.totalCount).toBe(3);
  });

  it('validates input with the schema’s messages and changes nothing', async () => {
    const res = await t.request('POST', '/__ID__', { token: owner, body: { title: '  ' } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { title: [__CONST___MESSAGES.titleRequired] } });
    const list = (await (await t.request('GET', '/__ID__', { token: owner })).json()) as { _meta: { totalCount: number } };
    expect(list._meta.totalCount).toBe(3);
  });

  it('creates, updates and deletes', async () => {
    const created = await t.request('POST', '/__ID__', { token: owner, body: { title: 'New item' } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const updated = await t.request('PATCH', `/__ID__/${id}`, { token: owner, body: { status: 'archived' } });
    expect(await updated.json()).toMatchObject({ id, title: 'New item', status: 'archived' });
    expect((await t.request('DELETE', `/__ID__/${id}`, { token: owner })).status).toBe(204);
    expect((await t.request('GET', `/__ID__/${id}`, { token: owner })).status).toBe(404);
  });

  it('refuses callers without access to the subject', async () => {
    expect((await t.request('GET', '/__ID__')).status).toBe(401);
    // An employee with no rule at all: denied by default.
    const credentials = { email: 'no.access.__SNAKE__@storeroom.test', password: 'no-access-password' };
    const hired = await t.request('POST', '/employees', {
      token: owner,
      body: { ...credentials, full_name: 'No Access', access: [] },
    });
    expect(hired.status).toBe(201);
    const employee = await t.login(credentials);
    expect((await t.request('GET', '/__ID__', { token: employee })).status).toBe(403);
  });
});
