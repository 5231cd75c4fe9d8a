/**
 * The live channel end to end: `GET /api/v1/live` on the real server (PGlite, or PostgreSQL
 * with DATABASE_URL), events published through the bus and through an action's transaction,
 * each reaching only the callers its audience allows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_CREDENTIALS } from '../seed';
import { createTestServer, expiringToken } from '../testing';
import type { TestServer } from '../testing';
import { livePublisher } from './bus';
import type { LiveEvent } from './bus';
import { readLiveStream } from './test-stream';

let t: TestServer;
let owner: string;
let storeId: number;
let otherStoreId: number;
let closed = false;

beforeAll(async () => {
  // A short heartbeat: the caller is checked again at each one (the disabled-employee test).
  t = await createTestServer({ live: { heartbeatMs: 100, retryMs: 1500 } });
  owner = await t.login(DEMO_CREDENTIALS.owner);
  [storeId, otherStoreId] = t.seeded.storeIds as [number, number];
}, 120_000);
afterAll(async () => {
  if (!closed) await t.close();
});

/** An open stream of this caller (subscribed once it resolves). */
async function connect(token: string) {
  const res = await t.request('GET', '/live', { token });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  return readLiveStream(res);
}

const publish = (event: Partial<LiveEvent> & Pick<LiveEvent, 'type' | 'audience'>) =>
  t.server.live.publish({ storeId, data: null, ...event });

