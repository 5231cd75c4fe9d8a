/**
 * The Dashboard plugin's contract (spec 2 §7 "Dashboard" and "Statistics"): what other
 * packages may know of it. Its endpoints (the dashboard, the overview and the six statistics
 * calls), the slot other plugins fill (`DASHBOARD_WIDGETS`) and the event the setup checklist
 * asks the other areas (`DASHBOARD_SETUP`). The client, the server's checks and the API
 * reference are derived from this.
 */
import { z } from 'zod';
import { defineContract, defineEndpoint } from '@storeroom/core/contract';
import {
  DASHBOARD_MESSAGES,
  DASHBOARD_SUBJECT,
  DASHBOARD_WIDGETS,
  DEFAULT_OVERVIEW_PERIOD,
  OVERVIEW_PERIODS,
  SETUP_STEPS,
  VISIT_CART_MAX_LINES,
  VISIT_DEVICES,
  VISIT_EVENTS,
  VISIT_MESSAGES,
  VISIT_STAGES,
} from './model';
import type { StatisticsKind } from './model';
import { DASHBOARD_SETUP, STOREFRONT_CHECKOUT_STARTED } from './services';

export * from './model';
export * from './services';

/** `from`/`to` of a statistics call: unix seconds (a number, or its digits in a query string). */
const unixSeconds = z
  .union(
    [
      z.number().int().nonnegative(),
      z.string().regex(/^\d{1,11}$/, { message: DASHBOARD_MESSAGES.dateRequired, abort: true }),
    ],
    { error: DASHBOARD_MESSAGES.dateRequired },
  )
  .transform(Number);

const rangeQuery = z.object({ from: unixSeconds, to: unixSeconds });
/** spec 2 §5: From must be before To; the range is [from, to). */
const fromBeforeTo = (q: { from: number; to: number }) => q.from < q.to;
const orderMessage = { message: DASHBOARD_MESSAGES.dateOrder, path: ['from'] };

/** Query of `GET /statistics/{orders|sales|visitors|conversion|referrers}`. */
export const statisticsQuerySchema = rangeQuery.refine(fromBeforeTo, orderMessage);

/** Query of `GET /statistics/products`: the range, how many (1–50, default 5) and `expand=product`. */
export const productsQuerySchema = rangeQuery
  .extend({
    limit: z
      .union([z.number(), z.string().regex(/^\d+$/, DASHBOARD_MESSAGES.limitInvalid)], {
        error: DASHBOARD_MESSAGES.limitInvalid,
      })
      .transform(Number)
      .refine((n) => Number.isInteger(n) && n >= 1 && n <= 50, DASHBOARD_MESSAGES.limitInvalid)
      .optional(),
    /** `product` adds the catalogue's product to each best seller. */
    expand: z.string().optional(),
  })
  .refine(fromBeforeTo, orderMessage);
export type StatisticsQuery = z.output<typeof productsQuerySchema>;

/** Query of `GET /dashboard/overview` (default the last 30 days). */
export const overviewQuerySchema = z.object({
  period: z
    .enum(OVERVIEW_PERIODS, { error: DASHBOARD_MESSAGES.periodInvalid })
    .default(DEFAULT_OVERVIEW_PERIOD),
});

const range = { from: z.number().int(), to: z.number().int() };

/**
 * `GET /statistics/{orders|sales|visitors}`: the range's total and its series (sales in
 * integer minor units of the store's currency, cents for USD).
 */
export const seriesStatisticsSchema = z.object({
  ...range,
  bucket: z.enum(['hour', 'day']),
  total: z.number(),
  series: z.array(z.object({ time: z.number().int(), value: z.number() })),
});
export type SeriesStatistics = z.output<typeof seriesStatisticsSchema>;

/** `GET /statistics/conversion`: orders / visitors in percent, per bucket, and the checkout funnel. */
export const conversionStatisticsSchema = seriesStatisticsSchema.extend({
  orders: z.number().int(),
  visitors: z.number().int(),
  funnel: z.array(z.object({ stage: z.enum(VISIT_STAGES), value: z.number().int() })),
});
export type ConversionStatistics = z.output<typeof conversionStatisticsSchema>;

/** A best seller; `product` is present with `expand=product` (null when it no longer exists). */
export const topProductSchema = z.object({
  product_id: z.number().int().nullable(),
  title: z.string(),
  image: z.string().nullable(),
  quantity: z.number(),
  orders: z.number().int(),
  total: z.number(),
  product: z
    .object({
      id: z.number().int(),
      title: z.string(),
      seo_url: z.string(),
      image: z.string().nullable(),
      price: z.number().nullable(),
    })
    .nullable()
    .optional(),
});
export type TopProduct = z.output<typeof topProductSchema>;

