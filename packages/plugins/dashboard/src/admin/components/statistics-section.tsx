import { useState } from 'react';
import { useFormat } from '@storeroom/core';
import type { Formatter } from '@storeroom/core';
import { Card, DateRangePicker, EmptyState, Skeleton, dateRangeFromPreset } from '@storeroom/ui';
import type { DateRangeValue } from '@storeroom/ui';
import { FunnelChart, PieChart, TimeSeriesChart } from '@storeroom/ui/charts';
import {
  DASHBOARD_MESSAGES,
  DIRECT_REFERRER_LABEL,
  REFERRERS_PIE_TOP,
  VISIT_STAGE_LABELS,
} from '../../schema';
import type { Bucket, SeriesPoint, StatisticsRange } from '../../schema';
import { useStatistics } from '../data';
import { statisticsRange } from '../period';
import { StatFigure } from './stat-figure';
import { layout } from './layout';

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
      <div style={layout.figures}>
        <StatFigure
          label="Total sales"
          loading={sales.isPending}
          value={sales.data ? money(sales.data.total) : null}
        />
        <StatFigure
          label="Total orders"
          loading={orders.isPending}
          value={orders.data ? String(orders.data.total) : null}
        />
        <StatFigure
          label="Total visitors"
          loading={visitors.isPending}
          value={visitors.data ? String(visitors.data.total) : null}
        />
        <StatFigure
          label="Conversion rate"
          loading={conversion.isPending}
          value={conversion.data ? `${conversion.data.total}%` : null}
        />
      </div>
      <div style={layout.charts}>
        {sales.data ? (
          <TimeSeriesChart
            title="Sales"
            variant="area"
            data={chartRows(sales.data.series, sales.data.bucket, format)}
            series={[{ key: 'value', label: 'Sales' }]}
            formatValue={money}
          />
        ) : (
          <Loading />
        )}
        {orders.data ? (
          <TimeSeriesChart
            title="Orders"
            data={chartRows(orders.data.series, orders.data.bucket, format)}
            series={[{ key: 'value', label: 'Orders' }]}
          />
        ) : (
          <Loading />
        )}
        {visitors.data ? (
          <TimeSeriesChart
            title="Visitors"
            data={chartRows(visitors.data.series, visitors.data.bucket, format)}
            series={[{ key: 'value', label: 'Visitors' }]}
          />
        ) : (
          <Loading />
        )}
        {conversion.data ? (
          <TimeSeriesChart
            title="Conversion rate"
            data={chartRows(conversion.data.series, conversion.data.bucket, format)}
            series={[{ key: 'value', label: 'Conversion' }]}
            formatValue={(v) => `${v}%`}
          />
        ) : (
          <Loading />
        )}
        {conversion.data ? (
          <FunnelChart
            title="Checkout funnel"
            data={conversion.data.funnel.map((s) => ({
              stage: s.stage,
              label: VISIT_STAGE_LABELS[s.stage],
              value: s.value,
            }))}
          />
        ) : (
          <Loading />
        )}
        {referrers.data ? (
          referrers.data.items.length === 0 ? (
            <EmptyState title="No visitors in this period" />
          ) : (
            <PieChart
              title="Referrers"
              top={REFERRERS_PIE_TOP}
              data={referrers.data.items.map((r) => ({
                name: r.referrer || DIRECT_REFERRER_LABEL,
                value: r.value,
              }))}
            />
          )
        ) : (
          <Loading />
        )}
      </div>
      <Card title="Top products" headingLevel={3} aria-label="Top products">
        {products.data ? (
          products.data.items.length === 0 ? (
            <EmptyState
              title="No sales in this period"
              description="Best sellers show here once orders come in."
            />
          ) : (
            <ol style={layout.list}>
              {products.data.items.map((p, i) => (
                <li key={`${p.product_id ?? 'custom'}-${i}`} style={layout.row}>
                  <span style={layout.grow}>{p.product?.title ?? p.title}</span>
                  <span style={layout.muted}>
                    {`${p.quantity} sold · ${p.orders} ${p.orders === 1 ? 'order' : 'orders'}`}
                  </span>
                  <strong>{money(p.total)}</strong>
                </li>
              ))}
            </ol>
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
