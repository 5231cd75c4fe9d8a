import { useId } from 'react';
import type { ReactNode } from 'react';
import {
  Area,
  AreaChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart as RechartsPieChart,
  ResponsiveContainer,
  Tooltip as ChartTooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { cx } from '../../lib/cx';
import { Stack } from '../stack/stack';
import { funnelSteps, topWithOthers } from './chart-data';
import type { NamedValue } from './chart-data';

const palette = [
  'var(--sr-chart-1)',
  'var(--sr-chart-2)',
  'var(--sr-chart-3)',
  'var(--sr-chart-4)',
  'var(--sr-chart-5)',
];

/**
 * Every chart is a figure with a caption; the drawing is hidden from screen readers and the
 * same figures are given as a table they can read.
 */
function ChartFigure({
  title,
  table,
  height,
  className,
  children,
}: {
  title: ReactNode;
  table: ReactNode;
  height: number;
  className?: string;
  children: ReactNode;
}) {
  const id = `sr-chart-${useId()}`;
  return (
    <figure className={cx('sr-chart', className)} aria-labelledby={id}>
      <figcaption id={id} className="sr-chart__title">
        {title}
      </figcaption>
      {/* `inert` as well as hidden: the drawing library's focusable parts must not take the
          focus inside a region screen readers skip (axe aria-hidden-focus). */}
      <div className="sr-chart__canvas" style={{ height }} aria-hidden="true" inert>
        {children}
      </div>
      <table className="sr-visually-hidden">{table}</table>
    </figure>
  );
}

export interface ChartSeries {
  /** Key of the value in each data row. */
  key: string;
  label: string;
  /** CSS colour; the token palette by default. */
  color?: string;
}

export interface TimeSeriesChartProps {
  title: ReactNode;
  /** Rows with a `time` label and one number per series key (dashboard series: time, value). */
  data: Array<{ time: string } & Record<string, number | string>>;
  /** Series to draw; default one series `value`. */
  series?: ChartSeries[];
  variant?: 'line' | 'area';
  height?: number;
  formatValue?: (value: number) => string;
  className?: string;
}

/** Line or area series over time (dashboard trends). */
export function TimeSeriesChart({
  title,
  data,
  series = [{ key: 'value', label: 'Value' }],
  variant = 'line',
  height = 260,
  formatValue = (v) => String(v),
  className,
}: TimeSeriesChartProps) {
  const Chart = variant === 'area' ? AreaChart : LineChart;
  const table = (
    <>
      <thead>
        <tr>
          <th scope="col">Time</th>
          {series.map((s) => (
            <th key={s.key} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((row) => (
          <tr key={row.time}>
            <th scope="row">{row.time}</th>
            {series.map((s) => (
              <td key={s.key}>{formatValue(Number(row[s.key] ?? 0))}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </>
  );
  return (
    <ChartFigure title={title} table={table} height={height} className={className}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height }}>
        <Chart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="var(--sr-color-border)" strokeDasharray="3 3" />
          <XAxis dataKey="time" stroke="var(--sr-color-text-muted)" fontSize={12} />
          <YAxis stroke="var(--sr-color-text-muted)" fontSize={12} tickFormatter={formatValue} width={56} />
          <ChartTooltip formatter={(v) => formatValue(Number(v))} />
          {series.length > 1 ? <Legend itemSorter={null} /> : null}
          {series.map((s, i) =>
            variant === 'area' ? (
              <Area
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.label}
                stroke={s.color ?? palette[i % palette.length]}
                fill={s.color ?? palette[i % palette.length]}
                fillOpacity={0.2}
                isAnimationActive={false}
              />
            ) : (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.label}
                stroke={s.color ?? palette[i % palette.length]}
                dot={false}
                strokeWidth={2}
                isAnimationActive={false}
              />
            ),
          )}
        </Chart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export interface PieChartProps {
  title: ReactNode;
  data: NamedValue[];
  /** Slices shown before the rest is grouped as "Others" (default 4, spec 4 §9). */
  top?: number;
  othersLabel?: string;
  height?: number;
  formatValue?: (value: number) => string;
  className?: string;
}

/** A pie of the top 4 entries plus "Others" (referrers, spec 4 §9). */
export function PieChart({
  title,
  data,
  top = 4,
  othersLabel = 'Others',
  height = 260,
  formatValue = (v) => String(v),
  className,
}: PieChartProps) {
  const slices = topWithOthers(data, top, othersLabel);
  const total = slices.reduce((s, i) => s + i.value, 0);
  const table = (
    <>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Value</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {slices.map((s) => (
          <tr key={s.name}>
            <th scope="row">{s.name}</th>
            <td>{formatValue(s.value)}</td>
            <td>{total ? `${Math.round((s.value / total) * 100)}%` : '0%'}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
  return (
    <ChartFigure title={title} table={table} height={height} className={className}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 400, height }}>
        <RechartsPieChart accessibilityLayer={false}>
          <Pie
            data={slices}
            dataKey="value"
            nameKey="name"
            innerRadius="50%"
            outerRadius="80%"
            isAnimationActive={false}
          >
            {slices.map((s, i) => (
              <Cell key={s.name} fill={palette[i % palette.length]} />
            ))}
          </Pie>
          <ChartTooltip formatter={(v) => formatValue(Number(v))} />
          <Legend itemSorter={null} />
        </RechartsPieChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export interface FunnelChartProps {
  title: ReactNode;
  /** Stage values in order, e.g. cart → checkout → purchased. */
  data: { stage: string; label?: string; value: number }[];
  formatValue?: (value: number) => string;
  className?: string;
}

/** The checkout funnel (cart → checkout → purchased) with conversion from stage to stage. */
export function FunnelChart({
  title,
  data,
  formatValue = (v) => v.toLocaleString('en-US'),
  className,
}: FunnelChartProps) {
  const steps = funnelSteps(data);
  const id = `sr-funnel-${useId()}`;
  return (
    <figure className={cx('sr-chart sr-funnel', className)} aria-labelledby={id}>
      <figcaption id={id} className="sr-chart__title">
        {title}
      </figcaption>
      <Stack as="ol" gap={3} className="sr-funnel__steps">
        {steps.map((step, i) => (
          <li key={step.stage} className="sr-funnel__step" data-stage={step.stage}>
            <div className="sr-funnel__label">
              <span>{step.label}</span>
              <strong>{formatValue(step.value)}</strong>
            </div>
            <div className="sr-funnel__track" aria-hidden="true">
              <div
                className="sr-funnel__bar"
                style={{
                  width: `${Math.max(step.percentOfFirst, 1)}%`,
                  background: palette[i % palette.length],
                }}
              />
            </div>
            <div className="sr-funnel__rate">
              {i === 0 ? '100%' : `${step.percentOfPrevious}% of ${steps[i - 1]!.label.toLowerCase()}`}
            </div>
          </li>
        ))}
      </Stack>
    </figure>
  );
}
