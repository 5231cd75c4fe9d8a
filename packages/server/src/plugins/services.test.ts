import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SUBJECTS } from '@storeroom/core/access';
import { eq } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { HttpError } from '../http/errors';
import { action, defineServerPlugin } from '../plugin';
import { DEMO_CREDENTIALS } from '../seed';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';
import { createEventRef, createPluginBus, createServiceRef, provide, subscribe } from './services';

// Two plugins that know nothing of each other but the refs: a "stock" provider and a
// "sales" consumer that moves stock and publishes an event the provider listens to.
const STOCK = createServiceRef<{ take(sku: string, n: number): Promise<number> }>('test.stock');
const SOLD = createEventRef<{ sku: string; n: number }>('test.sold');

const stockTable = pgTable('bus_stock', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  sku: text('sku').notNull(),
  on_hand: integer('on_hand').notNull(),
  sold: integer('sold').notNull().default(0),
});

const stockPlugin = defineServerPlugin({
  id: 'bus-stock',
  tables: { stockTable },
  migrations: [
    {
      version: 1,
      name: 'bus_stock',
      sql: [
        'create table bus_stock (id serial primary key, store_id integer not null, sku text not null, on_hand integer not null, sold integer not null default 0)',
      ],
    },
  ],
  provides: [
    provide(STOCK, (ctx) => ({
      async take(sku, n) {
        const table = ctx.scope(stockTable);
        const [row] = await table.find(eq(stockTable.sku, sku));
        if (!row || row.on_hand < n) throw new HttpError(422, { message: 'Not enough stock.' });
        await table.update(row.id, { on_hand: row.on_hand - n });
        return row.on_hand - n;
      },
    })),
  ],
  subscribes: [
    subscribe(SOLD, async (ctx, { sku, n }) => {
      if (sku === 'BOOM') throw new HttpError(409, { message: 'Subscriber refused.' });
      const table = ctx.scope(stockTable);
      const [row] = await table.find(eq(stockTable.sku, sku));
      if (row) await table.update(row.id, { sold: row.sold + n });
    }),
  ],
  async seed({ context, storeIds }) {
    const ctx = await context(storeIds[0]!);
    await ctx.scope(stockTable).insertMany([
      { sku: 'A', on_hand: 5 },
      { sku: 'BOOM', on_hand: 5 },
    ]);
  },
});

const salesPlugin = defineServerPlugin({
  id: 'bus-sales',
  routes: [
    action({
      method: 'POST',
      path: '/bus-sales/sell',
      subject: SUBJECTS.orders,
      body: z.object({ sku: z.string(), n: z.number().int().positive() }),
      async handler(ctx, { body }) {
        const stock = ctx.use(STOCK);
        if (!stock) return { left: null };
        const left = await stock.take(body.sku, body.n);
        await ctx.emit(SOLD, body);
        return { left };
      },
    }),
    action({
      method: 'GET',
      path: '/bus-sales/stock',
      subject: SUBJECTS.orders,
      async handler(ctx) {
        const rows = await ctx.scope(stockTable).find();
        return Object.fromEntries(rows.map((r) => [r.sku, { on_hand: r.on_hand, sold: r.sold }]));
      },
    }),
  ],
});

describe('plugin services and events', () => {
  let t: TestServer;
  let owner: string;
  beforeAll(async () => {
    t = await createTestServer({ plugins: [stockPlugin, salesPlugin] });
    owner = await t.login(DEMO_CREDENTIALS.owner);
  });
  afterAll(() => t.close());

  const stock = async () =>
    (await (await t.request('GET', '/bus-sales/stock', { token: owner })).json()) as Record<
      string,
      { on_hand: number; sold: number }
    >;

  it('a plugin uses another plugin’s service and its event reaches the subscriber, in one transaction', async () => {
    const res = await t.request('POST', '/bus-sales/sell', { token: owner, body: { sku: 'A', n: 2 } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ left: 3 });
    expect((await stock()).A).toEqual({ on_hand: 3, sold: 2 });
  });

  it('a service refusal is the caller’s answer and changes nothing', async () => {
    const res = await t.request('POST', '/bus-sales/sell', { token: owner, body: { sku: 'A', n: 9 } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'Not enough stock.' });
    expect((await stock()).A).toEqual({ on_hand: 3, sold: 2 });
  });

  it('a subscriber that throws rolls back the publisher’s changes', async () => {
    const res = await t.request('POST', '/bus-sales/sell', { token: owner, body: { sku: 'BOOM', n: 1 } });
    expect(res.status).toBe(409);
    expect((await stock()).BOOM).toEqual({ on_hand: 5, sold: 0 });
  });

  it('without a provider, use() answers undefined', async () => {
    const alone = await createTestServer({ plugins: [salesPlugin] });
    try {
      const token = await alone.login(DEMO_CREDENTIALS.owner);
      const res = await alone.request('POST', '/bus-sales/sell', { token, body: { sku: 'A', n: 1 } });
      expect(await res.json()).toEqual({ left: null });
    } finally {
      await alone.close();
    }
  });

  it('two providers of one service are refused at start', () => {
    expect(() =>
      createPluginBus([
        { id: 'one', provides: [provide(STOCK, () => ({ take: async () => 0 }))] },
        { id: 'two', provides: [provide(STOCK, () => ({ take: async () => 0 }))] },
      ]),
    ).toThrow('Plugins "one" and "two" both provide the service "test.stock": only one may.');
  });
});
