/**
 * Canned answers of the dashboard's endpoints for stories (Storybook has no server): fixed
 * figures per bucket over the asked range's buckets (the buckets from the same `buckets.ts`
 * the server uses), totals summed from them. Data only: tests run on the real server.
 */
import { definePlugin } from '@storeroom/core';
import type { PluginManifest } from '@storeroom/core';
import { contractMemoryHttp } from '@storeroom/core/testing';
import { bucketOf, bucketStarts } from '../buckets';
import { DONE_FOR_YOU_PATH, SETUP_STEPS, conversionRate, dashboardContract } from '../contract';
import type { DashboardInfo, SeriesPoint, StatisticsAnswers, StatisticsRange } from '../contract';

/** Stand-in pages at `paths` for stories: the plugins that own them are not in Storybook. */
export function storyPages(paths: readonly string[]): PluginManifest {
  return definePlugin({
    id: 'dashboard-story-pages',
    routes: paths.map((path) => ({ path, subject: null, load: async () => () => null })),
  });
}

/** An admin with every page the dashboard links to (checklist shortcuts, done-for-you app). */
export const STORY_EVERY_PAGE = storyPages([...SETUP_STEPS.map((s) => s.path), DONE_FOR_YOU_PATH]);

/** An admin with only the catalogue's pages (no domains, payments or shipping settings yet). */
export const STORY_CATALOGUE_PAGES = storyPages(['/admin/collections/create', '/admin/products/create']);

export interface StoryDashboardOptions {
  /** Orders, sales (integer minor units) and visitors per bucket (each bucket gets the same figures). */
  perBucket?: { orders: number; sales: number; visitors: number };
  referrers?: StatisticsAnswers['referrers']['items'];
  products?: StatisticsAnswers['products']['items'];
  funnel?: [number, number, number];
  info?: Partial<DashboardInfo>;
  trial?: Partial<DashboardInfo['trial']>;
}

export const STORY_REFERRERS: StatisticsAnswers['referrers']['items'] = [
  { referrer: '', value: 120 },
  { referrer: 'google.com', value: 90 },
  { referrer: 'facebook.com', value: 40 },
  { referrer: 'instagram.com', value: 25 },
  { referrer: 'pinterest.com', value: 10 },
  { referrer: 'bing.com', value: 5 },
];

export const STORY_PRODUCTS: StatisticsAnswers['products']['items'] = [
  { product_id: 1, title: 'Linen shirt', image: null, quantity: 42, orders: 30, total: 126000 },
  { product_id: 2, title: 'Canvas tote', image: null, quantity: 31, orders: 28, total: 62000 },
  { product_id: 3, title: 'Wool beanie', image: null, quantity: 18, orders: 15, total: 36000 },
  { product_id: null, title: 'Gift wrapping', image: null, quantity: 12, orders: 12, total: 6000 },
  { product_id: 5, title: 'Leather wallet', image: null, quantity: 9, orders: 9, total: 40500 },
];

/** `GET /dashboard` of a story: three steps open, not on trial unless asked. */
export function storyInfo(options: StoryDashboardOptions = {}): DashboardInfo {
  return {
    greeting_name: 'Olivia Owner',
    timezone: 'UTC',
    checklist: SETUP_STEPS.map((s, i) => ({ ...s, done: i >= 3 })),
    trial: {
      on_trial: false,
      created_at: '2026-01-05T10:00:00.000Z',
      promo_ends_at: '2026-01-06T10:00:00.000Z',
      has_done_for_you: false,
      ...options.trial,
    },
    ...options.info,
  };
}

/** A memory transport answering every dashboard endpoint with the options' figures. */
export function dashboardHttp(options: StoryDashboardOptions = {}) {
  const per = options.perBucket ?? { orders: 3, sales: 12050, visitors: 40 };
  const rangeOf = (query: Record<string, unknown> | undefined): StatisticsRange => ({
    from: Number(query?.from),
    to: Number(query?.to),
  });
  const series = (range: StatisticsRange, value: number) => {
    const bucket = bucketOf(range);
    const points: SeriesPoint[] = bucketStarts(range, bucket, 'UTC').map((time) => ({ time, value }));
    return { ...range, bucket, series: points, total: Math.round(points.length * value * 100) / 100 };
  };
  return contractMemoryHttp(
    dashboardContract,
    {},
    {
      endpoints: {
        info: () => storyInfo(options),
        overview: ({ query }) => {
          const period =
            (query?.period as 'today' | 'yesterday' | 'last30' | 'last90' | undefined) ?? 'last30';
          const days = { today: 1, yesterday: 1, last30: 30, last90: 90 }[period];
          return {
            period,
            from: 0,
            to: days * 86400,
            orders: per.orders * days,
            sales: Math.round(per.sales * days),
            visitors: per.visitors * days,
            conversion: conversionRate(per.orders, per.visitors),
          };
        },
        ordersStatistics: ({ query }) => series(rangeOf(query), per.orders),
        salesStatistics: ({ query }) => series(rangeOf(query), per.sales),
        visitorsStatistics: ({ query }) => series(rangeOf(query), per.visitors),
        conversionStatistics: ({ query }) => {
          const s = series(rangeOf(query), conversionRate(per.orders, per.visitors));
          const [cart, checkout, purchased] = options.funnel ?? [
            per.visitors * 0.3,
            per.visitors * 0.2,
            per.orders,
          ];
          const buckets = s.series.length;
          return {
            ...s,
            orders: per.orders * buckets,
            visitors: per.visitors * buckets,
            total: conversionRate(per.orders * buckets, per.visitors * buckets),
            funnel: [
              { stage: 'cart', value: Math.round(cart * buckets) },
              { stage: 'checkout', value: Math.round(checkout * buckets) },
              { stage: 'purchased', value: Math.round(purchased * buckets) },
            ],
          };
        },
        referrersStatistics: ({ query }) => ({
          ...rangeOf(query),
          items: options.referrers ?? STORY_REFERRERS,
        }),
        productsStatistics: ({ query }) => ({ ...rangeOf(query), items: options.products ?? STORY_PRODUCTS }),
      },
    },
  );
}
