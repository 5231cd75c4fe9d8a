export { FunnelChart, PieChart, TimeSeriesChart } from './charts';
export type { ChartSeries, FunnelChartProps, PieChartProps, TimeSeriesChartProps } from './charts';
export { FUNNEL_STAGES, funnelSteps, topWithOthers } from './chart-data';
export type { FunnelStage, FunnelStep, NamedValue } from './chart-data';
