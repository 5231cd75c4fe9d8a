import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS, defineServerPlugin, provide, subscribe } from '@storeroom/server';
import { ORDER_STATISTICS } from '@storeroom/plugin-orders/contract';
import { CATALOGUE } from '@storeroom/plugin-products/contract';
import type { StatsRange } from '@storeroom/plugin-orders/contract';
import type { CatalogueProduct } from '@storeroom/plugin-products/contract';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { DASHBOARD_MESSAGES, DASHBOARD_SETUP, STATISTICS_KINDS } from '../contract';
import type {
  ConversionStatistics,
  DashboardInfo,
  DashboardOverview,
  ProductsStatistics,
  ReferrersStatistics,
  SeriesStatistics,
} from '../contract';
import { dashboardServerPlugin, visitsTable } from './plugin';

// ─── Hand-made fixtures, in January 2020 (long before the demo traffic of the last 100 days) ──

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const JAN14 = at('2020-01-14T00:00:00Z');
const JAN16 = at('2020-01-16T00:00:00Z');

/** Sessions inserted into both stores; V10 only into the second (Europe/Berlin) store. */
const VISITS = [
  { id: 'V1', started_at: '2020-01-14T10:15:00Z', referrer: 'google.com', reached: 'cart' },
  { id: 'V2', started_at: '2020-01-14T10:45:00Z', referrer: '', reached: 'purchased' },
  { id: 'V3', started_at: '2020-01-14T22:30:00Z', referrer: 'google.com', reached: 'checkout' },
  { id: 'V4', started_at: '2020-01-14T23:30:00Z', referrer: 'facebook.com', reached: '' },
  { id: 'V5', started_at: '2020-01-15T08:00:00Z', referrer: '', reached: 'purchased' },
  { id: 'V9', started_at: '2020-01-15T12:00:00Z', referrer: '', reached: '' },
  { id: 'V6', started_at: '2020-01-15T23:59:59Z', referrer: 'bing.com', reached: '' },
  // Outside [Jan 14, Jan 16) UTC: the range is half-open.
  { id: 'V7', started_at: '2020-01-16T00:00:00Z', referrer: 'google.com', reached: 'purchased' },
  { id: 'V8', started_at: '2020-01-13T23:59:59Z', referrer: 'google.com', reached: '' },
] as const;
const OUTLET_ONLY = { started_at: '2020-01-14T10:30:00Z', referrer: 'outlet.example', reached: '' } as const;

/**
 * Orders the stand-in orders plugin reports, each with the sales the orders area counts for
 * it (what counts as sales is the orders plugin's rule, tested there).
 */
const ORDERS = [
  // Integer minor units (cents), as the orders plugin counts sales.
  { at: '2020-01-14T11:00:00Z', sales: 5000 },
  { at: '2020-01-14T23:10:00Z', sales: 2000 },
  { at: '2020-01-15T09:00:00Z', sales: 2550 },
  { at: '2020-01-16T00:00:00Z', sales: 9900 },
];

const inRange = (iso: string, range: StatsRange) => {
  const t = Date.parse(iso);
  return t >= range.from.getTime() && t < range.to.getTime();
};

const topLimits: number[] = [];

/**
 * A stand-in for the orders and products plugins (never imported: plugins meet through the
 * contracts). Its series are per order, not bucketed: the dashboard buckets them itself.
 */
