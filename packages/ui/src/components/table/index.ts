export { Table } from './table';
export type {
  TableCaptionProps,
  TableCellAlign,
  TableCellProps,
  TableHeaderCellProps,
  TableRootProps,
  TableRowProps,
} from './table';
