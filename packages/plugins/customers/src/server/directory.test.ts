/**
 * The customer directory and the order statistics, seen by another plugin: a stand-in
 * "orders" plugin, registered beside the customers plugin, uses CUSTOMER_DIRECTORY, provides
 * ORDER_STATISTICS, publishes ORDERS_CHANGED and answers CUSTOMER_REFERENCES, without
 * importing the orders plugin. It holds data only: each "order" it records carries the
 * statistics the orders area would answer for its customer. How orders add up to those
 * statistics is the orders plugin's rule, tested with the real orders in examples/admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SUBJECTS } from '@storeroom/core/access';
import { action, DEMO_CREDENTIALS, defineServerPlugin, parseId, provide, subscribe } from '@storeroom/server';
import { CUSTOMER_DIRECTORY, CUSTOMER_REFERENCES } from '../contract';
import { ORDER_STATISTICS, ORDERS_CHANGED } from '@storeroom/plugin-orders/contract';
import type { ActionContext, ServerPlugin } from '@storeroom/server';
import { inArray, integer, pgTable, serial, timestamp } from '@storeroom/server/drizzle';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { CUSTOMERS_MESSAGES } from '../contract';
import type { CustomerItem } from '../contract';
import { customersServerPlugin } from './plugin';

const fakeOrders = pgTable('fake_orders', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  customer_id: integer('customer_id').notNull(),
  order_count: integer('order_count').notNull(),
  lifetime_spent: integer('lifetime_spent').notNull(),
  last_purchase: timestamp('last_purchase', { withTimezone: true }).notNull(),
});

const placedOrder = z.object({
  email: z.string(),
  /** What ORDER_STATISTICS answers for the customer while this order is the latest. */
  order_count: z.number().int(),
  lifetime_spent: z.number().int(),
  last_purchase: z.string(),
});

async function placeOrder(ctx: ActionContext, body: z.infer<typeof placedOrder>) {
  const directory = ctx.use(CUSTOMER_DIRECTORY)!;
  const customer =
    (await directory.findByEmail(body.email)) ?? (await directory.create({ email: body.email }));
  const order = await ctx.scope(fakeOrders).insert({
    customer_id: customer.id,
    order_count: body.order_count,
    lifetime_spent: body.lifetime_spent,
    last_purchase: new Date(body.last_purchase),
  });
  await ctx.emit(ORDERS_CHANGED, { order_ids: [order.id], customer_ids: [customer.id] });
  return { order_id: order.id, customer_id: customer.id };
}

/** The latest recorded order of each of these customers. */
async function latestOrders(ctx: ActionContext, customerIds: readonly number[]) {
  const rows =
    customerIds.length === 0
      ? []
      : await ctx.scope(fakeOrders).find(inArray(fakeOrders.customer_id, [...customerIds]));
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows)
    if ((latest.get(row.customer_id)?.id ?? 0) < row.id) latest.set(row.customer_id, row);
  return latest;
}

const directoryCall = z.discriminatedUnion('op', [
  z.object({ op: z.literal('get'), id: z.number() }),
  z.object({ op: z.literal('findByEmail'), email: z.string() }),
  z.object({ op: z.literal('create'), input: z.record(z.string(), z.string()) }),
  z.object({ op: z.literal('update'), id: z.number(), input: z.record(z.string(), z.string()) }),
  z.object({ op: z.literal('remove'), id: z.number() }),
]);

