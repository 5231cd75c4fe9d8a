/**
 * The Dashboard area's constants, schemas and answer shapes (spec 2 §2, §3 "Dashboard
 * series", §5, §6, §7 "Dashboard" and "Statistics", §9), shared by the admin plugin, the typed
 * client and the server part (no React here).
 */
import { z } from 'zod';

export * from './constants';
export { DASHBOARD_SUBJECT } from './access';

/** Messages shown to people, verbatim (spec 2 §5, §8). */
export const DASHBOARD_MESSAGES = {
  dateOrder: 'Date From should be less than Date To',
  dateRequired: 'Date is required.',
  periodInvalid: 'Period must be one of today, yesterday, last30, last90.',
  limitInvalid: 'Limit must be between 1 and 50.',
  loadFailed: 'The dashboard could not be loaded.',
} as const;

/** `GET /dashboard/overview?period=`: today, yesterday, last 30 and last 90 days (spec 2 §7). */
export const OVERVIEW_PERIODS = ['today', 'yesterday', 'last30', 'last90'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];
/** Default overview period: the last 30 days (spec 2 §7). */
export const DEFAULT_OVERVIEW_PERIOD: OverviewPeriod = 'last30';
export const OVERVIEW_PERIOD_LABELS: Record<OverviewPeriod, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last30: 'Last 30 days',
  last90: 'Last 90 days',
};

/** `GET /statistics/{kind}` (spec 2 §7). */
export const STATISTICS_KINDS = [
  'conversion',
  'sales',
  'orders',
  'visitors',
  'products',
  'referrers',
] as const;
export type StatisticsKind = (typeof STATISTICS_KINDS)[number];

/** Last orders shown by the orders plugin's widget (spec 2 §9); the widget is theirs. */
export const LAST_ORDERS_LIMIT = 5;
/** Referrers pie: the top 4 plus "Others" (spec 4 §9). */
export const REFERRERS_PIE_TOP = 4;
/** An empty referrer is shown as "Direct" (spec 2 §3 "Reports"). */
export const DIRECT_REFERRER_LABEL = 'Direct';

/**
 * Ranges up to a day and an hour (a day with a summer-time change has 25 hours) are
 * bucketed by hour, longer ones by day (the 1d, today and yesterday periods show hours).
 */
export const HOURLY_RANGE_SECONDS = 25 * 3600;

/** The checkout funnel's stages, in order (spec 2 §3 "Dashboard series"). */
export const VISIT_STAGES = ['cart', 'checkout', 'purchased'] as const;
export type VisitStage = (typeof VISIT_STAGES)[number];
export const VISIT_STAGE_LABELS: Record<VisitStage, string> = {
  cart: 'Cart',
  checkout: 'Checkout',
  purchased: 'Purchased',
};

/** Storefront devices of a visit (spec 2 §2 "traffic by device"). */
export const VISIT_DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export type VisitDevice = (typeof VISIT_DEVICES)[number];

/** The setup checklist and its shortcuts (spec 2 §2). */
export const SETUP_STEPS = [
  { id: 'domains', label: 'Connect a domain', path: '/admin/domains/index' },
  { id: 'payments', label: 'Set up payments', path: '/admin/payment/index' },
  { id: 'shipping', label: 'Set up shipping', path: '/admin/settings/shipping' },
  { id: 'collections', label: 'Create a collection', path: '/admin/collections/create' },
  { id: 'products', label: 'Add a product', path: '/admin/products/create' },
] as const;
export type SetupStepId = (typeof SETUP_STEPS)[number]['id'];

/** Target of the trial promo (spec 2 §2). */
export const DONE_FOR_YOU_PATH = '/admin/apps/app/done-for-you';
/** The done-for-you app's type id (spec 1 §3 "App type ids"). */
export const DONE_FOR_YOU_APP = 'done-for-you';
/** The trial promo shows within 24 hours of account creation (spec 2 §9). */
export const TRIAL_PROMO_WINDOW_MS = 24 * 3600 * 1000;
/** The countdown ticks every second (spec 2 §9). */
export const TRIAL_COUNTDOWN_TICK_MS = 1000;

