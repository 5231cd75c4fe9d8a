import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreTables, DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { and, asc, eq } from '@storeroom/server/drizzle';
import { VISIT_MESSAGES } from '../contract';
import type { ConversionStatistics, ReferrersStatistics, SeriesStatistics } from '../contract';
import { deviceOf, referrerDomain } from './plugin';
import { visitsTable } from './tables';
import { dashboardTestServer } from './test-server';

// Issue 18 item 14: storefronts record visits (POST /storefront/visits, public) and the
// dashboard's visitors, referrers, funnel and conversion count them. The demo traffic is
// seeded up to now, so each test compares the figures of the current hours before and after.

const MAIN = 'storeroom-demo';
const OUTLET = 'storeroom-outlet';

let t: TestServer;
let owner: string;
let serial = 0;
beforeAll(async () => {
  t = await dashboardTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

/** A new session id (each test its own). */
const session = () => `test-${Date.now().toString(36)}-${(serial += 1)}`;

const send = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request('POST', '/storefront/visits', { body, headers });

/** The statistics of the hours around now, as the owner reads them. */
async function figures(token = owner) {
  const now = Math.floor(Date.now() / 1000);
  const range = `from=${now - 3600}&to=${now + 3600}`;
  const get = async <T>(kind: string) =>
    (await (await t.request('GET', `/statistics/${kind}?${range}`, { token })).json()) as T;
  const visitors = await get<SeriesStatistics>('visitors');
  const conversion = await get<ConversionStatistics>('conversion');
  const referrers = await get<ReferrersStatistics>('referrers');
  return {
    visitors: visitors.total,
    funnel: conversion.funnel.map((f) => f.value),
    referrer: (domain: string) => referrers.items.find((r) => r.referrer === domain)?.value ?? 0,
  };
}

async function row(key: string) {
  const [found] = await t.server
    .database()
    .db.select()
    .from(visitsTable)
    .where(and(eq(visitsTable.session_key, key)));
  return found;
}

describe('POST /storefront/visits (public)', () => {
  it('records sessions without a token; the dashboard counts their visitors, referrers and funnel', async () => {
    const before = await figures();
    const a = session();
    const b = session();
    // Session a: two pages from a search result, then to the cart and the checkout.
    for (const body of [
      { event: 'page_view', path: '/products/mug', referrer: 'https://www.theme-test.example/search?q=mug' },
      { event: 'page_view', path: '/cart' },
      { event: 'cart' },
      { event: 'checkout' },
    ])
      expect((await send({ store: MAIN, session: a, ...body })).status).toBe(204);
    // Session b: direct, one page, and buys.
    expect((await send({ store: MAIN, session: b, event: 'page_view', path: '/' })).status).toBe(204);
    for (const event of ['cart', 'checkout', 'purchased'])
      expect((await send({ store: MAIN, session: b, event })).status).toBe(204);

    const after = await figures();
    expect(after.visitors - before.visitors).toBe(2);
    expect(after.referrer('theme-test.example') - before.referrer('theme-test.example')).toBe(1);
    expect(after.funnel.map((v, i) => v - before.funnel[i]!)).toEqual([2, 2, 1]);
    expect(await row(a)).toMatchObject({
      referrer: 'theme-test.example',
      landing_route: '/products/mug',
      page_views: 2,
      reached: 'checkout',
      device: 'desktop',
    });
  });

  it('keeps one visit per session, and a checkout step never moves it back', async () => {
    const key = session();
    const before = await figures();
    for (const event of ['page_view', 'purchased', 'cart', 'page_view'])
      expect((await send({ store: MAIN, session: key, event, path: '/x' })).status).toBe(204);
    expect((await figures()).visitors - before.visitors).toBe(1);
    expect(await row(key)).toMatchObject({ reached: 'purchased', page_views: 2 });
  });

  it('takes the device from the User-Agent, and a body sent as text/plain (navigator.sendBeacon)', async () => {
    const key = session();
    const res = await t.request('POST', '/storefront/visits', {
      body: JSON.stringify({ store: MAIN, session: key, event: 'page_view', path: '/' }),
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      },
    });
    expect(res.status).toBe(204);
    expect((await row(key))?.device).toBe('mobile');
  });

  it('records into the store its subdomain names, never another', async () => {
    const outlet = await t.switchStore(owner);
    const mainBefore = await figures();
    const outletBefore = await figures(outlet);
    expect((await send({ store: OUTLET, session: session(), event: 'page_view' })).status).toBe(204);
    expect((await figures(outlet)).visitors - outletBefore.visitors).toBe(1);
    expect((await figures()).visitors).toBe(mainBefore.visitors);
  });

  it('refuses an unknown store and bad input with the messages, recording nothing', async () => {
    const before = await figures();
    const unknown = await send({ store: 'no-such-store', session: session(), event: 'page_view' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: VISIT_MESSAGES.storeNotFound });
    const bad = await send({ store: MAIN, session: 'x', event: 'opened' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      errors: { session: [VISIT_MESSAGES.sessionInvalid], event: [VISIT_MESSAGES.eventInvalid] },
    });
    expect((await figures()).visitors).toBe(before.visitors);
  });
});

describe('referrer and device helpers', () => {
  it('reduces a referrer to its domain without www; empty is Direct', () => {
    expect(referrerDomain('https://www.Google.com/search?q=x')).toBe('google.com');
    expect(referrerDomain('facebook.com')).toBe('facebook.com');
    expect(referrerDomain('')).toBe('');
    expect(referrerDomain(undefined)).toBe('');
  });

  it('tells tablets, phones and desktops apart', () => {
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 13; SM-X700) Safari/537.36')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe('desktop');
    expect(deviceOf(null)).toBe('desktop');
  });
});

describe('the demo’s visits', () => {
  it('are sessions as storefronts record them: a key and page views each; a later event continues one', async () => {
    const { db } = t.server.database();
    const [store] = await db.select().from(coreTables.stores).where(eq(coreTables.stores.subdomain, MAIN));
    // The first rows are the seed's (the tests' own sessions come after).
    const seeded = await db
      .select()
      .from(visitsTable)
      .where(eq(visitsTable.store_id, store!.id))
      .orderBy(asc(visitsTable.id))
      .limit(50);
    expect(seeded.length).toBeGreaterThan(0);
    for (const visit of seeded) {
      expect(visit.session_key).toMatch(/^demo-/);
      expect(visit.page_views).toBeGreaterThan(0);
    }
    // The storefront's next page view of a seeded session counts on that visit, not a new one.
    const [first] = seeded;
    expect((await send({ store: MAIN, session: first!.session_key, event: 'page_view' })).status).toBe(204);
    expect(await row(first!.session_key!)).toMatchObject({
      id: first!.id,
      page_views: first!.page_views + 1,
    });
  });
});
