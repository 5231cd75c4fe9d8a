/**
 * Contract-first plugins: a plugin declares its contract once and the server derives the
 * route wiring, the subject and body checks, the resource's filter and sort fields, and the
 * OpenAPI document; a plugin that does not implement its contract exactly does not start.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SUBJECTS, withOptions } from '@storeroom/core/access';
import { createClient, defineContract, defineEndpoint, defineResource } from '@storeroom/core/contract';
import { createHttpClient } from '@storeroom/core/client';
import { integer, pgTable, serial, text } from './drizzle';
import { createServer } from './server';
import { defineServerPlugin, implement } from './plugin';
import { resource } from './resource/resource';
import { textSearch } from './resource/query';
import { DEMO_CREDENTIALS } from './seed';
import { createTestServer } from './testing';
import type { TestServer } from './testing';

const notesSubject = withOptions(SUBJECTS.cms, [{ id: 'allow_pin', label: 'Allow pin', grants: ['pin'] }]);
const noteSchema = z.object({ id: z.number().int(), title: z.string(), pinned: z.boolean() });
const noteInput = z.object({ title: z.string().trim().min(1, 'Title cannot be blank.').max(50) });

const notesContract = defineContract({
  id: 'notes',
  subjects: { cms: notesSubject },
  resources: {
    notes: defineResource({
      path: '/notes',
      subject: notesSubject,
      item: noteSchema,
      create: noteInput,
      filters: { title: { label: 'Title', type: 'text' }, query: { label: 'Search', hidden: true } },
      sort: ['id', 'title'],
      defaultSort: '!id',
    }),
  },
  endpoints: {
    pin: defineEndpoint({
      method: 'POST',
      path: '/notes/:id/pin',
      subject: notesSubject,
      action: 'pin',
      body: z.object({ pinned: z.boolean({ error: 'Pinned must be true or false.' }) }),
      response: noteSchema,
    }),
    count: defineEndpoint({
      method: 'GET',
      path: '/notes-count',
      subject: notesSubject,
      query: z.object({ min_length: z.coerce.number().int().min(0).max(50).optional() }),
      response: z.object({ count: z.number() }),
    }),
  },
});

const notes = pgTable('notes', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  pinned: integer('pinned').notNull().default(0),
});
const toItem = (row: typeof notes.$inferSelect) => ({
  id: row.id,
  title: row.title,
  pinned: row.pinned === 1,
});

const notesServer = defineServerPlugin({
  id: 'notes',
  contract: notesContract,
  migrations: [
    {
      version: 1,
      name: 'notes',
      sql: [
        'create table notes (id serial primary key, store_id integer not null, title text not null, pinned integer not null default 0)',
      ],
    },
  ],
  resources: [
    resource(notesContract.resources.notes, {
      table: notes,
      toItem,
      filters: { query: (value) => textSearch(value, notes.title) },
    }),
  ],
  routes: [
    implement(notesContract.endpoints.pin, async (ctx, { params, body }) => {
      const [row] = await ctx.scope(notes).update(Number(params.id), { pinned: body.pinned ? 1 : 0 });
      if (!row) throw new Error('missing');
      return toItem(row);
    }),
    implement(notesContract.endpoints.count, async (ctx, { query }) => {
      const rows = await ctx.scope(notes).find();
      return { count: rows.filter((r) => r.title.length >= (query.min_length ?? 0)).length };
    }),
  ],
});

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ plugins: [notesServer] });
});
afterAll(() => t.close());

async function client(token: string) {
  return createClient(
    notesContract,
    createHttpClient({ baseUrl: 'http://x/api/v1', tokens: token, fetch: t.fetch }),
  );
}

describe('a contract-first plugin', () => {
  it('answers its resource and endpoints through the derived client', async () => {
    const notesApi = await client(await t.login(DEMO_CREDENTIALS.owner));
    const created = await notesApi.notes.create({ title: 'Restock shelves' });
    await notesApi.notes.create({ title: 'Call 50% supplier' });
    expect(created).toEqual({ id: created.id, title: 'Restock shelves', pinned: false });
    // Filter fields from the contract; `%` matched literally by the one LIKE escape.
    expect((await notesApi.notes.search({ query: '50%' })).items.map((n) => n.title)).toEqual([
      'Call 50% supplier',
    ]);
    expect(
      (await notesApi.notes.search({ title: { operator: 'contains', value: 'shelves' } }))._meta.totalCount,
    ).toBe(1);
    expect((await notesApi.pin({ params: { id: created.id }, body: { pinned: true } })).pinned).toBe(true);
    expect(await notesApi.count({ query: { min_length: 16 } })).toEqual({ count: 1 });
  });

  it('checks bodies, queries, filters and sort fields from the contract (422, nothing changed)', async () => {
    const token = await t.login(DEMO_CREDENTIALS.owner);
    const bad = await t.request('POST', '/notes/1/pin', { token, body: { pinned: 'yes' } });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ errors: { pinned: ['Pinned must be true or false.'] } });
    expect((await t.request('GET', '/notes-count?min_length=-1', { token })).status).toBe(422);
    expect((await t.request('POST', '/notes/search', { token, body: { pinned: true } })).status).toBe(422);
    expect((await t.request('GET', '/notes?sort=pinned', { token })).status).toBe(422);
    expect((await t.request('POST', '/notes', { token, body: { title: ' ' } })).status).toBe(422);
  });

  it('grants an endpoint through the option its contract declares on a standard subject', async () => {
    const owner = await t.login(DEMO_CREDENTIALS.owner);
    const [note] = (await (await client(owner)).notes.list()).items;
    const limited = await t.employeeSession([{ subject: 'cms', rule: 1, options: [] }]);
    const pinner = await t.employeeSession([{ subject: 'cms', rule: 1, options: ['allow_pin'] }]);
    const path = `/notes/${note!.id}/pin`;
    expect(
      (await t.request('POST', path, { token: limited.tokens.accessToken, body: { pinned: false } })).status,
    ).toBe(403);
    expect((await (await client(owner)).notes.get(note!.id)).pinned).toBe(note!.pinned);
    expect(
      (await t.request('POST', path, { token: pinner.tokens.accessToken, body: { pinned: false } })).status,
    ).toBe(200);
    // The option opens that action only.
    expect(
      (await t.request('POST', '/notes', { token: pinner.tokens.accessToken, body: { title: 'x' } })).status,
    ).toBe(403);
  });

  it('serves a valid OpenAPI 3.1 document listing every mounted route of the plugin', async () => {
    const res = await t.request('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/v1/notes/{id}/pin']?.post).toMatchObject({
      'x-storeroom-subject': 'cms',
      'x-storeroom-action': 'pin',
    });
    const mounted = t.app.routes
      .filter((r) => r.method !== 'ALL' && /^\/api\/v1\/notes/.test(r.path))
      .map((r) => `${r.method} ${r.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    // Every mounted route is documented (the bulk route `/{action}` is documented per action).
    for (const route of mounted.filter((r) => !r.endsWith('{action}'))) expect(documented).toContain(route);
    expect(documented.filter((r) => r.includes('/api/v1/notes')).length).toBeGreaterThanOrEqual(
      mounted.length,
    );
  });
});

describe('a plugin that does not implement its contract', () => {
  it('does not start when an endpoint is missing or a route is not in the contract', () => {
    expect(() =>
      createServer({ plugins: [{ ...notesServer, routes: notesServer.routes!.slice(1) }] }),
    ).toThrow(/contract endpoint "pin" is implemented 0 times/);
    const extra = implement(
      defineEndpoint({ method: 'GET', path: '/notes-extra', subject: notesSubject }),
      async () => ({}),
    );
    expect(() =>
      createServer({ plugins: [{ ...notesServer, routes: [...notesServer.routes!, extra] }] }),
    ).toThrow(/is not in its contract/);
    expect(() => createServer({ plugins: [{ ...notesServer, resources: [] }] })).toThrow(
      /contract resource "notes" is implemented 0 times/,
    );
  });
});
