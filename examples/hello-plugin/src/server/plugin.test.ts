import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { HELLO_DEFAULT_GREETING, HELLO_MESSAGES, HELLO_SETTINGS_MESSAGES } from '../contract';
import type { HelloItem } from '../contract';
import { SEED_HELLO_ITEMS } from './seed-data';
import { helloTestServer } from './test-server';

let t: TestServer;
let owner: string;

interface List {
  items: HelloItem[];
  _meta: { totalCount: number };
}

beforeAll(async () => {
  t = await helloTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

async function count(): Promise<number> {
  return ((await (await t.request('GET', '/hello', { token: owner })).json()) as List)._meta.totalCount;
}

async function create(title: string): Promise<HelloItem> {
  const res = await t.request('POST', '/hello', { token: owner, body: { title } });
  expect(res.status).toBe(201);
  return (await res.json()) as HelloItem;
}

describe('Hello API (/hello)', () => {
  it('lists the seeded items of the caller’s store only, newest first', async () => {
    const res = await t.request('GET', '/hello', { token: owner });
    expect(res.status).toBe(200);
    const body = (await res.json()) as List;
    expect(body.items.map((i) => i.title)).toEqual([...SEED_HELLO_ITEMS].reverse().map((s) => s.title));
  });

  it('searches by status and by free text', async () => {
    const search = async (body: unknown) =>
      ((await (await t.request('POST', '/hello/search', { token: owner, body })).json()) as List).items;
    expect((await search({ status: 'archived' })).map((i) => i.title)).toEqual(['Archived item']);
    expect((await search({ query: 'demo seed' })).map((i) => i.title)).toEqual(['Welcome item']);
  });

  it('validates input with the contract’s messages and changes nothing', async () => {
    const before = await count();
    const res = await t.request('POST', '/hello', { token: owner, body: { title: '  ' } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { title: [HELLO_MESSAGES.titleRequired] } });
    expect(await count()).toBe(before);
  });

  it('creates, updates and deletes', async () => {
    const { id } = await create('New item');
    const updated = await t.request('PATCH', `/hello/${id}`, { token: owner, body: { notes: 'Noted' } });
    expect(await updated.json()).toMatchObject({ id, title: 'New item', status: 'active', notes: 'Noted' });
    expect((await t.request('DELETE', `/hello/${id}`, { token: owner })).status).toBe(204);
    expect((await t.request('GET', `/hello/${id}`, { token: owner })).status).toBe(404);
  });

  it('archives an item once (the archive endpoint)', async () => {
    const { id } = await create('To archive');
    const res = await t.request('POST', `/hello/${id}/archive`, { token: owner });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'archived' });
    const again = await t.request('POST', `/hello/${id}/archive`, { token: owner });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ errors: { status: [HELLO_MESSAGES.alreadyArchived] } });
    expect((await t.request('POST', '/hello/999999/archive', { token: owner })).status).toBe(404);
  });

  it('refuses callers without a rule, and writes under limited access unless an option grants them', async () => {
    expect((await t.request('GET', '/hello')).status).toBe(401);
    const none = await t.employeeSession([]);
    expect((await t.request('GET', '/hello', { token: none.tokens.accessToken })).status).toBe(403);

    const { id } = await create('Guarded');
    const limited = (await t.employeeSession([{ subject: 'hello', rule: 1, options: [] }])).tokens
      .accessToken;
    expect((await t.request('GET', '/hello', { token: limited })).status).toBe(200);
    expect((await t.request('POST', '/hello', { token: limited, body: { title: 'x' } })).status).toBe(403);
    expect((await t.request('POST', `/hello/${id}/archive`, { token: limited })).status).toBe(403);

    const archiver = (await t.employeeSession([{ subject: 'hello', rule: 1, options: ['allow_archive'] }]))
      .tokens.accessToken;
    expect((await t.request('PATCH', `/hello/${id}`, { token: archiver, body: { title: 'x' } })).status).toBe(
      403,
    );
    expect((await t.request('POST', `/hello/${id}/archive`, { token: archiver })).status).toBe(200);
  });

  // Added by hand with the customer field: the customers plugin's contract, on the server.
  it('keeps the customer of an item, read through CUSTOMER_DIRECTORY, and refuses an unknown one', async () => {
    const customers = (await (await t.request('GET', '/customers?size=1', { token: owner })).json()) as {
      items: { id: number; full_name: string; email: string }[];
    };
    const customer = customers.items[0]!;
    const res = await t.request('POST', '/hello', {
      token: owner,
      body: { title: 'For a customer', customer_id: customer.id },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      customer_id: customer.id,
      customer_name: customer.full_name || customer.email,
    });
    const before = await count();
    const unknown = await t.request('POST', '/hello', {
      token: owner,
      body: { title: 'For nobody', customer_id: 999999 },
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ errors: { customer_id: [HELLO_MESSAGES.customerNotFound] } });
    expect(await count()).toBe(before);
  });

  // Added by hand with the settings endpoints.
  it('reads the default greeting, saves a new one per store, and refuses a blank one', async () => {
    const initial = await t.request('GET', '/hello-settings', { token: owner });
    expect(await initial.json()).toEqual({ greeting: HELLO_DEFAULT_GREETING });
    const blank = await t.request('PATCH', '/hello-settings', { token: owner, body: { greeting: ' ' } });
    expect(blank.status).toBe(422);
    expect(await blank.json()).toEqual({ errors: { greeting: [HELLO_SETTINGS_MESSAGES.greetingRequired] } });
    for (const greeting of ['Welcome back!', 'Hi again']) {
      const saved = await t.request('PATCH', '/hello-settings', { token: owner, body: { greeting } });
      expect(await saved.json()).toEqual({ greeting });
    }
    expect(await (await t.request('GET', '/hello-settings', { token: owner })).json()).toEqual({
      greeting: 'Hi again',
    });
    const limited = (await t.employeeSession([{ subject: 'hello', rule: 1, options: [] }])).tokens
      .accessToken;
    expect((await t.request('GET', '/hello-settings', { token: limited })).status).toBe(200);
    expect(
      (await t.request('PATCH', '/hello-settings', { token: limited, body: { greeting: 'x' } })).status,
    ).toBe(403);
  });

  it('restores an archived item (the restore endpoint), with the archiving option', async () => {
    const { id } = await create('To restore');
    await t.request('POST', `/hello/${id}/archive`, { token: owner });
    const limited = (await t.employeeSession([{ subject: 'hello', rule: 1, options: [] }])).tokens
      .accessToken;
    expect((await t.request('POST', `/hello/${id}/restore`, { token: limited })).status).toBe(403);
    const archiver = (await t.employeeSession([{ subject: 'hello', rule: 1, options: ['allow_archive'] }]))
      .tokens.accessToken;
    const res = await t.request('POST', `/hello/${id}/restore`, { token: archiver });
    expect(await res.json()).toMatchObject({ id, status: 'active' });
  });
});
