/**
 * `POST /storefront/upsells/offers` on the real server (PGlite; PostgreSQL with DATABASE_URL):
 * which of the store's campaigns a cart gets, at what price. The demo store has its own seeded
 * campaigns, so each test reads only the offers of the campaigns it made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { undocumentedCalls } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { UPSELLS_MESSAGES } from '../contract';
import type { Upsell, UpsellInput, UpsellOffersRequest } from '../contract';
import { upsellsTestServer } from './test-server';

const M = UPSELLS_MESSAGES;
let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await upsellsTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

async function created(body: UpsellInput): Promise<Upsell> {
  const res = await t.request('POST', '/upsells', { token: owner, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Upsell;
}

interface Offer {
  campaign_id: number;
  type: string;
  product_id: number | null;
  discount: { type: string; value: number };
  level: string | null;
  lines: { product_id: number; price: number; quantity: number; total: number; discount: number }[];
  expires_at: string | null;
  allow_stacking: boolean;
}

const ask = (body: Partial<UpsellOffersRequest> & Record<string, unknown>) =>
  t.request('POST', '/storefront/upsells/offers', { body: { store: 'storeroom-demo', ...body } });

/** The offers of the given campaigns only (the seeded ones are left out). */
async function offersOf(ids: number[], body: Partial<UpsellOffersRequest>): Promise<Offer[]> {
  const res = await ask(body);
  expect(res.status, await res.clone().text()).toBe(200);
  const { offers } = (await res.json()) as { offers: Offer[] };
  return offers.filter((o) => ids.includes(o.campaign_id));
}

// Product ids no seeded campaign uses.
const TEE = 90_001;
const MUG = 90_002;
const BUMP = 90_003;
const tee = { product_id: TEE, price: 2500, quantity: 2, title: 'Blue tee', vendor: 'Acme' };

