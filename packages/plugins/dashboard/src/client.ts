/**
 * The typed client of the Dashboard API (spec 2 §7 "Dashboard" and "Statistics"). No React:
 * private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const dashboard = createDashboardClient(http);
 * const orders = await dashboard.statistics('orders', { from: 1767225600, to: 1769904000 });
 */
import type { HttpClient } from '@storeroom/core/client';
import { TOP_PRODUCTS_LIMIT } from './constants';
import type {
  DashboardInfo,
  DashboardOverview,
  OverviewPeriod,
  StatisticsAnswers,
  StatisticsKind,
  StatisticsRange,
} from './schema';

/** Paths under /api/v1. */
export const DASHBOARD_PATH = '/dashboard';
export const STATISTICS_PATH = '/statistics';

export interface DashboardClient {
  /** `GET /dashboard`: greeting name, setup checklist, trial state. */
  get(options?: { signal?: AbortSignal }): Promise<DashboardInfo>;
  /** `GET /dashboard/overview?period=` (default last 30 days). */
  overview(period?: OverviewPeriod, options?: { signal?: AbortSignal }): Promise<DashboardOverview>;
  /**
   * `GET /statistics/{kind}?from&to` (unix seconds, [from, to)); products also sends
   * `limit` (default 5) and `expand=product`. Rejects with 422 'Date From should be less
   * than Date To' when from >= to.
   */
  statistics<TKind extends StatisticsKind>(
    kind: TKind,
    range: StatisticsRange,
    options?: { signal?: AbortSignal; limit?: number },
  ): Promise<StatisticsAnswers[TKind]>;
}

export function createDashboardClient(http: HttpClient): DashboardClient {
  return {
    get: (options) => http.request<DashboardInfo>('GET', DASHBOARD_PATH, { signal: options?.signal }),
    overview: (period, options) =>
      http.request<DashboardOverview>('GET', `${DASHBOARD_PATH}/overview`, {
        query: { period },
        signal: options?.signal,
      }),
    statistics: (kind, range, options) =>
      http.request('GET', `${STATISTICS_PATH}/${kind}`, {
        query:
          kind === 'products'
            ? {
                from: range.from,
                to: range.to,
                limit: options?.limit ?? TOP_PRODUCTS_LIMIT,
                expand: 'product',
              }
            : { from: range.from, to: range.to },
        signal: options?.signal,
      }),
  };
}
