export { Grid } from './grid';
export type { GridColumnCount, GridProps, GridResponsiveColumns } from './grid';