async function privateAppToken(rules: { subject: string; rule: 0 | 1 | 2 }[]): Promise<string> {
  const res = await t.request('POST', '/apps/private-apps', {
    token: owner,
    body: { name: `live ${Math.random()}`, accessRules: rules },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { tokens: { token: string }[] }).tokens[0]!.token;
}

describe('GET /api/v1/live', () => {
  it('refuses a caller without a token', async () => {
    const res = await t.request('GET', '/live');
    expect(res.status).toBe(401);
  });

  it('opens with the retry hint and gives the owner an event of their store', async () => {
    const stream = await connect(owner);
    expect(stream.first).toContain('retry: 1500');
    await publish({ type: 'orders.updated', audience: { subject: 'orders' }, data: { id: 7 } });
    expect(await stream.next()).toEqual({ event: 'orders.updated', data: { id: 7 } });
    await stream.cancel();
  });

  it('gives an employee only the events their rules allow', async () => {
    const noOrders = await t.employeeSession([{ subject: 'customers', rule: 2, options: [] }]);
    const orders = await t.employeeSession([{ subject: 'orders', rule: 1, options: [] }]);
    const without = await connect(noOrders.tokens.accessToken);
    const withOrders = await connect(orders.tokens.accessToken);
    await publish({ type: 'orders.updated', audience: { subject: 'orders' }, data: { id: 1 } });
    await publish({ type: 'orders.refunded', audience: { subject: 'orders', action: 'refund' }, data: 2 });
    await publish({ type: 'store.notice', audience: { store: true }, data: 'hello' });
    // Events arrive in order: the first one the employee without orders sees is the store's.
    expect(await without.next()).toEqual({ event: 'store.notice', data: 'hello' });
    expect(await withOrders.next()).toEqual({ event: 'orders.updated', data: { id: 1 } });
    // Limited without the refund option: not the refund event.
    expect(await withOrders.next()).toEqual({ event: 'store.notice', data: 'hello' });
    await without.cancel();
    await withOrders.cancel();
  });

  it('keeps stores apart', async () => {
    const otherToken = await t.switchStore(owner, otherStoreId);
    const other = await connect(otherToken);
    await publish({ type: 'main.only', audience: { store: true } });
    await publish({ type: 'outlet.only', audience: { store: true }, storeId: otherStoreId });
    expect(await other.next()).toEqual({ event: 'outlet.only', data: null });
    await other.cancel();
  });

  it('gives an account audience to that account only', async () => {
    const full = await t.employeeSession([{ subject: 'orders', rule: 2, options: [] }]);
    const ownerStream = await connect(owner);
    const employeeStream = await connect(full.tokens.accessToken);
    const ownerAccount = (await t.session(DEMO_CREDENTIALS.owner)).account;
    await publish({ type: 'job', audience: { accountId: ownerAccount.id }, data: { id: 'j1' } });
    await publish({
      type: 'job',
      audience: { caller: { kind: 'employee', id: full.account.id } },
      data: { id: 'j2' },
    });
    expect(await ownerStream.next()).toEqual({ event: 'job', data: { id: 'j1' } });
    expect(await employeeStream.next()).toEqual({ event: 'job', data: { id: 'j2' } });
    await ownerStream.cancel();
    await employeeStream.cancel();
  });

  it('gives a private app the events of the subjects its rules allow', async () => {
    const withOrders = await connect(await privateAppToken([{ subject: 'orders', rule: 2 }]));
    const withoutOrders = await connect(await privateAppToken([{ subject: 'customers', rule: 2 }]));
    await publish({ type: 'orders.updated', audience: { subject: 'orders' }, data: 1 });
    await publish({ type: 'customers.updated', audience: { subject: 'customers' }, data: 2 });
    expect(await withOrders.next()).toEqual({ event: 'orders.updated', data: 1 });
    expect(await withoutOrders.next()).toEqual({ event: 'customers.updated', data: 2 });
    await withOrders.cancel();
    await withoutOrders.cancel();
  });

  it('delivers what an action publishes only when its transaction commits', async () => {
    const stream = await connect(owner);
    const db = t.server.database().db;
    await expect(
      db.transaction(async (tx) => {
        await livePublisher(t.server.live, tx as never, storeId).publish({
          type: 'rolled.back',
          audience: { store: true },
          data: null,
        });
        await tx.execute(sql`select 1`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await db.transaction(async (tx) => {
      await livePublisher(t.server.live, tx as never, storeId).publish({
        type: 'committed',
        audience: { store: true },
        data: { n: 1 },
      });
    });
    expect(await stream.next()).toEqual({ event: 'committed', data: { n: 1 } });
    await stream.cancel();
  });

  it('refuses an event too large for one notification', async () => {
    await expect(publish({ type: 'big', audience: { store: true }, data: 'x'.repeat(9000) })).rejects.toThrow(
      /too large/,
    );
  });

  it('ends the stream of an employee who is disabled meanwhile', async () => {
    const session = await t.employeeSession([{ subject: 'orders', rule: 2, options: [] }]);
    const stream = await connect(session.tokens.accessToken);
    const res = await t.request('PATCH', `/employees/${session.account.id}`, {
      token: owner,
      body: { enabled: false },
    });
    expect(res.status).toBe(200);
    expect(await stream.ended()).toBe(true);
  });

  describe('on a server of its own', () => {
    const secret = 'live-channel-test-secret-0123456789abcdef';
    let other: TestServer;
    let token: string;
    beforeAll(async () => {
      other = await createTestServer({ secret });
      token = await other.login(DEMO_CREDENTIALS.owner);
    });
    afterAll(() => other.close());

    /** Opens a stream; the answer resolves once the server ends it. */
    const open = async (bearer: string) => {
      const stream = await readLiveStream(await other.request('GET', '/live', { token: bearer }));
      return () => stream.ended();
    };

    it('ends a stream when its access token expires', async () => {
      // The same session, signed to expire in two seconds.
      const soon = await expiringToken(token, secret, 2);
      const stream = await open(soon);
      expect(await stream()).toBe(true);
    });

    it('ends every stream when the server begins to drain (SIGTERM), and keeps no new one open', async () => {
      const before = await open(token);
      other.server.beginShutdown();
      expect(await before()).toBe(true);
      const after = await open(token);
      expect(await after()).toBe(true);
    });
  });

  it('ends every stream when the server closes', async () => {
    const stream = await connect(owner);
    closed = true;
    await t.close();
    expect(await stream.ended()).toBe(true);
  });
});
