export { DataGrid } from './data-grid';
export type { DataGridProps, DataGridSelection } from './data-grid';
export {
  createDataGridColumnHelper,
  dataGridFeatures,
  paramToSorting,
  sortingToParam,
} from './data-grid-columns';
export type {
  DataGridColumnDef,
  DataGridColumnMeta,
  DataGridFeatures,
  DataGridSorting,
} from './data-grid-columns';
