/**
 * Who may create, change, delete and mint tokens for a private app (issue 17, SECURITY.md
 * "Private apps and tokens"), and how long a token an employee minted keeps working. Every
 * refusal is checked for its status and for what it left behind, as the owner sees it.
 */
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCESS_LEVEL, SUBJECTS } from '@storeroom/core/access';
import type { AccessRule } from '@storeroom/core/access';
import { PERMISSION_DENIED, notFound, parseId } from '../http/errors';
import { action, defineServerPlugin } from '../plugin';
import { resource } from '../resource/resource';
import { DEMO_CREDENTIALS } from '../seed';
import { ordersOptionsPlugin } from '../test-support/widgets';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';

// A small shop in the shape of the finding: stock (inventory), orders with a fulfil action
// (granted by allow_shipping), customers and products.
const stock = pgTable('pa_stock', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  sku: text('sku').notNull(),
  on_hand: integer('on_hand').notNull(),
});
const orders = pgTable('pa_orders', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  status: text('status').notNull(),
});
const customers = pgTable('pa_customers', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  email: text('email').notNull(),
});
const products = pgTable('pa_products', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
});

const fulfil = action({
  method: 'POST',
  path: '/pa-orders/:id/fulfil',
  subject: SUBJECTS.orders,
  action: 'fulfil',
  async handler(ctx, { params }) {
    const order = await ctx.scope(orders).get(parseId(params.id));
    if (!order) throw notFound();
    const [row] = await ctx.scope(orders).update(order.id, { status: 'fulfilled' });
    return row;
  },
});

const shopPlugin = defineServerPlugin({
  id: 'pa-shop',
  migrations: [
    {
      version: 1,
      name: 'shop',
      sql: [
        'create table pa_stock (id serial primary key, store_id integer not null, sku text not null, on_hand integer not null)',
        'create table pa_orders (id serial primary key, store_id integer not null, status text not null)',
        'create table pa_customers (id serial primary key, store_id integer not null, email text not null)',
        'create table pa_products (id serial primary key, store_id integer not null, title text not null)',
      ],
    },
  ],
  resources: [
    resource({
      name: 'pa-stock',
      table: stock,
      subject: SUBJECTS.inventory,
      schema: z.object({ sku: z.string(), on_hand: z.number().int() }),
    }),
    resource({
      name: 'pa-orders',
      table: orders,
      subject: SUBJECTS.orders,
      schema: z.object({ status: z.string() }),
    }),
    resource({
      name: 'pa-customers',
      table: customers,
      subject: SUBJECTS.customers,
      schema: z.object({ email: z.string() }),
    }),
    resource({
      name: 'pa-products',
      table: products,
      subject: SUBJECTS.products_and_collections,
      schema: z.object({ title: z.string() }),
    }),
  ],
  routes: [fulfil],
  async seed({ scope, storeIds }) {
    const main = storeIds[0]!;
    await scope(stock, main).insertMany([{ sku: 'ANVIL', on_hand: 10 }]);
    await scope(orders, main).insertMany([{ status: 'unfulfilled' }]);
    await scope(customers, main).insertMany([{ email: 'a@shop.test' }, { email: 'b@shop.test' }]);
    await scope(products, main).insertMany([{ title: 'Anvil' }]);
  },
});

let t: TestServer;
let owner: string;
let stockId: number;
let orderId: number;
let employeeCount = 0;

