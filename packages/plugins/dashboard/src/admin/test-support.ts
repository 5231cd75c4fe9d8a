/**
 * A fake Dashboard client for tests and stories (through the same API-ref registry the admin
 * uses, STYLE.md rule 9): figures derived from fixed inputs, so tests can compute what the
 * screen must show.
 */
import { ApiError } from '@storeroom/core/client';
import type { DashboardClient } from '../client';
import { bucketOf, bucketStarts } from '../buckets';
import { SETUP_STEPS, conversionRate } from '../schema';
import type {
  DashboardInfo,
  OverviewPeriod,
  SeriesPoint,
  StatisticsAnswers,
  StatisticsKind,
  StatisticsRange,
} from '../schema';

export interface FakeDashboardOptions {
  /** Orders, sales and visitors per bucket (each bucket gets the same figures). */
  perBucket?: { orders: number; sales: number; visitors: number };
  referrers?: { referrer: string; value: number }[];
  products?: StatisticsAnswers['products']['items'];
  funnel?: [number, number, number];
  info?: Partial<DashboardInfo>;
  trial?: Partial<DashboardInfo['trial']>;
  /** Every call rejects with this message. */
  failWith?: string;
  /** Every call stays pending. */
  pending?: boolean;
}

export const FAKE_REFERRERS = [
  { referrer: '', value: 120 },
  { referrer: 'google.com', value: 90 },
  { referrer: 'facebook.com', value: 40 },
  { referrer: 'instagram.com', value: 25 },
  { referrer: 'pinterest.com', value: 10 },
  { referrer: 'bing.com', value: 5 },
];

export const FAKE_PRODUCTS: StatisticsAnswers['products']['items'] = [
  { product_id: 1, title: 'Linen shirt', image: null, quantity: 42, orders: 30, total: 1260 },
  { product_id: 2, title: 'Canvas tote', image: null, quantity: 31, orders: 28, total: 620 },
  { product_id: 3, title: 'Wool beanie', image: null, quantity: 18, orders: 15, total: 360 },
  { product_id: null, title: 'Gift wrapping', image: null, quantity: 12, orders: 12, total: 60 },
  { product_id: 5, title: 'Leather wallet', image: null, quantity: 9, orders: 9, total: 405 },
];

export function fakeInfo(options: FakeDashboardOptions = {}): DashboardInfo {
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

/** The fake client: series over the asked range's buckets (UTC), totals summed from them. */
export function fakeDashboardClient(
  options: FakeDashboardOptions = {},
): DashboardClient & { calls: string[] } {
  const per = options.perBucket ?? { orders: 3, sales: 120.5, visitors: 40 };
  const calls: string[] = [];
  const answer = <T>(value: () => T): Promise<T> => {
    if (options.pending) return new Promise<T>(() => undefined);
    if (options.failWith) return Promise.reject(new ApiError(500, options.failWith));
    return Promise.resolve(value());
  };
  const series = (range: StatisticsRange, value: number) => {
    const bucket = bucketOf(range);
    const points: SeriesPoint[] = bucketStarts(range, bucket, 'UTC').map((time) => ({ time, value }));
    return { ...range, bucket, series: points, total: Math.round(points.length * value * 100) / 100 };
  };
  const statistics = (kind: StatisticsKind, range: StatisticsRange): StatisticsAnswers[StatisticsKind] => {
    switch (kind) {
      case 'orders':
        return series(range, per.orders);
      case 'sales':
        return series(range, per.sales);
      case 'visitors':
        return series(range, per.visitors);
      case 'conversion': {
        const s = series(range, conversionRate(per.orders, per.visitors));
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
      }
      case 'referrers':
        return { ...range, items: options.referrers ?? FAKE_REFERRERS };
      case 'products':
        return { ...range, items: options.products ?? FAKE_PRODUCTS };
    }
  };
  return {
    calls,
    get: () => {
      calls.push('GET /dashboard');
      return answer(() => fakeInfo(options));
    },
    overview: (period: OverviewPeriod = 'last30') => {
      calls.push(`GET /dashboard/overview?period=${period}`);
      const days = { today: 1, yesterday: 1, last30: 30, last90: 90 }[period];
      return answer(() => ({
        period,
        from: 0,
        to: days * 86400,
        orders: per.orders * days,
        sales: Math.round(per.sales * days * 100) / 100,
        visitors: per.visitors * days,
        conversion: conversionRate(per.orders, per.visitors),
      }));
    },
    statistics: ((kind: StatisticsKind, range: StatisticsRange) => {
      calls.push(`GET /statistics/${kind}?from=${range.from}&to=${range.to}`);
      return answer(() => statistics(kind, range));
    }) as DashboardClient['statistics'],
  };
}
