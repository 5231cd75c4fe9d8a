/**
 * `@storeroom/ui/charts`: recharts-based charts (line/area series, top-4-plus-Others pie,
 * checkout funnel), kept out of the main entry so the shell's first load does not carry them.
 */
export {
  FUNNEL_STAGES,
  FunnelChart,
  PieChart,
  TimeSeriesChart,
  funnelSteps,
  topWithOthers,
} from './components/charts';
export type {
  ChartSeries,
  FunnelChartProps,
  FunnelStage,
  FunnelStep,
  NamedValue,
  PieChartProps,
  TimeSeriesChartProps,
} from './components/charts';