beforeAll(async () => {
  t = await createTestServer({ plugins: [shopPlugin, ordersOptionsPlugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
  stockId = (await body(await t.request('GET', '/pa-stock', { token: owner }))).items[0].id;
  orderId = (await body(await t.request('GET', '/pa-orders', { token: owner }))).items[0].id;
});
afterAll(() => t?.close());

/** A JSON answer, read in assertions only. */
async function body(res: Response): Promise<any> {
  return res.status === 204 ? undefined : res.json();
}

/** An employee made by the owner, signed in; `token` is their session. */
async function employee(access: AccessRule[]): Promise<{ id: number; token: string }> {
  employeeCount += 1;
  const credentials = { email: `pa-${employeeCount}@storeroom.test`, password: 'pa-employee-password' };
  const res = await t.request('POST', '/employees', {
    token: owner,
    body: { ...credentials, full_name: `Employee ${employeeCount}`, access },
  });
  expect(res.status).toBe(201);
  return { id: (await body(res)).id, token: await t.login(credentials) };
}

/** An app the owner creates (default rules: full access everywhere); its first token. */
async function ownerApp(name: string, accessRules?: AccessRule[]): Promise<{ id: number; token: string }> {
  const res = await t.request('POST', '/apps/private-apps', {
    token: owner,
    body: accessRules ? { name, accessRules } : { name },
  });
  expect(res.status).toBe(201);
  const app = await body(res);
  return { id: app.id, token: app.tokens[0].token };
}

/** The app as its owner sees it: name, rules and active token ids. */
async function seen(appId: number): Promise<{ name: string; accessRules: AccessRule[]; tokens: number[] }> {
  const res = await t.request('GET', `/apps/private-apps/${appId}?expand=tokens`, { token: owner });
  expect(res.status).toBe(200);
  const app = await body(res);
  return {
    name: app.name,
    accessRules: app.accessRules,
    tokens: app.tokens.map((tk: { id: number }) => tk.id),
  };
}

async function appCount(): Promise<number> {
  return (await body(await t.request('GET', '/apps/private-apps', { token: owner })))._meta.totalCount;
}

async function onHand(): Promise<number> {
  return (await body(await t.request('GET', `/pa-stock/${stockId}`, { token: owner }))).on_hand;
}

async function orderStatus(): Promise<string> {
  return (await body(await t.request('GET', `/pa-orders/${orderId}`, { token: owner }))).status;
}

const changeStock = (token: string, on_hand: number) =>
  t.request('PATCH', `/pa-stock/${stockId}`, { token, body: { on_hand } });
const fulfilOrder = (token: string) => t.request('POST', `/pa-orders/${orderId}/fulfil`, { token, body: {} });

/** What the finding's employee holds: full Apps, limited Orders without options. */
const APPS_AND_LIMITED_ORDERS: AccessRule[] = [
  { subject: 'apps', rule: ACCESS_LEVEL.full, options: [] },
  { subject: 'orders', rule: ACCESS_LEVEL.limited, options: [] },
];

/** The seeded "Warehouse sync" app's rules: broader than APPS_AND_LIMITED_ORDERS. */
const WAREHOUSE_RULES: AccessRule[] = [
  { subject: 'orders', rule: ACCESS_LEVEL.limited, options: ['allow_shipping'] },
  { subject: 'inventory', rule: ACCESS_LEVEL.full, options: [] },
];

describe('an employee and an app broader than themselves', () => {
  it('cannot mint a token for it, so stock and orders they cannot touch stay as they are', async () => {
    const clerk = await employee(APPS_AND_LIMITED_ORDERS);
    const app = await ownerApp('Warehouse bridge', WAREHOUSE_RULES);
    // The employee cannot touch stock or fulfil an order themselves.
    expect((await changeStock(clerk.token, 1)).status).toBe(403);
    expect((await fulfilOrder(clerk.token)).status).toBe(403);
    const before = await seen(app.id);

    const minted = await t.request('POST', `/apps/private-apps/${app.id}/tokens`, {
      token: clerk.token,
      body: {},
    });
    expect(minted.status).toBe(403);
    const answer = await body(minted);
    expect(answer).toEqual({ message: PERMISSION_DENIED });

    // No token was made, so nothing can change stock or fulfil the order.
    expect(await seen(app.id)).toEqual(before);
    const secret: string = answer.token ?? 'srp_not-issued';
    expect((await changeStock(secret, 1)).status).toBe(401);
    expect((await fulfilOrder(secret)).status).toBe(401);
    expect(await onHand()).toBe(10);
    expect(await orderStatus()).toBe('unfulfilled');
  });

  it('cannot mint a token for a default (full access) app, so customers and products stay unread', async () => {
    const clerk = await employee(APPS_AND_LIMITED_ORDERS);
    const app = await ownerApp('Everything');
    expect((await t.request('GET', '/pa-customers', { token: clerk.token })).status).toBe(403);
    const before = await seen(app.id);

    const minted = await t.request('POST', `/apps/private-apps/${app.id}/tokens`, {
      token: clerk.token,
      body: {},
    });
    expect(minted.status).toBe(403);
    expect(await seen(app.id)).toEqual(before);
    const secret: string = (await body(minted)).token ?? 'srp_not-issued';
    expect((await t.request('GET', '/pa-customers', { token: secret })).status).toBe(401);
    expect((await t.request('GET', '/pa-products', { token: secret })).status).toBe(401);
  });

  it('cannot rename, narrow, revoke its tokens or delete it', async () => {
    const clerk = await employee(APPS_AND_LIMITED_ORDERS);
    const app = await ownerApp('Warehouse bridge', WAREHOUSE_RULES);
    const before = await seen(app.id);
    const count = await appCount();

    const renamed = await t.request('PATCH', `/apps/private-apps/${app.id}`, {
      token: clerk.token,
      body: { name: 'Mine now' },
    });
    expect(renamed.status).toBe(403);
    const narrowed = await t.request('PATCH', `/apps/private-apps/${app.id}`, {
      token: clerk.token,
      body: { accessRules: [{ subject: 'orders', rule: ACCESS_LEVEL.limited, options: [] }] },
    });
    expect(narrowed.status).toBe(403);
    const revoked = await t.request('DELETE', `/apps/private-apps/${app.id}/tokens/${before.tokens[0]}`, {
      token: clerk.token,
    });
    expect(revoked.status).toBe(403);
    expect((await t.request('DELETE', `/apps/private-apps/${app.id}`, { token: clerk.token })).status).toBe(
      403,
    );
    const bulk = await t.request('POST', '/apps/private-apps/delete', {
      token: clerk.token,
      body: { ids: [app.id] },
    });
    expect(bulk.status).toBe(403);

    expect(await seen(app.id)).toEqual(before);
    expect(await appCount()).toBe(count);
    // The owner's token still works.
    expect((await t.request('GET', '/pa-stock', { token: app.token })).status).toBe(200);
  });

  it('still cannot create one: what it asks for beyond its own access is refused on the field', async () => {
    const clerk = await employee(APPS_AND_LIMITED_ORDERS);
    const count = await appCount();
    for (const accessRules of [undefined, WAREHOUSE_RULES]) {
      const res = await t.request('POST', '/apps/private-apps', {
        token: clerk.token,
        body: { name: 'Escalate', ...(accessRules ? { accessRules } : {}) },
      });
      expect(res.status).toBe(422);
      expect((await body(res)).errors.accessRules).toContain(
        'You cannot grant more access to "Orders" than you have.',
      );
    }
    expect(await appCount()).toBe(count);
  });
});

describe('an employee and an app within their own access', () => {
  it('creates it, mints and revokes its tokens, renames it and deletes it', async () => {
    const clerk = await employee(APPS_AND_LIMITED_ORDERS);
    const created = await t.request('POST', '/apps/private-apps', {
      token: clerk.token,
      body: { name: 'Order reader', accessRules: [{ subject: 'orders', rule: ACCESS_LEVEL.limited }] },
    });
    expect(created.status).toBe(201);
    const app = await body(created);
    expect((await t.request('GET', '/pa-orders', { token: app.tokens[0].token })).status).toBe(200);

    const minted = await t.request('POST', `/apps/private-apps/${app.id}/tokens`, {
      token: clerk.token,
      body: {},
    });
    expect(minted.status).toBe(200);
    const second = await body(minted);
    expect((await t.request('GET', '/pa-orders', { token: second.token })).status).toBe(200);
    expect(
      (
        await t.request('DELETE', `/apps/private-apps/${app.id}/tokens/${second.id}`, {
          token: clerk.token,
        })
      ).status,
    ).toBe(204);
    expect((await t.request('GET', '/pa-orders', { token: second.token })).status).toBe(401);

    const renamed = await t.request('PATCH', `/apps/private-apps/${app.id}`, {
      token: clerk.token,
      body: { name: 'Order reader 2' },
    });
    expect(renamed.status).toBe(200);

    // Widening it beyond the employee is refused and changes nothing.
    const widened = await t.request('PATCH', `/apps/private-apps/${app.id}`, {
      token: clerk.token,
      body: { accessRules: [{ subject: 'orders', rule: ACCESS_LEVEL.full }] },
    });
    expect(widened.status).toBe(422);
    expect(await seen(app.id)).toEqual({
      name: 'Order reader 2',
      accessRules: [{ subject: 'orders', rule: ACCESS_LEVEL.limited, options: [] }],
      tokens: [app.tokens[0].id],
    });

    expect((await t.request('DELETE', `/apps/private-apps/${app.id}`, { token: clerk.token })).status).toBe(
      204,
    );
    expect((await t.request('GET', '/pa-orders', { token: app.tokens[0].token })).status).toBe(401);
  });
});

describe('a private-app token', () => {
  it('cannot manage private apps or mint tokens, for its own app or another', async () => {
    // Full access everywhere, Apps included.
    const root = await ownerApp('Root');
    const other = await ownerApp('Other', WAREHOUSE_RULES);
    const rootBefore = await seen(root.id);
    const otherBefore = await seen(other.id);
    const count = await appCount();

    const attempts: [string, string, unknown?][] = [
      ['POST', `/apps/private-apps/${other.id}/tokens`, {}],
      ['POST', `/apps/private-apps/${root.id}/tokens`, {}],
      ['POST', '/apps/private-apps', { name: 'Spawned' }],
      ['PATCH', `/apps/private-apps/${other.id}`, { name: 'Taken' }],
      ['PATCH', `/apps/private-apps/${root.id}`, { name: 'Renamed' }],
      ['DELETE', `/apps/private-apps/${other.id}/tokens/${otherBefore.tokens[0]}`],
      ['DELETE', `/apps/private-apps/${other.id}`],
      ['POST', '/apps/private-apps/delete', { ids: [other.id] }],
      ['GET', '/apps/private-apps'],
      ['GET', `/apps/private-apps/${other.id}?expand=tokens`],
    ];
    for (const [method, path, payload] of attempts) {
      const res = await t.request(method, path, { token: root.token, body: payload });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 });
    }

    expect(await seen(root.id)).toEqual(rootBefore);
    expect(await seen(other.id)).toEqual(otherBefore);
    expect(await appCount()).toBe(count);
    // The token itself still works where its rules allow.
    expect((await t.request('GET', '/pa-customers', { token: root.token })).status).toBe(200);
  });
});

describe('tokens an employee minted', () => {
  /** A stock keeper: full Apps and Inventory; their app is within their access. */
  const KEEPER: AccessRule[] = [
    { subject: 'apps', rule: ACCESS_LEVEL.full, options: [] },
    { subject: 'inventory', rule: ACCESS_LEVEL.full, options: [] },
  ];
  const STOCK_APP: AccessRule[] = [{ subject: 'inventory', rule: ACCESS_LEVEL.full, options: [] }];

  async function keeperWithTokens() {
    const keeper = await employee(KEEPER);
    const created = await t.request('POST', '/apps/private-apps', {
      token: keeper.token,
      body: { name: 'Stock feed', accessRules: STOCK_APP },
    });
    expect(created.status).toBe(201);
    const app = await body(created);
    const minted = await t.request('POST', `/apps/private-apps/${app.id}/tokens`, {
      token: keeper.token,
      body: {},
    });
    expect(minted.status).toBe(200);
    // The owner's token of the same app: it does not depend on the employee.
    const ownerToken = await body(
      await t.request('POST', `/apps/private-apps/${app.id}/tokens`, { token: owner, body: {} }),
    );
    return {
      keeper,
      appId: app.id as number,
      minted: [app.tokens[0].token as string, (await body(minted)).token as string],
      ownerToken: ownerToken.token as string,
    };
  }

  it('stop working while the employee is disabled, and for good once they are deleted', async () => {
    const { keeper, minted, ownerToken } = await keeperWithTokens();
    for (const token of minted) expect((await t.request('GET', '/pa-stock', { token })).status).toBe(200);
    const level = await onHand();

    const disabled = await t.request('PATCH', `/employees/${keeper.id}`, {
      token: owner,
      body: { enabled: false },
    });
    expect(disabled.status).toBe(200);
    for (const token of minted) {
      expect((await t.request('GET', '/pa-stock', { token })).status).toBe(401);
      expect((await changeStock(token, level + 5)).status).toBe(401);
    }
    expect(await onHand()).toBe(level);
    expect((await t.request('GET', '/pa-stock', { token: ownerToken })).status).toBe(200);

    // Enabled again, the employee could mint new ones anyway: theirs work again.
    await t.request('PATCH', `/employees/${keeper.id}`, { token: owner, body: { enabled: true } });
    for (const token of minted) expect((await t.request('GET', '/pa-stock', { token })).status).toBe(200);

    expect((await t.request('DELETE', `/employees/${keeper.id}`, { token: owner })).status).toBe(204);
    for (const token of minted) {
      expect((await t.request('GET', '/pa-stock', { token })).status).toBe(401);
      expect((await changeStock(token, level + 5)).status).toBe(401);
    }
    expect(await onHand()).toBe(level);
    expect((await t.request('GET', '/pa-stock', { token: ownerToken })).status).toBe(200);
  });

  it('never do more than the employee may do now: narrowing them narrows the tokens, widening the app does not widen them', async () => {
    const { keeper, appId, minted, ownerToken } = await keeperWithTokens();
    const [token] = minted as [string];
    expect((await changeStock(token, 7)).status).toBe(200);
    expect(await onHand()).toBe(7);

    // The owner narrows the employee to limited (read-only) inventory.
    await t.request('PATCH', `/employees/${keeper.id}`, {
      token: owner,
      body: { access: [KEEPER[0], { subject: 'inventory', rule: ACCESS_LEVEL.limited, options: [] }] },
    });
    expect((await t.request('GET', '/pa-stock', { token })).status).toBe(200);
    expect((await changeStock(token, 3)).status).toBe(403);
    expect(await onHand()).toBe(7);
    expect((await changeStock(ownerToken, 8)).status).toBe(200);

    // The owner widens the app to customers, which the employee does not have.
    const widened = await t.request('PATCH', `/apps/private-apps/${appId}`, {
      token: owner,
      body: { accessRules: [...STOCK_APP, { subject: 'customers', rule: ACCESS_LEVEL.full, options: [] }] },
    });
    expect(widened.status).toBe(200);
    expect((await t.request('GET', '/pa-customers', { token })).status).toBe(403);
    expect((await t.request('GET', '/pa-customers', { token: ownerToken })).status).toBe(200);
  });
});
