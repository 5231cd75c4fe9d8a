/**
 * The Dashboard plugin's server part (spec 2 §7 "Dashboard" and "Statistics"): its `visits`
 * table with deterministic demo sessions, and the contract's endpoints (`GET /dashboard`,
 * `GET /dashboard/overview`, `GET /statistics/{kind}`), each checked against the standard
 * dashboard subject and its query validated by the framework from the contract. Orders, sales
 * and best sellers come from the orders plugin's `ORDER_STATISTICS`, products from the
 * products plugin's `CATALOGUE`; without them the answers are zeros and empty lists.
 */
import {
  callerProfile,
  coreTables,
  defineServerPlugin,
  implement,
  storeBySubdomain,
} from '@storeroom/server';
import { eq, sql } from '@storeroom/server/drizzle';
import { CATALOGUE } from '@storeroom/plugin-products/contract';
import {
  DASHBOARD_SETUP,
  DONE_FOR_YOU_APP,
  SETUP_STEPS,
  TOP_PRODUCTS_LIMIT,
  TRIAL_PROMO_WINDOW_MS,
  VISIT_EVENTS_PER_MINUTE,
  VISIT_MESSAGES,
  VISIT_STAGES,
  conversionRate,
  STOREFRONT_CHECKOUT_STARTED,
  dashboardContract,
} from '../contract';
import type { VisitDevice, VisitEventInput } from '../contract';
import type { DashboardSetupState, OverviewPeriod, StatisticsRange } from '../contract';
import { localDays } from '../buckets';
import { SEED_DAYS, seedVisits } from './seed-data';
import { conversion, orderSeries, referrers, topProducts, visitorSeries } from './statistics';
import { visitsTable } from './tables';

export { visitsTable } from './tables';
export { bucketOf, bucketStarts, fillBuckets } from '../buckets';

const { endpoints } = dashboardContract;

/** `GET /dashboard`: greeting name, setup checklist (spec 2 §2) and trial state (spec 2 §9). */
export const getDashboard = implement(endpoints.info, async (ctx) => {
  const [account] = await ctx.db
    .select({ on_trial: coreTables.accounts.on_trial, created_at: coreTables.accounts.created_at })
    .from(coreTables.accounts)
    .where(eq(coreTables.accounts.id, ctx.caller.accountId));
  const state: DashboardSetupState = { done: new Set(), installed_apps: new Set() };
  const catalogue = ctx.use(CATALOGUE);
  if (catalogue && (await catalogue.count()) > 0) state.done.add('products');
  // Other areas (domains, payments, shipping, collections, apps) answer through the event.
  await ctx.emit(DASHBOARD_SETUP, state);
  const created = account?.created_at ?? new Date();
  return {
    greeting_name: (await callerProfile(ctx))?.full_name ?? '',
    timezone: ctx.store.timezone,
    checklist: SETUP_STEPS.map((step) => ({ ...step, done: state.done.has(step.id) })),
    trial: {
      on_trial: account?.on_trial ?? false,
      created_at: created.toISOString(),
      promo_ends_at: new Date(created.getTime() + TRIAL_PROMO_WINDOW_MS).toISOString(),
      has_done_for_you: state.installed_apps.has(DONE_FOR_YOU_APP),
    },
  };
});

/** The overview periods in the store's time zone; each ends at the end of its last day. */
export function overviewRange(period: OverviewPeriod, now: number, timeZone: string): StatisticsRange {
  switch (period) {
    case 'today':
      return localDays(now, timeZone, 0, 1);
    case 'yesterday':
      return localDays(now, timeZone, 1, 1);
    case 'last30':
      return localDays(now, timeZone, 29, 30);
    case 'last90':
      return localDays(now, timeZone, 89, 90);
  }
}

/** `GET /dashboard/overview?period=`: today, yesterday, last 30 or 90 days (default 30). */
export const getOverview = implement(endpoints.overview, async (ctx, { query: { period } }) => {
  const range = overviewRange(period, Date.now(), ctx.store.timezone);
  const [orders, sales, visitors] = await Promise.all([
    orderSeries(ctx, range, 'orders'),
    orderSeries(ctx, range, 'sales'),
    visitorSeries(ctx, range),
  ]);
  return {
    period,
    ...range,
    orders: orders.total,
    sales: sales.total,
    visitors: visitors.total,
    conversion: conversionRate(orders.total, visitors.total),
  };
});

/** `GET /statistics/{kind}?from&to` (spec 2 §7): the range is [from, to) in unix seconds. */
export const statisticsRoutes = [
  implement(endpoints.ordersStatistics, (ctx, { query }) => orderSeries(ctx, query, 'orders')),
  implement(endpoints.salesStatistics, (ctx, { query }) => orderSeries(ctx, query, 'sales')),
  implement(endpoints.visitorsStatistics, (ctx, { query }) => visitorSeries(ctx, query)),
  implement(endpoints.conversionStatistics, (ctx, { query }) => conversion(ctx, query)),
  implement(endpoints.referrersStatistics, (ctx, { query }) => referrers(ctx, query)),
  implement(endpoints.productsStatistics, (ctx, { query: { from, to, limit, expand } }) => {
    const expanded = (expand ?? '').split(',').map((s) => s.trim());
    return topProducts(ctx, { from, to }, limit ?? TOP_PRODUCTS_LIMIT, expanded.includes('product'));
  }),
];