/** The stand-in for the orders plugin (registered after customers, as in the admin). */
const fakeOrdersPlugin: ServerPlugin = defineServerPlugin({
  id: 'fake-orders',
  tables: { fakeOrders },
  migrations: [
    {
      version: 1,
      name: 'fake orders',
      sql: [
        'create table fake_orders (id serial primary key, store_id integer not null, customer_id integer not null, order_count integer not null, lifetime_spent integer not null, last_purchase timestamptz not null)',
      ],
    },
  ],
  provides: [
    provide(ORDER_STATISTICS, (ctx) => ({
      totals: async () => ({ orders: 0, sales: 0 }),
      series: async () => [],
      topProducts: async () => [],
      async customerStats(ids) {
        const latest = await latestOrders(ctx, ids);
        return new Map(
          [...latest].map(([id, row]) => [
            id,
            {
              order_count: row.order_count,
              lifetime_spent: row.lifetime_spent,
              last_purchase: row.last_purchase.toISOString(),
            },
          ]),
        );
      },
    })),
  ],
  subscribes: [
    subscribe(CUSTOMER_REFERENCES, async (ctx, { customer_id, count }) => {
      count.value += (await latestOrders(ctx, [customer_id])).get(customer_id)?.order_count ?? 0;
    }),
  ],
  routes: [
    action({
      method: 'POST',
      path: '/fake-orders',
      subject: SUBJECTS.orders,
      body: placedOrder,
      handler: (ctx, { body }) => placeOrder(ctx, body),
    }),
    action({
      method: 'DELETE',
      path: '/fake-orders/:id',
      subject: SUBJECTS.orders,
      async handler(ctx, { params }) {
        const [row] = await ctx.scope(fakeOrders).delete(parseId(params.id));
        if (row) await ctx.emit(ORDERS_CHANGED, { order_ids: [row.id], customer_ids: [row.customer_id] });
        return { deleted: row ? 1 : 0 };
      },
    }),
    action({
      method: 'POST',
      path: '/fake-orders/directory',
      subject: SUBJECTS.orders,
      body: directoryCall,
      async handler(ctx, { body }) {
        const directory = ctx.use(CUSTOMER_DIRECTORY)!;
        switch (body.op) {
          case 'get':
            return { result: (await directory.get(body.id)) ?? null };
          case 'findByEmail':
            return { result: (await directory.findByEmail(body.email)) ?? null };
          case 'create':
            return { result: await directory.create(body.input as { email: string }) };
          case 'update':
            return { result: await directory.update(body.id, body.input) };
          case 'remove':
            await directory.remove(body.id);
            return { result: null };
        }
      },
    }),
  ],
  // Seeds after the customers (registration order): its events reach the customers plugin.
  async seed({ context, storeIds }) {
    const ctx = await context(storeIds[0]!);
    const olivia = 'olivia.johnson0@example.com';
    await placeOrder(ctx, {
      email: olivia,
      order_count: 1,
      lifetime_spent: 2500,
      last_purchase: '2026-03-01T10:00:00Z',
    });
    await placeOrder(ctx, {
      email: olivia,
      order_count: 2,
      lifetime_spent: 3500,
      last_purchase: '2026-05-02T10:00:00Z',
    });
    await placeOrder(ctx, {
      email: 'liam.wilson1@example.com',
      order_count: 1,
      lifetime_spent: 4000,
      last_purchase: '2026-06-03T10:00:00Z',
    });
  },
});

let t: TestServer;
let owner: string;

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

const directory = async (body: z.input<typeof directoryCall>) =>
  t.request('POST', '/fake-orders/directory', { token: owner, body });

const customer = async (id: number) =>
  json<CustomerItem>(await t.request('GET', `/customers/${id}`, { token: owner }));