export const productsStatisticsSchema = z.object({ ...range, items: z.array(topProductSchema) });
export type ProductsStatistics = z.output<typeof productsStatisticsSchema>;

/** A referrer domain ('' = Direct) and its visits, most first. */
export const referrersStatisticsSchema = z.object({
  ...range,
  items: z.array(z.object({ referrer: z.string(), value: z.number().int() })),
});
export type ReferrersStatistics = z.output<typeof referrersStatisticsSchema>;
export type ReferrerValue = ReferrersStatistics['items'][number];

/** `GET /dashboard`: what the top of the dashboard needs. */
export const dashboardInfoSchema = z.object({
  /** The caller's name for the greeting (the owner's, or the employee's own). */
  greeting_name: z.string(),
  /** The store's time zone; the greeting and the periods follow it. */
  timezone: z.string(),
  checklist: z.array(
    z.object({
      id: z.enum(SETUP_STEPS.map((s) => s.id) as [(typeof SETUP_STEPS)[number]['id']]),
      label: z.string(),
      path: z.string(),
      done: z.boolean(),
    }),
  ),
  trial: z.object({
    on_trial: z.boolean(),
    /** The account's creation (ISO). */
    created_at: z.string(),
    /** End of the promo window: creation + 24 h (ISO). */
    promo_ends_at: z.string(),
    has_done_for_you: z.boolean(),
  }),
});
export type DashboardInfo = z.output<typeof dashboardInfoSchema>;

/** `GET /dashboard/overview?period=`: the period's figures at a glance. */
export const dashboardOverviewSchema = z.object({
  ...range,
  period: z.enum(OVERVIEW_PERIODS),
  orders: z.number().int(),
  /** Integer minor units of the store's currency (cents for USD). */
  sales: z.number().int(),
  visitors: z.number().int(),
  /** Orders / visitors, percent with two decimals. */
  conversion: z.number(),
});
export type DashboardOverview = z.output<typeof dashboardOverviewSchema>;

/** The answer of each statistics kind. */
export interface StatisticsAnswers {
  conversion: ConversionStatistics;
  sales: SeriesStatistics;
  orders: SeriesStatistics;
  visitors: SeriesStatistics;
  products: ProductsStatistics;
  referrers: ReferrersStatistics;
}

/**
 * `POST /storefront/visits` (public, for theme authors): one event of a storefront session.
 * The first event of a `session` starts a visit (its referrer, device and landing path); each
 * `page_view` counts a page; `cart`, `checkout` and `purchased` move the visit on in the funnel.
 */
const visitCartLineSchema = z.object(
  {
    product_id: z
      .number(VISIT_MESSAGES.cartLineInvalid)
      .int(VISIT_MESSAGES.cartLineInvalid)
      .positive(VISIT_MESSAGES.cartLineInvalid)
      .optional(),
    title: z
      .string(VISIT_MESSAGES.cartLineInvalid)
      .trim()
      .min(1, VISIT_MESSAGES.cartLineInvalid)
      .max(300, VISIT_MESSAGES.cartLineInvalid),
    /** Unit price, minor units. */
    price: z
      .number(VISIT_MESSAGES.cartLineInvalid)
      .int(VISIT_MESSAGES.cartLineInvalid)
      .min(0, VISIT_MESSAGES.cartLineInvalid)
      .max(100_000_000_000, VISIT_MESSAGES.cartLineInvalid),
    quantity: z
      .number(VISIT_MESSAGES.cartLineInvalid)
      .int(VISIT_MESSAGES.cartLineInvalid)
      .min(1, VISIT_MESSAGES.cartLineInvalid)
      .max(10_000, VISIT_MESSAGES.cartLineInvalid),
  },
  VISIT_MESSAGES.cartLineInvalid,
);

