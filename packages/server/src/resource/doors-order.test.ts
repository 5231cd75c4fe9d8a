/**
 * Routing order between a plugin's resources and its domain routes (Hono matches in
 * registration order): a domain route with a parameter never shadows a resource's fixed
 * doors (search, saved views), and a resource's item doors never shadow a domain route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SUBJECTS } from '@storeroom/core/access';
import { defineContract, defineEndpoint, defineResource } from '@storeroom/core/contract';
import { integer, pgTable, serial, text } from '../drizzle';
import { defineServerPlugin, implement } from '../plugin';
import { DEMO_CREDENTIALS } from '../seed';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';
import { resource } from './resource';

const item = z.object({ id: z.number(), title: z.string(), shown_by: z.string() });
const contract = defineContract({
  id: 'boxes',
  resources: {
    // The item read is a domain endpoint (it adds what the engine cannot); saved views stay.
    boxes: defineResource({
      path: '/boxes',
      subject: SUBJECTS.orders,
      item,
      create: z.object({ title: z.string() }),
      bulk: { seal: { action: 'update' } },
      operations: { get: false },
    }),
  },
  endpoints: {
    get: defineEndpoint({ method: 'GET', path: '/boxes/:id', subject: SUBJECTS.orders, response: item }),
    sealAll: defineEndpoint({
      method: 'POST',
      path: '/boxes/seal-all',
      subject: SUBJECTS.orders,
      response: z.object({ by: z.string() }),
    }),
  },
});
const boxes = pgTable('boxes', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
});
const plugin = defineServerPlugin({
  id: 'boxes',
  contract,
  migrations: [
    {
      version: 1,
      name: 'boxes',
      sql: ['create table boxes (id serial primary key, store_id integer not null, title text not null)'],
    },
  ],
  resources: [
    resource(contract.resources.boxes, {
      table: boxes,
      toItem: (row) => ({ id: row.id, title: row.title, shown_by: 'engine' }),
      actions: { seal: async () => ({ by: 'bulk action' }) },
    }),
  ],
  routes: [
    implement(contract.endpoints.get, async (ctx, { params }) => {
      const row = await ctx.scope(boxes).get(Number(params.id));
      return { id: row!.id, title: row!.title, shown_by: 'endpoint' };
    }),
    implement(contract.endpoints.sealAll, async () => ({ by: 'domain route' })),
  ],
});

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await createTestServer({ plugins: [plugin] });
  token = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t.close());

describe('resource doors and domain routes', () => {
  it('keeps the saved views and search of a resource whose item read is a domain endpoint', async () => {
    const created = await t.request('POST', '/boxes', { token, body: { title: 'Spare parts' } });
    const { id } = (await created.json()) as { id: number };
    expect(await (await t.request('GET', `/boxes/${id}`, { token })).json()).toMatchObject({
      shown_by: 'endpoint',
    });
    const saved = await t.request('POST', '/boxes/saved-views', { token, body: { json: '{"name":"All"}' } });
    expect(saved.status).toBe(201);
    const views = await t.request('GET', '/boxes/saved-views', { token });
    expect(views.status).toBe(200);
    expect(((await views.json()) as { json: string }[]).map((v) => v.json)).toEqual(['{"name":"All"}']);
    const found = await t.request('POST', '/boxes/search', { token, body: {} });
    expect(((await found.json()) as { items: unknown[] }).items).toHaveLength(1);
  });

  it('lets a domain route win over the bulk action door', async () => {
    expect(await (await t.request('POST', '/boxes/seal-all', { token })).json()).toEqual({
      by: 'domain route',
    });
    expect(await (await t.request('POST', '/boxes/seal', { token, body: { ids: [1] } })).json()).toEqual({
      by: 'bulk action',
    });
  });
});
