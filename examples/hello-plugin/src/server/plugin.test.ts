import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { HELLO_DEFAULT_GREETING, HELLO_MESSAGES } from '../schema';
import { helloServerPlugin } from './plugin';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await createTestServer({ plugins: [helloServerPlugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

describe('Hello API', () => {
  it('lists the seeded items of the caller’s store only, newest first', async () => {
    const res = await t.request('GET', '/hello', { token: owner });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { title: string }[]; _meta: { totalCount: number } };
    expect(body.items.map((i) => i.title)).toEqual(['Archived item', 'Second item', 'Welcome item']);
    expect(body._meta.totalCount).toBe(3);
  });

  it('validates input with the schema’s messages and changes nothing', async () => {
    const res = await t.request('POST', '/hello', { token: owner, body: { title: '  ' } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { title: [HELLO_MESSAGES.titleRequired] } });
    const list = (await (await t.request('GET', '/hello', { token: owner })).json()) as {
      _meta: { totalCount: number };
    };
    expect(list._meta.totalCount).toBe(3);
  });

  it('creates, updates and deletes', async () => {
    const created = await t.request('POST', '/hello', { token: owner, body: { title: 'New item' } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const updated = await t.request('PATCH', `/hello/${id}`, { token: owner, body: { status: 'archived' } });
    expect(await updated.json()).toMatchObject({ id, title: 'New item', status: 'archived' });
    expect((await t.request('DELETE', `/hello/${id}`, { token: owner })).status).toBe(204);
    expect((await t.request('GET', `/hello/${id}`, { token: owner })).status).toBe(404);
  });

  it('refuses callers without access to the subject', async () => {
    expect((await t.request('GET', '/hello')).status).toBe(401);
    const employee = await t.login(DEMO_CREDENTIALS.employee);
    expect((await t.request('GET', '/hello', { token: employee })).status).toBe(403);
  });

  // Added by hand with the settings actions.
  it('reads the default greeting, saves a new one per store, and refuses a blank one', async () => {
    const initial = await t.request('GET', '/hello-settings', { token: owner });
    expect(await initial.json()).toEqual({ greeting: HELLO_DEFAULT_GREETING });
    const blank = await t.request('PATCH', '/hello-settings', { token: owner, body: { greeting: ' ' } });
    expect(blank.status).toBe(422);
    expect(await blank.json()).toEqual({ errors: { greeting: ['Greeting cannot be blank.'] } });
    const saved = await t.request('PATCH', '/hello-settings', {
      token: owner,
      body: { greeting: 'Welcome back!' },
    });
    expect(await saved.json()).toEqual({ greeting: 'Welcome back!' });
    const again = await t.request('PATCH', '/hello-settings', {
      token: owner,
      body: { greeting: 'Hi again' },
    });
    expect(again.status).toBe(200);
    expect(await (await t.request('GET', '/hello-settings', { token: owner })).json()).toEqual({
      greeting: 'Hi again',
    });
    const employee = await t.login(DEMO_CREDENTIALS.employee);
    expect(
      (await t.request('PATCH', '/hello-settings', { token: employee, body: { greeting: 'x' } })).status,
    ).toBe(403);
  });
});
