/**
 * The Dashboard area's zod-free half of its contract: the subject, enumerations, constants,
 * messages and the slot it declares (spec 2 §2, §3 "Dashboard series", §5, §6, §7, §9). The
 * admin manifest (the shell's first load) and other plugins' manifests read only this;
 * `./index.ts` re-exports it.
 */

export * from './shell';

/** Messages shown to people, verbatim (spec 2 §5, §8). */
export const DASHBOARD_MESSAGES = {
  dateOrder: 'Date From should be less than Date To',
  dateRequired: 'Date is required.',
  periodInvalid: 'Period must be one of today, yesterday, last30, last90.',
  limitInvalid: 'Limit must be between 1 and 50.',
  loadFailed: 'The dashboard could not be loaded.',
} as const;

/** Top products limit (spec 2 §9). */
export const TOP_PRODUCTS_LIMIT = 5;

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

/** Orders per visitor in percent, two decimals (0 without visitors). */
export function conversionRate(orders: number, visitors: number): number {
  return visitors > 0 ? Math.round((orders / visitors) * 10000) / 100 : 0;
}

/** What a storefront reports (`POST /storefront/visits`): a page view or a checkout step reached. */
export const VISIT_EVENTS = ['page_view', ...VISIT_STAGES] as const;
export type VisitEvent = (typeof VISIT_EVENTS)[number];

/** Storefront calls one client IP may make a minute (a page view each, plus the checkout steps). */
export const VISIT_EVENTS_PER_MINUTE = 120;

/** Messages of the storefront collection endpoint (not in the spec). */
export const VISIT_MESSAGES = {
  storeNotFound: 'Store not found.',
  sessionInvalid: 'Session must be 8 to 64 letters, digits, "-" or "_".',
  eventInvalid: 'Event must be one of page_view, cart, checkout, purchased.',
  emailInvalid: 'Email is not a valid email address.',
  fullNameTooLong: 'Full name can have at most 200 characters.',
  cartInvalid: 'The cart must have 1 to 100 items.',
  startedAtInvalid: 'Started at must be an ISO date and time.',
  cartLineInvalid:
    'Each cart line needs a title (at most 300 characters), a price in minor units (0 or more) and a quantity of 1 to 10000.',
} as const;

/** Lines a storefront may report in one cart. */
export const VISIT_CART_MAX_LINES = 100;
