/**
 * The dashboard's server state on TanStack Query, keyed by one query-key factory (STYLE.md
 * rule 6): screens never fetch directly.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createQueryKeys, useApi } from '@storeroom/core';
import type { OverviewPeriod, StatisticsKind, StatisticsRange } from '../schema';
import { dashboardApiRef } from './api';

export const dashboardKeys = {
  ...createQueryKeys('dashboard'),
  info: () => ['dashboard', 'info'] as const,
  overview: (period: OverviewPeriod) => ['dashboard', 'overview', period] as const,
  statistics: (kind: StatisticsKind, range: StatisticsRange) =>
    ['dashboard', 'statistics', kind, range.from, range.to] as const,
};

/** `GET /dashboard` (only for users with the dashboard rule: pass `enabled`). */
export function useDashboardInfo(enabled = true) {
  const client = useApi(dashboardApiRef);
  return useQuery({
    queryKey: dashboardKeys.info(),
    queryFn: ({ signal }) => client.get({ signal }),
    enabled,
    retry: false,
  });
}

export function useOverview(period: OverviewPeriod) {
  const client = useApi(dashboardApiRef);
  return useQuery({
    queryKey: dashboardKeys.overview(period),
    queryFn: ({ signal }) => client.overview(period, { signal }),
    // The previous period's figures stay while the next ones load (no flashing placeholders).
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useStatistics<TKind extends StatisticsKind>(kind: TKind, range: StatisticsRange) {
  const client = useApi(dashboardApiRef);
  return useQuery({
    queryKey: dashboardKeys.statistics(kind, range),
    queryFn: ({ signal }) => client.statistics(kind, range, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