const fakeOrdersPlugin = defineServerPlugin({
  id: 'fake-orders',
  provides: [
    provide(ORDER_STATISTICS, () => ({
      totals: (range) => {
        const hits = ORDERS.filter((o) => inRange(o.at, range));
        return Promise.resolve({
          orders: hits.length,
          sales: hits.reduce((s, o) => s + o.sales, 0),
        });
      },
      series: (range) =>
        Promise.resolve(
          ORDERS.filter((o) => inRange(o.at, range)).map((o) => ({
            time: at(o.at),
            value: range.metric === 'orders' ? 1 : o.sales,
          })),
        ),
      topProducts: (range) => {
        topLimits.push(range.limit);
        return Promise.resolve(
          [
            { product_id: 7, title: 'Linen shirt', image: null, quantity: 3, orders: 2, total: 7550 },
            { product_id: null, title: 'Custom engraving', image: null, quantity: 1, orders: 1, total: 2000 },
          ].slice(0, range.limit),
        );
      },
      customerStats: () => Promise.resolve(new Map()),
    })),
    provide(CATALOGUE, () => ({
      find: (ids) =>
        Promise.resolve(
          ids.includes(7)
            ? [
                {
                  id: 7,
                  title: 'Linen shirt',
                  seo_url: 'linen-shirt',
                  type: '',
                  vendor: '',
                  tags: [],
                  price: 25,
                  is_draft: false,
                  track_inventory: false,
                  image: null,
                  variants: [],
                } satisfies CatalogueProduct,
              ]
            : [],
        ),
      count: () => Promise.resolve(1),
      match: () => Promise.resolve([]),
    })),
  ],
  // Another area answering the setup question: shipping is set, done-for-you installed.
  subscribes: [
    subscribe(DASHBOARD_SETUP, (_ctx, state) => {
      state.done.add('shipping');
      state.installed_apps.add('done-for-you');
    }),
  ],
  async seed({ scope, storeIds }) {
    const rows = VISITS.map((v) => ({
      started_at: new Date(v.started_at),
      referrer: v.referrer,
      reached: v.reached,
      device: 'desktop' as const,
      landing_route: '/',
    }));
    await scope(visitsTable, storeIds[0]!).insertMany(rows);
    await scope(visitsTable, storeIds[1]!).insertMany([
      ...rows,
      { ...OUTLET_ONLY, started_at: new Date(OUTLET_ONLY.started_at), device: 'mobile', landing_route: '/' },
    ]);
  },
});

let t: TestServer;
let owner: string;
let outlet: string;
let stranger: string;

