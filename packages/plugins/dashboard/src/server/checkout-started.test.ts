import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin, subscribe } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { createTestServer } from '@storeroom/server/testing';
import { eq } from '@storeroom/server/drizzle';
import { STOREFRONT_CHECKOUT_STARTED, VISIT_MESSAGES } from '../contract';
import type { StorefrontCheckoutStarted } from '../contract';
import { dashboardServerPlugin } from './plugin';
import { visitsTable } from './tables';

// Issue 20: a storefront reports once, to the dashboard. Its checkout step with the buyer's
// email and cart is recorded as a visit and published as STOREFRONT_CHECKOUT_STARTED (the
// abandoned checkouts area subscribes; the assembled admin's tests run both together).

/** What a subscriber got, per session (each test its own session). */
const published = new Map<string, { store_id: number; payload: StorefrontCheckoutStarted }[]>();
const listener = defineServerPlugin({
  id: 'dashboard-checkout-listener',
  subscribes: [
    subscribe(STOREFRONT_CHECKOUT_STARTED, (ctx, payload) => {
      const list = published.get(payload.session) ?? [];
      list.push({ store_id: ctx.store.id, payload });
      published.set(payload.session, list);
    }),
  ],
});

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ plugins: [dashboardServerPlugin, listener] });
});
afterAll(() => t?.close());

const session = () => `co-${randomUUID()}`;
const send = (body: Record<string, unknown>) => t.request('POST', '/storefront/visits', { body });
const cart = [
  { product_id: 7, title: 'Linen shirt', price: 2450, quantity: 2 },
  { title: 'Gift wrap', price: 300, quantity: 1 },
];

async function visitOf(key: string) {
  const [found] = await t.server
    .database()
    .db.select()
    .from(visitsTable)
    .where(eq(visitsTable.session_key, key));
  return found;
}

describe('POST /storefront/visits: the checkout step with an email', () => {
  it('records the visit and publishes the checkout started: store, session, email, cart, total', async () => {
    const key = session();
    const res = await send({
      store: 'storeroom-demo',
      session: key,
      event: 'checkout',
      email: 'Buyer@Example.com',
      full_name: 'Ada Buyer',
      cart,
    });
    expect(res.status).toBe(204);
    const visit = await visitOf(key);
    expect(visit).toMatchObject({ reached: 'checkout' });
    const got = published.get(key)!;
    expect(got).toHaveLength(1);
    // Published in the store the storefront named (the subscriber's ctx.store).
    expect(got[0]!.store_id).toBe(visit!.store_id);
    expect(got[0]!.payload).toEqual({
      session: key,
      email: 'buyer@example.com',
      full_name: 'Ada Buyer',
      cart,
      total: 5200,
      at: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(got[0]!.payload.at))).toBe(false);
  });

  it('passes a late-reported start on', async () => {
    const key = session();
    const started_at = new Date(Date.now() - 3_600_000).toISOString();
    expect(
      (
        await send({
          store: 'storeroom-demo',
          session: key,
          event: 'checkout',
          email: 'late@example.com',
          cart,
          started_at,
        })
      ).status,
    ).toBe(204);
    expect(published.get(key)![0]!.payload.at).toBe(started_at);
  });

  it('is only a visit without an email, without a cart, or at another step', async () => {
    const keys = [session(), session(), session()];
    await send({ store: 'storeroom-demo', session: keys[0], event: 'checkout', cart });
    await send({ store: 'storeroom-demo', session: keys[1], event: 'checkout', email: 'nocart@example.com' });
    await send({ store: 'storeroom-demo', session: keys[2], event: 'cart', email: 'cart@example.com', cart });
    for (const key of keys) {
      expect(await visitOf(key)).toBeDefined();
      expect(published.has(key)).toBe(false);
    }
  });

  it.each([
    [{ email: 'not-an-email' }, VISIT_MESSAGES.emailInvalid],
    [{ cart: [] }, VISIT_MESSAGES.cartInvalid],
    [{ cart: Array.from({ length: 101 }, () => cart[1]) }, VISIT_MESSAGES.cartInvalid],
    [{ cart: [{ title: '', price: 1, quantity: 1 }] }, VISIT_MESSAGES.cartLineInvalid],
    [{ cart: [{ title: 'A', price: -1, quantity: 1 }] }, VISIT_MESSAGES.cartLineInvalid],
    [{ cart: [{ title: 'A', price: 1.5, quantity: 1 }] }, VISIT_MESSAGES.cartLineInvalid],
    [{ cart: [{ title: 'A', price: 1, quantity: 0 }] }, VISIT_MESSAGES.cartLineInvalid],
    [{ full_name: 'x'.repeat(201) }, VISIT_MESSAGES.fullNameTooLong],
    [{ started_at: 'yesterday' }, VISIT_MESSAGES.startedAtInvalid],
  ])('refuses %j with its message and records nothing', async (bad, message) => {
    const key = session();
    const res = await send({
      store: 'storeroom-demo',
      session: key,
      event: 'checkout',
      email: 'ok@example.com',
      cart,
      ...bad,
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain(JSON.stringify(message).slice(1, -1));
    expect(await visitOf(key)).toBeUndefined();
    expect(published.has(key)).toBe(false);
  });
});
