/**
 * The dashboard's server state on TanStack Query, on the client derived from the contract and
 * keyed by one query-key factory: screens never fetch.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createQueryKeys, useClient } from '@storeroom/core';
import { STATISTICS_ENDPOINTS, TOP_PRODUCTS_LIMIT, dashboardContract } from '../../contract';
import type { OverviewPeriod, StatisticsAnswers, StatisticsKind, StatisticsRange } from '../../contract';

export const dashboardKeys = {
  ...createQueryKeys('dashboard'),
  info: () => ['dashboard', 'info'] as const,
  overview: (period: OverviewPeriod) => ['dashboard', 'overview', period] as const,
  statistics: (kind: StatisticsKind, range: StatisticsRange) =>
    ['dashboard', 'statistics', kind, range.from, range.to] as const,
};

/** `GET /dashboard` (only for users with the dashboard rule: pass `enabled`). */
export function useDashboardInfo(enabled = true) {
  const client = useClient(dashboardContract);
  return useQuery({
    queryKey: dashboardKeys.info(),
    queryFn: ({ signal }) => client.info({ signal }),
    enabled,
    retry: false,
  });
}

export function useOverview(period: OverviewPeriod) {
  const client = useClient(dashboardContract);
  return useQuery({
    queryKey: dashboardKeys.overview(period),
    queryFn: ({ signal }) => client.overview({ query: { period }, signal }),
    // The previous period's figures stay while the next ones load (no flashing placeholders).
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** `GET /statistics/{kind}` of a range; the best sellers come with their product (top 5, spec 2 §9). */
export function useStatistics<TKind extends StatisticsKind>(kind: TKind, range: StatisticsRange) {
  const client = useClient(dashboardContract);
  const call = client[STATISTICS_ENDPOINTS[kind]] as unknown as (input: {
    query: Record<string, string | number>;
    signal?: AbortSignal;
  }) => Promise<StatisticsAnswers[TKind]>;
  return useQuery({
    queryKey: dashboardKeys.statistics(kind, range),
    queryFn: ({ signal }) =>
      call({
        query:
          kind === 'products'
            ? { from: range.from, to: range.to, limit: TOP_PRODUCTS_LIMIT, expand: 'product' }
            : { from: range.from, to: range.to },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