async function get<T>(path: string, token = owner): Promise<T> {
  const res = await t.request('GET', path, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const range = (from: number, to: number) => `from=${from}&to=${to}`;

beforeAll(async () => {
  t = await createTestServer({ plugins: [dashboardServerPlugin, fakeOrdersPlugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
  const switched = await t.request('POST', '/account/stores', {
    token: owner,
    body: { store_id: t.seeded.storeIds[1] },
  });
  outlet = ((await switched.json()) as { access_token: string }).access_token;
  stranger = (await t.employee()).token;
});
afterAll(() => t?.close());

describe('Statistics (UTC store)', () => {
  it('counts visitors per day in [from, to)', async () => {
    const body = await get<SeriesStatistics>(`/statistics/visitors?${range(JAN14, JAN16)}`);
    expect(body.bucket).toBe('day');
    expect(body.total).toBe(7);
    expect(body.series).toEqual([
      { time: JAN14, value: 4 },
      { time: at('2020-01-15T00:00:00Z'), value: 3 },
    ]);
  });

  it('takes orders and sales from the orders plugin', async () => {
    const orders = await get<SeriesStatistics>(`/statistics/orders?${range(JAN14, JAN16)}`);
    expect(orders.total).toBe(3);
    expect(orders.series.map((p) => p.value)).toEqual([2, 1]);
    const sales = await get<SeriesStatistics>(`/statistics/sales?${range(JAN14, JAN16)}`);
    expect(sales.total).toBe(9550);
    expect(sales.series.map((p) => p.value)).toEqual([7000, 2550]);
  });

  it('gives conversion as orders per visitor and the cart → checkout → purchased funnel', async () => {
    const body = await get<ConversionStatistics>(`/statistics/conversion?${range(JAN14, JAN16)}`);
    expect(body).toMatchObject({ orders: 3, visitors: 7, total: 42.86 });
    expect(body.series.map((p) => p.value)).toEqual([50, 33.33]);
    expect(body.funnel).toEqual([
      { stage: 'cart', value: 4 },
      { stage: 'checkout', value: 3 },
      { stage: 'purchased', value: 2 },
    ]);
  });

  it('lists referrers most first, Direct as an empty domain', async () => {
    const body = await get<ReferrersStatistics>(`/statistics/referrers?${range(JAN14, JAN16)}`);
    expect(body.items).toEqual([
      { referrer: '', value: 3 },
      { referrer: 'google.com', value: 2 },
      { referrer: 'bing.com', value: 1 },
      { referrer: 'facebook.com', value: 1 },
    ]);
  });

  it('buckets by hour for a range of a day or less', async () => {
    const from = at('2020-01-14T10:00:00Z');
    const visitors = await get<SeriesStatistics>(`/statistics/visitors?${range(from, from + 7200)}`);
    expect(visitors.bucket).toBe('hour');
    expect(visitors.series).toEqual([
      { time: from, value: 2 },
      { time: from + 3600, value: 0 },
    ]);
    const orders = await get<SeriesStatistics>(`/statistics/orders?${range(from, from + 7200)}`);
    expect(orders.series.map((p) => p.value)).toEqual([0, 1]);
  });

  it('gives the top products (limit 5 by default) and expands the product', async () => {
    topLimits.length = 0;
    const body = await get<ProductsStatistics>(`/statistics/products?${range(JAN14, JAN16)}&expand=product`);
    expect(topLimits).toEqual([5]);
    expect(body.items.map((i) => [i.title, i.quantity, i.product?.seo_url ?? null])).toEqual([
      ['Linen shirt', 3, 'linen-shirt'],
      ['Custom engraving', 1, null],
    ]);
    const one = await get<ProductsStatistics>(`/statistics/products?${range(JAN14, JAN16)}&limit=1`);
    expect(one.items).toHaveLength(1);
    expect(one.items[0]).not.toHaveProperty('product');
  });

  it('refuses a range whose From is not before To, with the spec’s message', async () => {
    for (const kind of STATISTICS_KINDS) {
      for (const query of [range(JAN16, JAN14), range(JAN14, JAN14)]) {
        const res = await t.request('GET', `/statistics/${kind}?${query}`, { token: owner });
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({ errors: { from: [DASHBOARD_MESSAGES.dateOrder] } });
      }
    }
    for (const limit of ['0', '51', 'many']) {
      const res = await t.request('GET', `/statistics/products?${range(JAN14, JAN16)}&limit=${limit}`, {
        token: owner,
      });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ errors: { limit: [DASHBOARD_MESSAGES.limitInvalid] } });
    }
    const missing = await t.request('GET', `/statistics/orders?from=${JAN14}`, { token: owner });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({ errors: { to: [DASHBOARD_MESSAGES.dateRequired] } });
  });
});

describe('Statistics in the store’s time zone (Europe/Berlin, UTC+1 in January)', () => {
  it('puts the same sessions into Berlin days: 23:30 UTC is the next day there', async () => {
    const body = await get<SeriesStatistics>(`/statistics/visitors?${range(JAN14, JAN16)}`, outlet);
    // Berlin midnights: Jan 13 23:00, Jan 14 23:00 and Jan 15 23:00 UTC.
    expect(body.series).toEqual([
      { time: at('2020-01-13T23:00:00Z'), value: 4 },
      { time: at('2020-01-14T23:00:00Z'), value: 3 },
      { time: at('2020-01-15T23:00:00Z'), value: 1 },
    ]);
    expect(body.total).toBe(8);
    const orders = await get<SeriesStatistics>(`/statistics/orders?${range(JAN14, JAN16)}`, outlet);
    expect(orders.series.map((p) => p.value)).toEqual([1, 2, 0]);
  });

  it('buckets a Berlin day by Berlin hours', async () => {
    const from = at('2020-01-14T23:00:00Z');
    const body = await get<SeriesStatistics>(`/statistics/visitors?${range(from, from + 86400)}`, outlet);
    expect(body.series).toHaveLength(24);
    const busy = body.series.flatMap((p, hour) => (p.value > 0 ? [[hour, p.value]] : []));
    // V4 at 00:30, V5 at 09:00, V9 at 13:00 Berlin time.
    expect(busy).toEqual([
      [0, 1],
      [9, 1],
      [13, 1],
    ]);
  });

  it('keeps each store’s sessions to itself', async () => {
    const main = await get<ReferrersStatistics>(`/statistics/referrers?${range(JAN14, JAN16)}`);
    const second = await get<ReferrersStatistics>(`/statistics/referrers?${range(JAN14, JAN16)}`, outlet);
    expect(main.items.map((i) => i.referrer)).not.toContain('outlet.example');
    expect(second.items.map((i) => i.referrer)).toContain('outlet.example');
  });
});

describe('Dashboard', () => {
  it('greets the caller, answers the checklist from the other areas and the trial window', async () => {
    const body = await get<DashboardInfo>('/dashboard');
    expect(body.greeting_name).toBe('Dana Owner');
    expect(body.timezone).toBe('UTC');
    expect(body.checklist.map((s) => [s.path, s.done])).toEqual([
      ['/admin/domains/index', false],
      ['/admin/payment/index', false],
      ['/admin/settings/shipping', true],
      ['/admin/collections/create', false],
      ['/admin/products/create', true],
    ]);
    expect(body.trial.on_trial).toBe(false);
    expect(body.trial.has_done_for_you).toBe(true);
    expect(Date.parse(body.trial.promo_ends_at) - Date.parse(body.trial.created_at)).toBe(24 * 3600 * 1000);
    const employee = await t.login(DEMO_CREDENTIALS.employee);
    expect((await get<DashboardInfo>('/dashboard', employee)).greeting_name).toBe('Eli Employee');
    expect((await get<DashboardInfo>('/dashboard', outlet)).timezone).toBe('Europe/Berlin');
  });

  it('overview: the last 30 local days by default, matching the statistics of that range', async () => {
    const body = await get<DashboardOverview>('/dashboard/overview');
    expect(body.period).toBe('last30');
    expect(body.to - body.from).toBe(30 * 86400);
    expect(body.from % 86400).toBe(0); // UTC midnight
    expect(body.to * 1000).toBeGreaterThan(Date.now());
    const visitors = await get<SeriesStatistics>(`/statistics/visitors?${range(body.from, body.to)}`);
    expect(body.visitors).toBe(visitors.total);
    expect(body.visitors).toBeGreaterThan(0); // the seeded demo traffic
    expect(body.orders).toBe(0); // the fake orders are all in 2020
    const today = await get<DashboardOverview>('/dashboard/overview?period=today', outlet);
    expect(today.to - today.from).toBe(86400);
    // Berlin midnight is 23:00 UTC in winter and 22:00 UTC in summer.
    expect([82800, 79200]).toContain(today.from % 86400);
    const bad = await t.request('GET', '/dashboard/overview?period=week', { token: owner });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ errors: { period: [DASHBOARD_MESSAGES.periodInvalid] } });
  });

  it('refuses callers without a dashboard rule on every call', async () => {
    const paths = [
      '/dashboard',
      '/dashboard/overview',
      ...STATISTICS_KINDS.map((kind) => `/statistics/${kind}?${range(JAN14, JAN16)}`),
    ];
    for (const path of paths) {
      expect((await t.request('GET', path)).status).toBe(401);
      const res = await t.request('GET', path, { token: stranger });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "You don't have permission to do this." });
    }
  });
});