/** The referring domain of `document.referrer` (a URL or a bare domain), without `www.`; '' = Direct. */
export function referrerDomain(referrer: string | undefined): string {
  const text = (referrer ?? '').trim();
  if (!text) return '';
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`).hostname;
  } catch {
    return '';
  }
  return host
    .toLowerCase()
    .replace(/^www\./, '')
    .slice(0, 255);
}

/** The device of a User-Agent: tablets, then phones, else desktop. */
export function deviceOf(userAgent: string | null): VisitDevice {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua)) return 'mobile';
  return 'desktop';
}

// The furthest funnel stage wins: '' < cart < checkout < purchased.
const STAGE_ORDER = sql.raw(`array['', ${VISIT_STAGES.map((s) => `'${s}'`).join(', ')}]::text[]`);

/**
 * `POST /storefront/visits` (public): the store is named by its subdomain; the first event of a
 * session starts its visit, page views count, checkout steps only ever move it forward. A
 * checkout step with an email and a cart is published as `STOREFRONT_CHECKOUT_STARTED`.
 */
export const recordVisit = implement(
  endpoints.recordVisit,
  async (ctx, { body, request }) => {
    const event = body as VisitEventInput;
    const visits = ctx.scope(visitsTable);
    const path = (event.path ?? '/').slice(0, 500) || '/';
    await ctx.db
      .insert(visitsTable)
      .values({
        store_id: ctx.store.id,
        session_key: event.session,
        started_at: new Date(),
        referrer: referrerDomain(event.referrer),
        device: event.device ?? deviceOf(request.headers.get('user-agent')),
        landing_route: path,
      })
      .onConflictDoNothing({ target: [visitsTable.store_id, visitsTable.session_key] });
    const stage = event.event === 'page_view' ? '' : event.event;
    await ctx.db
      .update(visitsTable)
      .set({
        page_views: sql`${visitsTable.page_views} + ${event.event === 'page_view' ? 1 : 0}`,
        reached: sql`case when array_position(${STAGE_ORDER}, ${stage}::text) > array_position(${STAGE_ORDER}, ${visitsTable.reached}) then ${stage}::text else ${visitsTable.reached} end`,
      })
      .where(visits.where(eq(visitsTable.session_key, event.session)));
    // Issue 20: a checkout step with the buyer's email and cart is a checkout started, for the
    // areas that act on it (abandoned checkouts); without an email it is only a visit.
    if (event.event === 'checkout' && event.email && event.cart?.length) {
      const cart = event.cart.map((line) => ({
        ...(line.product_id !== undefined ? { product_id: line.product_id } : {}),
        title: line.title,
        price: line.price,
        quantity: line.quantity,
      }));
      await ctx.emit(STOREFRONT_CHECKOUT_STARTED, {
        session: event.session,
        email: event.email,
        ...(event.full_name ? { full_name: event.full_name } : {}),
        cart,
        total: cart.reduce((sum, line) => sum + line.price * line.quantity, 0),
        at: event.started_at ?? new Date().toISOString(),
      });
    }
    return undefined;
  },
  {
    public: storeBySubdomain((body: VisitEventInput) => body.store, VISIT_MESSAGES.storeNotFound),
    rateLimit: {
      name: 'dashboard.visits',
      perCaller: VISIT_EVENTS_PER_MINUTE,
      perIp: VISIT_EVENTS_PER_MINUTE,
      windowSeconds: 60,
    },
  },
);

export const dashboardServerPlugin = defineServerPlugin({
  id: 'dashboard',
  contract: dashboardContract,
  tables: { visitsTable },
  migrations: [
    {
      version: 1,
      name: 'create visits',
      sql: [
        `create table visits (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          started_at timestamptz not null,
          referrer text not null default '',
          device text not null,
          landing_route text not null default '/',
          reached text not null default ''
        )`,
        'create index visits_store_started_idx on visits (store_id, started_at)',
      ],
    },
    {
      version: 2,
      name: 'visits recorded by storefronts',
      sql: [
        'alter table visits add column session_key text',
        'alter table visits add column page_views integer not null default 0',
        'create unique index visits_store_session_idx on visits (store_id, session_key)',
      ],
    },
  ],
  routes: [getDashboard, getOverview, ...statisticsRoutes, recordVisit],
  async seed({ scope, storeIds }) {
    const now = Date.now();
    const [main, second] = storeIds;
    // The main store gets ~40 sessions a day, the second (Europe/Berlin) ~12.
    const batches: [number | undefined, number, number][] = [
      [main, 40, 1],
      [second, 12, 2],
    ];
    for (const [storeId, perDay, seed] of batches) {
      if (storeId === undefined) continue;
      const visits = seedVisits(now, perDay, seed);
      for (let i = 0; i < visits.length; i += 1000)
        await scope(visitsTable, storeId).insertMany(visits.slice(i, i + 1000));
    }
  },
});

/** Days of demo traffic the seed creates. */
export const DASHBOARD_SEED_DAYS = SEED_DAYS;