describe('POST /storefront/upsells/offers', () => {
  it('offers published campaigns only, priced through the store’s pricing', async () => {
    const live = await created({
      type: 'order-bumps',
      title: 'Offers: live bump',
      is_draft: false,
      trigger: { products: [TEE], exceptions: [] },
      discount: { type: 'amount', value: 300, offers: [] },
      bump_products: [{ product_id: BUMP, on_click: 'add' }],
    });
    const draft = await created({
      type: 'order-bumps',
      title: 'Offers: draft bump',
      trigger: { products: [TEE], exceptions: [] },
      bump_products: [{ product_id: BUMP, on_click: 'add' }],
    });
    const offers = await offersOf([live.id, draft.id], {
      cart: { lines: [tee] },
      products: [{ product_id: BUMP, price: 1000 }],
    });
    expect(offers).toEqual([
      {
        campaign_id: live.id,
        type: 'order-bumps',
        product_id: BUMP,
        discount: { type: 'amount', value: 300 },
        level: null,
        lines: [{ product_id: BUMP, price: 1000, quantity: 1, total: 700, discount: 300 }],
        expires_at: null,
        allow_stacking: false,
      },
    ]);
    // Published later: offered from then on.
    await t.request('PATCH', `/upsells/${draft.id}`, { token: owner, body: { is_draft: false } });
    const after = await offersOf([live.id, draft.id], {
      cart: { lines: [tee] },
      products: [{ product_id: BUMP, price: 1000 }],
    });
    expect(after.map((o) => o.campaign_id)).toEqual([live.id, draft.id]);
  });

  it('needs a trigger product in the cart, and an exception wins over it', async () => {
    const rec = await created({
      type: 'recommendation',
      title: 'Offers: guarded recommendation',
      is_draft: false,
      trigger: { products: [TEE], exceptions: [{ product_id: TEE, condition: 'greater', value: 5 }] },
      discount: { type: 'percent', value: 10, offers: [] },
    });
    const body = (quantity: number, product_id = TEE) => ({
      cart: { lines: [{ ...tee, product_id, quantity }] },
      products: [{ product_id: MUG, price: 2000 }],
      recommendations: [{ product_id: MUG, level: 'same_tags' as const }],
    });
    const offered = await offersOf([rec.id], body(2));
    expect(offered).toMatchObject([
      { product_id: MUG, level: 'same_tags', lines: [{ total: 1800, discount: 200 }] },
    ]);
    expect(await offersOf([rec.id], body(6))).toEqual([]);
    expect(await offersOf([rec.id], body(2, 90_099))).toEqual([]);
  });

  it('applies the targeting rules: match one, or must match all', async () => {
    const rules = [
      { type: 'vendor' as const, condition: 'is_exactly' as const, value: 'Acme' },
      { type: 'order_total' as const, condition: 'greater' as const, value: '10000' },
    ];
    const one = await created({
      type: 'storewide',
      title: 'Offers: match one',
      is_draft: false,
      targeting: { match: 'any', rules },
    });
    const all = await created({
      type: 'storewide',
      title: 'Offers: match all',
      is_draft: false,
      targeting: { match: 'all', rules },
    });
    const ids = async (quantity: number, vendor = 'Acme') =>
      (await offersOf([one.id, all.id], { cart: { lines: [{ ...tee, quantity, vendor }] } })).map(
        (o) => o.campaign_id,
      );
    expect(await ids(2)).toEqual([one.id]);
    expect(await ids(5)).toEqual([one.id, all.id]);
    expect(await ids(2, 'Other')).toEqual([]);
  });

  it('holds the frequency cap against what the buyer was shown', async () => {
    const hourly = await created({
      type: 'storewide',
      title: 'Offers: hourly',
      is_draft: false,
      frequency_cap: { size: 1, type: 'hours' },
    });
    const once = await created({
      type: 'storewide',
      title: 'Offers: once',
      is_draft: false,
      frequency_cap: { size: 0, type: 'lifetime' },
    });
    const seenAgo = (ms: number) => {
      const at = new Date(Date.now() - ms).toISOString();
      return [
        { campaign_id: hourly.id, at },
        { campaign_id: once.id, at },
      ];
    };
    const ids = async (seen: { campaign_id: number; at: string }[]) =>
      (await offersOf([hourly.id, once.id], { cart: { lines: [tee] }, seen })).map((o) => o.campaign_id);
    expect(await ids([])).toEqual([hourly.id, once.id]);
    // 20 minutes ago: the 15-minute timer of that showing has ended, the cap holds.
    expect(await ids(seenAgo(20 * 60_000))).toEqual([]);
    expect(await ids(seenAgo(2 * 3_600_000))).toEqual([hourly.id]);
  });

  it('a storewide timer: the showing stands until it ends (expires_at), even within the cap', async () => {
    const timed = await created({
      type: 'storewide',
      title: 'Offers: timed',
      is_draft: false,
      timer: { message: 'Ends in {expires}', minutes: 30 },
      frequency_cap: { size: 1, type: 'days' },
    });
    const seenAt = new Date(Date.now() - 10 * 60_000);
    const [offer] = await offersOf([timed.id], {
      cart: { lines: [tee] },
      seen: [{ campaign_id: timed.id, at: seenAt.toISOString() }],
    });
    expect(offer?.expires_at).toBe(new Date(seenAt.getTime() + 30 * 60_000).toISOString());
    const ended = await offersOf([timed.id], {
      cart: { lines: [tee] },
      seen: [{ campaign_id: timed.id, at: new Date(Date.now() - 40 * 60_000).toISOString() }],
    });
    expect(ended).toEqual([]);
    // Never shown: a new countdown of 30 minutes from now.
    const [fresh] = await offersOf([timed.id], { cart: { lines: [tee] } });
    expect(Date.parse(fresh!.expires_at!)).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('the maximum discount and stacking, in a store of its own campaigns (the outlet)', async () => {
    const outlet = await t.switchStore(owner);
    const make = async (body: UpsellInput) => {
      const res = await t.request('POST', '/upsells', { token: outlet, body });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as Upsell;
    };
    const half = await make({
      type: 'storewide',
      title: 'Outlet: half off, at most 30.00',
      is_draft: false,
      discount: { type: 'percent', value: 50, offers: [] },
      max_value: 3000,
    });
    const mug = { product_id: MUG, price: 4000, quantity: 1 };
    const ask = async () => {
      const res = await t.request('POST', '/storefront/upsells/offers', {
        body: { store: 'storeroom-outlet', cart: { lines: [tee, mug] } },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as {
        offers: Offer[];
        cart: {
          subtotal: number;
          discount: number;
          total: number;
          lines: { discount: number; campaign_ids: number[] }[];
        };
      };
    };
    const first = await ask();
    expect(first.offers.map((o) => o.campaign_id)).toEqual([half.id]);
    expect(first.offers[0]!.lines.map((l) => l.discount)).toEqual([2500, 500]);
    expect(first.cart).toMatchObject({ subtotal: 9000, discount: 3000, total: 6000 });

    // Two stacking campaigns add up on a line; a non-stacking one stands alone (the larger wins).
    const ten = await make({
      type: 'storewide',
      title: 'Outlet: 10 stacking',
      is_draft: false,
      discount: { type: 'percent', value: 10, offers: [] },
      allow_stacking: true,
    });
    const five = await make({
      type: 'storewide',
      title: 'Outlet: 5 stacking',
      is_draft: false,
      discount: { type: 'percent', value: 5, offers: [] },
      allow_stacking: true,
    });
    const second = await ask();
    // The tee: half (2500) beats 10 % + 5 % (750); the mug: 10 % + 5 % (600) beats half's 500.
    expect(second.cart.lines).toMatchObject([
      { discount: 2500, campaign_ids: [half.id] },
      { discount: 600, campaign_ids: [ten.id, five.id] },
    ]);
    expect(second.cart).toMatchObject({ subtotal: 9000, discount: 3100, total: 5900 });
  });

  it('answers bad input with a clear message and changes nothing', async () => {
    const before = await (await t.request('GET', '/upsells?size=200', { token: owner })).json();
    const bad = await ask({ cart: { lines: [{ ...tee, price: -5 }] } });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ errors: { 'cart.lines.0.price': [M.valueInvalid] } });
    const badSeen = await ask({ cart: { lines: [tee] }, seen: [{ campaign_id: 1, at: 'yesterday' }] });
    expect(badSeen.status).toBe(422);
    expect(await badSeen.json()).toEqual({ errors: { 'seen.0.at': [M.dateTimeInvalid] } });
    expect((await ask({ store: 'no-such-store', cart: { lines: [tee] } })).status).toBe(404);
    const after = await (await t.request('GET', '/upsells?size=200', { token: owner })).json();
    expect(after).toEqual(before);
  });

  it('is in the API reference', async () => {
    expect(await undocumentedCalls(t, ['POST /api/v1/storefront/upsells/offers'])).toEqual([]);
  });
});
