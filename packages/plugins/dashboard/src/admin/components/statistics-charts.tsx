import { useFormat } from '@storeroom/core';
import type { Formatter } from '@storeroom/core';
import { EmptyState, Grid, Skeleton } from '@storeroom/ui';
import { FunnelChart, PieChart, TimeSeriesChart } from '@storeroom/ui/charts';
import { DIRECT_REFERRER_LABEL, REFERRERS_PIE_TOP, VISIT_STAGE_LABELS } from '../../contract';
import type {
  Bucket,
  ConversionStatistics,
  ReferrersStatistics,
  SeriesPoint,
  SeriesStatistics,
} from '../../contract';

function chartRows(series: SeriesPoint[] | undefined, bucket: Bucket | undefined, format: Formatter) {
  // Hours show HH:mm, days MM/DD, both in the store's time zone (spec 2 §9).
  return (series ?? []).map((p) => ({
    time: bucket === 'hour' ? format.time(p.time).slice(0, 5) : format.date(p.time).slice(0, 5),
    value: p.value,
  }));
}

function Loading() {
  return <Skeleton lines={4} />;
}

export interface StatisticsChartsProps {
  sales?: SeriesStatistics;
  orders?: SeriesStatistics;
  visitors?: SeriesStatistics;
  conversion?: ConversionStatistics;
  referrers?: ReferrersStatistics;
}

/**
 * The trends, the checkout funnel and the referrers pie (top 4 + Others, spec 4 §9). A chunk
 * of its own (recharts), loaded after the figures: the greeting and the numbers do not wait
 * for the drawing library.
 */
export function StatisticsCharts({ sales, orders, visitors, conversion, referrers }: StatisticsChartsProps) {
  const format = useFormat();
  const money = (v: number) => format.money(v);
  return (
    <Grid minItemWidth="lg">
      {[
        { title: 'Sales', stats: sales, label: 'Sales', area: true, formatValue: money },
        // Counts in the store's locale (the chart's default writes en-US).
        { title: 'Orders', stats: orders, label: 'Orders', formatValue: format.number },
        { title: 'Visitors', stats: visitors, label: 'Visitors', formatValue: format.number },
        {
          title: 'Conversion rate',
          stats: conversion,
          label: 'Conversion',
          formatValue: (v: number) => `${v}%`,
        },
      ].map(({ title, stats, label, area, formatValue }) =>
        stats ? (
          <TimeSeriesChart
            key={title}
            title={title}
            variant={area ? 'area' : undefined}
            data={chartRows(stats.series, stats.bucket, format)}
            series={[{ key: 'value', label }]}
            formatValue={formatValue}
          />
        ) : (
          <Loading key={title} />
        ),
      )}
      {conversion ? (
        <FunnelChart
          title="Checkout funnel"
          data={conversion.funnel.map((s) => ({
            stage: s.stage,
            label: VISIT_STAGE_LABELS[s.stage],
            value: s.value,
          }))}
        />
      ) : (
        <Loading />
      )}
      {referrers ? (
        referrers.items.length === 0 ? (
          <EmptyState title="No visitors in this period" />
        ) : (
          <PieChart
            title="Referrers"
            top={REFERRERS_PIE_TOP}
            data={referrers.items.map((r) => ({
              name: r.referrer || DIRECT_REFERRER_LABEL,
              value: r.value,
            }))}
          />
        )
      ) : (
        <Loading />
      )}
    </Grid>
  );
}
