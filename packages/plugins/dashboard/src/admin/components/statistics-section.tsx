import { Suspense, lazy, useState } from 'react';
import { useFormat } from '@storeroom/core';
import {
  Card,
  DateRangePicker,
  EmptyState,
  Grid,
  Inline,
  Skeleton,
  Stack,
  Stat,
  dateRangeFromPreset,
} from '@storeroom/ui';
import type { DateRangeValue } from '@storeroom/ui';
import { DASHBOARD_MESSAGES } from '../../contract';
import type { StatisticsRange } from '../../contract';
import { useStatistics } from '../data';
import { statisticsRange } from '../period';

function Loading() {
  return <Skeleton lines={4} />;
}

// The charts (recharts) load in a chunk of their own, after the figures.
const StatisticsCharts = lazy(() =>
  import('./statistics-charts').then((m) => ({ default: m.StatisticsCharts })),
);

function Statistics({ range }: { range: StatisticsRange }) {
  const format = useFormat();
  const sales = useStatistics('sales', range);
  const orders = useStatistics('orders', range);
  const visitors = useStatistics('visitors', range);
  const conversion = useStatistics('conversion', range);
  const products = useStatistics('products', range);
  const referrers = useStatistics('referrers', range);
  const failed = [sales, orders, visitors, conversion, products, referrers].find((q) => q.isError);
  if (failed?.error) return <p role="alert">{failed.error.message || DASHBOARD_MESSAGES.loadFailed}</p>;
  const money = (v: number) => format.money(v);
  return (
    <>
      <Grid minItemWidth="sm" gap={3}>
        {[
          { label: 'Total sales', query: sales, show: money },
          { label: 'Total orders', query: orders, show: String },
          { label: 'Total visitors', query: visitors, show: String },
          { label: 'Conversion rate', query: conversion, show: (v: number) => `${v}%` },
        ].map(({ label, query, show }) => (
          <Stat
            key={label}
            label={label}
            loading={query.isPending}
            value={query.data ? show(query.data.total) : null}
          />
        ))}
      </Grid>
      <Suspense fallback={<Skeleton lines={8} />}>
        <StatisticsCharts
          sales={sales.data}
          orders={orders.data}
          visitors={visitors.data}
          conversion={conversion.data}
          referrers={referrers.data}
        />
      </Suspense>
      <Card title="Top products" headingLevel={3} aria-label="Top products">
        {products.data ? (
          products.data.items.length === 0 ? (
            <EmptyState
              title="No sales in this period"
              description="Best sellers show here once orders come in."
            />
          ) : (
            <Stack as="ol" gap={2}>
              {products.data.items.map((p, i) => (
                <Inline as="li" key={`${p.product_id ?? 'custom'}-${i}`} justify="between">
                  <span>{p.product?.title ?? p.title}</span>
                  <Inline>
                    <span className="sr-muted">
                      {`${p.quantity} sold · ${p.orders} ${p.orders === 1 ? 'order' : 'orders'}`}
                    </span>
                    <strong>{money(p.total)}</strong>
                  </Inline>
                </Inline>
              ))}
            </Stack>
          )
        ) : (
          <Loading />
        )}
      </Card>
    </>
  );
}

export interface StatisticsSectionProps {
  /** "Now", for stories and tests (default the current time). */
  now?: Date;
}

/**
 * Statistics of a period (spec 2 §7, §9): 1d, Today, Yesterday, 1w, 1m (default), 3m or a
 * custom MM/DD/YYYY range in the store's time zone; figures, trends, funnel, referrers (top 4
 * plus Others) and the top 5 products.
 */
export function StatisticsSection({ now }: StatisticsSectionProps) {
  const format = useFormat();
  const [value, setValue] = useState<DateRangeValue>(() => dateRangeFromPreset('1m', now, format.timeZone));
  const [range, setRange] = useState<StatisticsRange | null>(() =>
    statisticsRange(value, now ?? new Date(), format.timeZone),
  );
  return (
    <Card title="Statistics" aria-label="Statistics">
      <DateRangePicker
        label="Statistics period"
        value={value}
        timeZone={format.timeZone}
        now={now}
        orderMessage={DASHBOARD_MESSAGES.dateOrder}
        onValueChange={(next) => {
          setValue(next);
          setRange(statisticsRange(next, now ?? new Date(), format.timeZone));
        }}
      />
      {range ? <Statistics range={range} /> : null}
    </Card>
  );
}