beforeAll(async () => {
  t = await createTestServer({ plugins: [customersServerPlugin, fakeOrdersPlugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

describe('order statistics from the orders plugin', () => {
  it('the orders seed’s events fill the statistics, and the list puts the latest buyer first', async () => {
    const page = await json<{ items: CustomerItem[] }>(
      await t.request('GET', '/customers?size=5', { token: owner }),
    );
    expect(
      page.items.slice(0, 2).map((c) => [c.email, c.order_count, c.lifetime_spent, c.last_purchase]),
    ).toEqual([
      ['liam.wilson1@example.com', 1, 4000, '2026-06-03T10:00:00.000Z'],
      ['olivia.johnson0@example.com', 2, 3500, '2026-05-02T10:00:00.000Z'],
    ]);
    // Customers without orders keep empty statistics and come after the buyers.
    expect(page.items.slice(2).every((c) => c.order_count === 0 && c.last_purchase === null)).toBe(true);
  });

  it('reads the statistics again on every ORDERS_CHANGED: a new order and a removed one', async () => {
    const placed = await json<{ order_id: number; customer_id: number }>(
      await t.request('POST', '/fake-orders', {
        token: owner,
        body: {
          email: 'liam.wilson1@example.com',
          order_count: 2,
          lifetime_spent: 4150,
          last_purchase: '2026-07-01T00:00:00Z',
        },
      }),
    );
    expect(await customer(placed.customer_id)).toMatchObject({
      order_count: 2,
      lifetime_spent: 4150,
      last_purchase: '2026-07-01T00:00:00.000Z',
    });
    await t.request('DELETE', `/fake-orders/${placed.order_id}`, { token: owner });
    expect(await customer(placed.customer_id)).toMatchObject({
      order_count: 1,
      lifetime_spent: 4000,
      last_purchase: '2026-06-03T10:00:00.000Z',
    });
  });

  it('statistics are read-only through the API', async () => {
    const { items } = await json<{ items: CustomerItem[] }>(
      await t.request('GET', '/customers?size=1', { token: owner }),
    );
    const first = items[0]!;
    const res = await t.request('PATCH', `/customers/${first.id}`, {
      token: owner,
      body: { order_count: 99, lifetime_spent: 1, notes: 'Checked.' },
    });
    expect(await json(res)).toMatchObject({
      order_count: first.order_count,
      lifetime_spent: first.lifetime_spent,
      notes: 'Checked.',
    });
  });

  it('without an ORDER_STATISTICS provider an ORDERS_CHANGED event changes nothing', async () => {
    const publisher = defineServerPlugin({
      id: 'publisher-only',
      routes: [
        action({
          method: 'POST',
          path: '/publisher-only/changed',
          subject: SUBJECTS.orders,
          body: z.object({ id: z.number() }),
          async handler(ctx, { body }) {
            await ctx.emit(ORDERS_CHANGED, { order_ids: [], customer_ids: [body.id, body.id, -1] });
            return {};
          },
        }),
      ],
    });
    const alone = await createTestServer({ plugins: [customersServerPlugin, publisher] });
    try {
      const token = await alone.login(DEMO_CREDENTIALS.owner);
      const { items } = await json<{ items: CustomerItem[] }>(
        await alone.request('GET', '/customers?size=1', { token }),
      );
      const res = await alone.request('POST', '/publisher-only/changed', {
        token,
        body: { id: items[0]!.id },
      });
      expect(res.status).toBe(200);
      const after = await json<CustomerItem>(
        await alone.request('GET', `/customers/${items[0]!.id}`, { token }),
      );
      expect(after).toMatchObject({ order_count: 0, lifetime_spent: 0, last_purchase: null });
    } finally {
      await alone.close();
    }
  });
});

describe('CUSTOMER_DIRECTORY', () => {
  it('finds by email case-insensitively, gets by id, and answers null for strangers', async () => {
    const found = await json<{ result: { id: number; email: string; full_name: string; phone: string } }>(
      await directory({ op: 'findByEmail', email: '  Olivia.Johnson0@EXAMPLE.com ' }),
    );
    expect(found.result).toMatchObject({ email: 'olivia.johnson0@example.com', full_name: 'Olivia Johnson' });
    expect(Object.keys(found.result).sort()).toEqual(['email', 'full_name', 'id', 'phone']);
    expect(
      (await json<{ result: unknown }>(await directory({ op: 'get', id: found.result.id }))).result,
    ).toEqual(found.result);
    expect(
      (await json<{ result: unknown }>(await directory({ op: 'findByEmail', email: 'nobody@example.com' })))
        .result,
    ).toBeNull();
    expect((await json<{ result: unknown }>(await directory({ op: 'get', id: 999999 }))).result).toBeNull();
  });

  it('creates with a normalised email, refusing a bad or taken email with 422 and changing nothing', async () => {
    const created = await json<{ result: { id: number; email: string; phone: string } }>(
      await directory({
        op: 'create',
        input: { email: ' New.Buyer@Example.com', full_name: 'New Buyer', phone: '+1 512 555 0100' },
      }),
    );
    expect(created.result).toMatchObject({ email: 'new.buyer@example.com', phone: '+1 512 555 0100' });
    expect(await customer(created.result.id)).toMatchObject({ full_name: 'New Buyer', order_count: 0 });

    const bad = await directory({ op: 'create', input: { email: 'not-an-email' } });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ errors: { email: [CUSTOMERS_MESSAGES.emailInvalid] } });
    const taken = await directory({ op: 'create', input: { email: 'NEW.BUYER@example.com' } });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toEqual({ errors: { email: [CUSTOMERS_MESSAGES.emailTaken] } });
    const search = await json<{ _meta: { totalCount: number } }>(
      await t.request('POST', '/customers/search', { token: owner, body: { query: 'new.buyer' } }),
    );
    expect(search._meta.totalCount).toBe(1);
  });

  it('updates only the given fields; another customer’s email is refused; a missing id is 404', async () => {
    const { result } = await json<{ result: { id: number } }>(
      await directory({ op: 'create', input: { email: 'rename.me@example.com', full_name: 'Rename Me' } }),
    );
    const renamed = await json<{ result: unknown }>(
      await directory({ op: 'update', id: result.id, input: { email: 'Renamed@Example.com' } }),
    );
    expect(renamed.result).toEqual({
      id: result.id,
      email: 'renamed@example.com',
      full_name: 'Rename Me',
      phone: '',
    });
    const clash = await directory({
      op: 'update',
      id: result.id,
      input: { email: 'liam.wilson1@example.com' },
    });
    expect(clash.status).toBe(422);
    expect((await customer(result.id)).email).toBe('renamed@example.com');
    expect((await directory({ op: 'update', id: 999999, input: { full_name: 'x' } })).status).toBe(404);
  });

  it('removes whatever the caller asks (the caller counts references first)', async () => {
    const { result } = await json<{ result: { id: number } }>(
      await directory({ op: 'create', input: { email: 'gone@example.com' } }),
    );
    await t.request('POST', '/fake-orders', {
      token: owner,
      body: { email: 'gone@example.com', total: 100, placed_at: '2026-01-01T00:00:00Z' },
    });
    expect((await directory({ op: 'remove', id: result.id })).status).toBe(200);
    expect((await t.request('GET', `/customers/${result.id}`, { token: owner })).status).toBe(404);
  });

  it('is bound to the caller’s store: another store’s customer is invisible', async () => {
    const second = await t.switchStore(owner);
    const theirs = await json<{ result: { id: number } | null }>(
      await t.request('POST', '/fake-orders/directory', {
        token: second,
        body: { op: 'findByEmail', email: 'outlet.buyer@example.com' },
      }),
    );
    expect(theirs.result).not.toBeNull();
    expect(
      (
        await json<{ result: unknown }>(
          await directory({ op: 'findByEmail', email: 'outlet.buyer@example.com' }),
        )
      ).result,
    ).toBeNull();
    expect(
      (await json<{ result: unknown }>(await directory({ op: 'get', id: theirs.result!.id }))).result,
    ).toBeNull();
    // The same email may be a customer in each store.
    const again = await directory({ op: 'create', input: { email: 'outlet.buyer@example.com' } });
    expect(again.status).toBe(200);
  });
});

describe('deleting customers through the API', () => {
  it('refuses a customer named on orders, with a message, and deletes nothing of the batch', async () => {
    const buyer = await json<{ result: { id: number } }>(
      await directory({ op: 'findByEmail', email: 'liam.wilson1@example.com' }),
    );
    const { result: free } = await json<{ result: { id: number } }>(
      await directory({ op: 'create', input: { email: 'free.to.go@example.com' } }),
    );
    const single = await t.request('DELETE', `/customers/${buyer.result.id}`, { token: owner });
    expect(single.status).toBe(422);
    expect(await single.json()).toEqual({ message: CUSTOMERS_MESSAGES.referenced('Liam Wilson', 1) });
    const bulk = await t.request('POST', '/customers/delete', {
      token: owner,
      body: { ids: [free.id, buyer.result.id] },
    });
    expect(bulk.status).toBe(422);
    expect((await t.request('GET', `/customers/${free.id}`, { token: owner })).status).toBe(200);
    expect((await t.request('DELETE', `/customers/${free.id}`, { token: owner })).status).toBe(204);
  });

  it('the admin refuses a second customer with the same email (create and update)', async () => {
    const dup = await t.request('POST', '/customers', {
      token: owner,
      body: { email: 'Liam.Wilson1@example.com' },
    });
    expect(dup.status).toBe(422);
    expect(await dup.json()).toEqual({ errors: { email: [CUSTOMERS_MESSAGES.emailTaken] } });
    const { result } = await json<{ result: { id: number } }>(
      await directory({ op: 'findByEmail', email: 'olivia.johnson0@example.com' }),
    );
    const clash = await t.request('PATCH', `/customers/${result.id}`, {
      token: owner,
      body: { email: 'liam.wilson1@example.com' },
    });
    expect(clash.status).toBe(422);
    const same = await t.request('PATCH', `/customers/${result.id}`, {
      token: owner,
      body: { email: 'OLIVIA.johnson0@example.com' },
    });
    expect(same.status).toBe(200);
  });
});