/** `from`/`to` of a statistics call: unix seconds, the range is [from, to). */
const unixSeconds = z
  .string({ error: DASHBOARD_MESSAGES.dateRequired })
  .regex(/^\d{1,11}$/, DASHBOARD_MESSAGES.dateRequired)
  .transform(Number);

/** Query of `GET /statistics/{kind}` (spec 2 §5: From must be before To). */
export const statisticsQuerySchema = z
  .object({
    from: unixSeconds,
    to: unixSeconds,
    limit: z
      .string()
      .regex(/^\d+$/, DASHBOARD_MESSAGES.limitInvalid)
      .transform(Number)
      .refine((n) => n >= 1 && n <= 50, DASHBOARD_MESSAGES.limitInvalid)
      .optional(),
    expand: z.string().optional(),
  })
  .refine((q) => q.from < q.to, { message: DASHBOARD_MESSAGES.dateOrder, path: ['from'] });
export type StatisticsQuery = z.output<typeof statisticsQuerySchema>;

export const overviewQuerySchema = z.object({
  period: z
    .enum(OVERVIEW_PERIODS, { error: DASHBOARD_MESSAGES.periodInvalid })
    .default(DEFAULT_OVERVIEW_PERIOD),
});

/** A range in unix seconds, [from, to). */
export interface StatisticsRange {
  from: number;
  to: number;
}

/** One point of a series (spec 2 §3): bucket start in unix seconds and its value. */
export interface SeriesPoint {
  time: number;
  value: number;
}

export type Bucket = 'hour' | 'day';

/** `GET /statistics/{orders|sales|visitors}`: the range's total and its series. */
export interface SeriesStatistics extends StatisticsRange {
  bucket: Bucket;
  total: number;
  series: SeriesPoint[];
}

/** `GET /statistics/conversion`: orders / visitors in percent, per bucket, and the funnel. */
export interface ConversionStatistics extends SeriesStatistics {
  orders: number;
  visitors: number;
  funnel: { stage: VisitStage; value: number }[];
}

/** A best seller; `product` is present with `expand=product` (null when it no longer exists). */
export interface TopProduct {
  product_id: number | null;
  title: string;
  image: string | null;
  quantity: number;
  orders: number;
  total: number;
  product?: { id: number; title: string; seo_url: string; image: string | null; price: number | null } | null;
}

export interface ProductsStatistics extends StatisticsRange {
  items: TopProduct[];
}

/** A referrer domain ('' = Direct) and its visits. */
export interface ReferrerValue {
  referrer: string;
  value: number;
}

export interface ReferrersStatistics extends StatisticsRange {
  items: ReferrerValue[];
}

export interface StatisticsAnswers {
  conversion: ConversionStatistics;
  sales: SeriesStatistics;
  orders: SeriesStatistics;
  visitors: SeriesStatistics;
  products: ProductsStatistics;
  referrers: ReferrersStatistics;
}

/** `GET /dashboard`: what the top of the dashboard needs. */
export interface DashboardInfo {
  /** The caller's name for the greeting (the owner's, or the employee's own). */
  greeting_name: string;
  /** The store's time zone, the greeting and the periods follow it. */
  timezone: string;
  checklist: { id: SetupStepId; label: string; path: string; done: boolean }[];
  trial: {
    on_trial: boolean;
    /** The account's creation (ISO). */
    created_at: string;
    /** End of the promo window: creation + 24 h (ISO). */
    promo_ends_at: string;
    has_done_for_you: boolean;
  };
}

/** `GET /dashboard/overview?period=`: the period's figures at a glance. */
export interface DashboardOverview extends StatisticsRange {
  period: OverviewPeriod;
  orders: number;
  sales: number;
  visitors: number;
  /** Orders / visitors, percent with two decimals. */
  conversion: number;
}

/** Orders per visitor in percent, two decimals (0 without visitors). */
export function conversionRate(orders: number, visitors: number): number {
  return visitors > 0 ? Math.round((orders / visitors) * 10000) / 100 : 0;
}
