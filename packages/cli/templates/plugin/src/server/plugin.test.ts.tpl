import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { __CONST___MESSAGES } from '../contract';
import type { __PASCAL__Item } from '../contract';
import { SEED___CONST___ITEMS } from './seed-data';
import { __CAMEL__TestServer } from './test-server';

let t: TestServer;
let owner: string;

interface List {
  items: __PASCAL__Item[];
  _meta: { totalCount: number };
}

beforeAll(async () => {
  t = await __CAMEL__TestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

async function count(): Promise<number> {
  return ((await (await t.request('GET', '/__ID__', { token: owner })).json()) as List)._meta.totalCount;
}

async function create(title: string): Promise<__PASCAL__Item> {
  const res = await t.request('POST', '/__ID__', { token: owner, body: { title } });
  expect(res.status).toBe(201);
  return (await res.json()) as __PASCAL__Item;
}

describe('__TITLE__ API (/__ID__)', () => {
  it('lists the seeded items of the caller’s store only, newest first', async () => {
    const res = await t.request('GET', '/__ID__', { token: owner });
    expect(res.status).toBe(200);
    const body = (await res.json()) as List;
    expect(body.items.map((i) => i.title)).toEqual([...SEED___CONST___ITEMS].reverse().map((s) => s.title));
  });

  it('searches by status and by free text', async () => {
    const search = async (body: unknown) =>
      ((await (await t.request('POST', '/__ID__/search', { token: owner, body })).json()) as List).items;
    expect((await search({ status: 'archived' })).map((i) => i.title)).toEqual(['Archived item']);
    expect((await search({ query: 'demo seed' })).map((i) => i.title)).toEqual(['Welcome item']);
  });

  it('validates input with the contract’s messages and changes nothing', async () => {
    const before = await count();
    const res = await t.request('POST', '/__ID__', { token: owner, body: { title: '  ' } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { title: [__CONST___MESSAGES.titleRequired] } });
    expect(await count()).toBe(before);
  });

  it('creates, updates and deletes', async () => {
    const { id } = await create('New item');
    const updated = await t.request('PATCH', `/__ID__/${id}`, { token: owner, body: { notes: 'Noted' } });
    expect(await updated.json()).toMatchObject({ id, title: 'New item', status: 'active', notes: 'Noted' });
    expect((await t.request('DELETE', `/__ID__/${id}`, { token: owner })).status).toBe(204);
    expect((await t.request('GET', `/__ID__/${id}`, { token: owner })).status).toBe(404);
  });

  it('archives an item once (the archive endpoint)', async () => {
    const { id } = await create('To archive');
    const res = await t.request('POST', `/__ID__/${id}/archive`, { token: owner });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'archived' });
    const again = await t.request('POST', `/__ID__/${id}/archive`, { token: owner });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ errors: { status: [__CONST___MESSAGES.alreadyArchived] } });
    expect((await t.request('POST', '/__ID__/999999/archive', { token: owner })).status).toBe(404);
  });

  it('refuses callers without a rule, and writes under limited access unless an option grants them', async () => {
    expect((await t.request('GET', '/__ID__')).status).toBe(401);
    const none = await t.employeeSession([]);
    expect((await t.request('GET', '/__ID__', { token: none.tokens.accessToken })).status).toBe(403);

    const { id } = await create('Guarded');
    const limited = (await t.employeeSession([{ subject: '__SNAKE__', rule: 1, options: [] }])).tokens.accessToken;
    expect((await t.request('GET', '/__ID__', { token: limited })).status).toBe(200);
    expect((await t.request('POST', '/__ID__', { token: limited, body: { title: 'x' } })).status).toBe(403);
    expect((await t.request('POST', `/__ID__/${id}/archive`, { token: limited })).status).toBe(403);

    const archiver = (
      await t.employeeSession([{ subject: '__SNAKE__', rule: 1, options: ['allow_archive'] }])
    ).tokens.accessToken;
    expect((await t.request('PATCH', `/__ID__/${id}`, { token: archiver, body: { title: 'x' } })).status).toBe(403);
    expect((await t.request('POST', `/__ID__/${id}/archive`, { token: archiver })).status).toBe(200);
  });
});