describe('Without the orders plugin', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await createTestServer({ plugins: [dashboardServerPlugin] });
  });
  afterAll(() => bare?.close());

  it('answers zeros and no products, and still counts the seeded visitors', async () => {
    const token = await bare.login(DEMO_CREDENTIALS.owner);
    const now = Math.floor(Date.now() / 1000);
    const from = now - 7 * 86400;
    const ask = async <T>(kind: string) =>
      (await (await bare.request('GET', `/statistics/${kind}?${range(from, now)}`, { token })).json()) as T;
    const orders = await ask<SeriesStatistics>('orders');
    expect(orders.total).toBe(0);
    expect(orders.series).toHaveLength(8); // a partial first day, six whole days and today
    expect(orders.series.every((p) => p.value === 0)).toBe(true);
    expect((await ask<ProductsStatistics>('products')).items).toEqual([]);
    const visitors = await ask<SeriesStatistics>('visitors');
    expect(visitors.total).toBeGreaterThan(0);
    const conversion = await ask<ConversionStatistics>('conversion');
    expect(conversion.total).toBe(0);
    expect(conversion.funnel[0]!.value).toBeGreaterThanOrEqual(conversion.funnel[2]!.value);
    const info = (await (await bare.request('GET', '/dashboard', { token })).json()) as DashboardInfo;
    expect(info.checklist.every((s) => !s.done)).toBe(true);
    expect(info.trial.has_done_for_you).toBe(false);
  });
});
