import { useState } from 'react';
import { useFormat } from '@storeroom/core';
import { Card, Grid, Select, Stat } from '@storeroom/ui';
import { DEFAULT_OVERVIEW_PERIOD, OVERVIEW_PERIODS, OVERVIEW_PERIOD_LABELS } from '../../contract';
import type { OverviewPeriod } from '../../contract';
import { useOverview } from '../data';

const periodOptions = OVERVIEW_PERIODS.map((value) => ({ value, label: OVERVIEW_PERIOD_LABELS[value] }));

/** The figures at a glance (`GET /dashboard/overview`): today, yesterday, 30 or 90 days. */
export function OverviewSection({
  initialPeriod = DEFAULT_OVERVIEW_PERIOD,
}: {
  initialPeriod?: OverviewPeriod;
}) {
  const [period, setPeriod] = useState<OverviewPeriod>(initialPeriod);
  const format = useFormat();
  const overview = useOverview(period);
  const data = overview.data;
  const loading = overview.isPending;
  return (
    <Card
      title="At a glance"
      aria-label="At a glance"
      actions={
        <Select
          aria-label="Overview period"
          options={periodOptions}
          value={period}
          onValueChange={(value) => setPeriod(value as OverviewPeriod)}
        />
      }
    >
      {overview.isError ? (
        <p role="alert">{overview.error.message}</p>
      ) : (
        <Grid minItemWidth="sm" gap={3}>
          <Stat label="Orders" loading={loading} value={data ? String(data.orders) : null} />
          <Stat label="Sales" loading={loading} value={data ? format.money(data.sales) : null} />
          <Stat label="Visitors" loading={loading} value={data ? String(data.visitors) : null} />
          <Stat label="Conversion" loading={loading} value={data ? `${data.conversion}%` : null} />
        </Grid>
      )}
    </Card>
  );
}