export const visitEventSchema = z.object({
  /** The store's subdomain (the storefront's own address names it). */
  store: z.string().trim().min(1, VISIT_MESSAGES.storeNotFound).max(100),
  /** A random id the theme keeps for the browser session (sessionStorage): one visit per id. */
  session: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, VISIT_MESSAGES.sessionInvalid),
  event: z.enum(VISIT_EVENTS, VISIT_MESSAGES.eventInvalid),
  /** The page's path (`location.pathname`); the first one is the visit's landing page. */
  path: z.string().max(500).optional(),
  /** `document.referrer` (a URL or a domain); empty or absent: Direct. */
  referrer: z.string().max(2000).optional(),
  /** Default: read from the User-Agent. */
  device: z.enum(VISIT_DEVICES).optional(),
  /**
   * With a `checkout` step (issue 20): the buyer's email, name and cart. A checkout step with
   * an email and a cart is also published as `STOREFRONT_CHECKOUT_STARTED` (the abandoned
   * checkouts area mails its campaigns); without an email it is only a visit.
   */
  email: z
    .email(VISIT_MESSAGES.emailInvalid)
    .trim()
    .toLowerCase()
    .max(320, VISIT_MESSAGES.emailInvalid)
    .optional(),
  full_name: z
    .string(VISIT_MESSAGES.fullNameTooLong)
    .trim()
    .max(200, VISIT_MESSAGES.fullNameTooLong)
    .optional(),
  cart: z
    .array(visitCartLineSchema, VISIT_MESSAGES.cartInvalid)
    .min(1, VISIT_MESSAGES.cartInvalid)
    .max(VISIT_CART_MAX_LINES, VISIT_MESSAGES.cartInvalid)
    .optional(),
  /** With a `checkout` step reported late: when the checkout started (ISO); now when absent. */
  started_at: z.iso.datetime({ offset: true, message: VISIT_MESSAGES.startedAtInvalid }).optional(),
});
export type VisitEventInput = z.input<typeof visitEventSchema>;

const statistics = <const TKind extends StatisticsKind, TResponse extends z.ZodType>(
  kind: TKind,
  response: TResponse,
  summary: string,
) =>
  defineEndpoint({
    method: 'GET',
    path: `/statistics/${kind}`,
    subject: DASHBOARD_SUBJECT,
    query: statisticsQuerySchema,
    response,
    summary,
  });

export const dashboardContract = defineContract({
  id: 'dashboard',
  subjects: { dashboard: DASHBOARD_SUBJECT },
  endpoints: {
    info: defineEndpoint({
      method: 'GET',
      path: '/dashboard',
      subject: DASHBOARD_SUBJECT,
      response: dashboardInfoSchema,
      summary: 'Greeting name, store time zone, setup checklist (spec 2 §2) and trial state (spec 2 §9).',
    }),
    overview: defineEndpoint({
      method: 'GET',
      path: '/dashboard/overview',
      subject: DASHBOARD_SUBJECT,
      query: overviewQuerySchema,
      response: dashboardOverviewSchema,
      summary: 'Orders, sales, visitors and conversion of today, yesterday, the last 30 or 90 days.',
    }),
    conversionStatistics: statistics(
      'conversion',
      conversionStatisticsSchema,
      'Orders per visitor in percent per bucket, and the cart → checkout → purchased funnel.',
    ),
    salesStatistics: statistics(
      'sales',
      seriesStatisticsSchema,
      'Sales (total − refunded) of the range [from, to), bucketed in the store’s time zone.',
    ),
    ordersStatistics: statistics('orders', seriesStatisticsSchema, 'Orders of the range, bucketed.'),
    visitorsStatistics: statistics(
      'visitors',
      seriesStatisticsSchema,
      'Storefront sessions of the range, bucketed.',
    ),
    productsStatistics: defineEndpoint({
      method: 'GET',
      path: '/statistics/products',
      subject: DASHBOARD_SUBJECT,
      query: productsQuerySchema,
      response: productsStatisticsSchema,
      summary: 'Best sellers of the range (default 5); `expand=product` adds the catalogue’s product.',
    }),
    referrersStatistics: statistics(
      'referrers',
      referrersStatisticsSchema,
      'Visits per referring domain (empty: Direct), most first.',
    ),
    recordVisit: defineEndpoint({
      method: 'POST',
      path: '/storefront/visits',
      public: true,
      subject: DASHBOARD_SUBJECT,
      body: visitEventSchema,
      summary:
        'Public, for storefronts: records a page view or a checkout step (cart, checkout, purchased) of a session of the store named by `store` (its subdomain); 204. A checkout step with the buyer’s `email` and `cart` is also a checkout started: the abandoned checkouts plugin records it and mails its campaigns. Limited per client IP (429). Accepts a JSON body sent as text/plain (navigator.sendBeacon).',
    }),
  },
  events: { setup: DASHBOARD_SETUP, checkoutStarted: STOREFRONT_CHECKOUT_STARTED },
  slots: { widgets: DASHBOARD_WIDGETS },
});

/** The contract endpoint of each statistics kind. */
export const STATISTICS_ENDPOINTS = {
  conversion: 'conversionStatistics',
  sales: 'salesStatistics',
  orders: 'ordersStatistics',
  visitors: 'visitorsStatistics',
  products: 'productsStatistics',
  referrers: 'referrersStatistics',
} as const satisfies Record<StatisticsKind, keyof typeof dashboardContract.endpoints>;
