import {
  createColumnHelper,
  createSortedRowModel,
  metaHelper,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';
import type { ColumnDef, RowData, SortingState } from '@tanstack/react-table';

/** Per-column layout hints of the DataGrid. */
export interface DataGridColumnMeta {
  /** CSS grid track: a number of px or any track (`'2fr'`, `'minmax(160px, 1fr)'`). Default `minmax(120px, 1fr)`. */
  width?: number | string;
  /** Text alignment of the column (numbers and money read better at the end). */
  align?: 'start' | 'center' | 'end';
  /** Hidden below the 767 px layout breakpoint (spec 2 §9) to keep narrow screens readable. */
  hideOnMobile?: boolean;
}

/**
 * The TanStack Table v9 feature registry of the DataGrid: sorting (client or manual) and row
 * selection. Column definitions are typed against it.
 */
export const dataGridFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
  rowSelectionFeature,
  columnMeta: metaHelper<DataGridColumnMeta>(),
});

export type DataGridFeatures = typeof dataGridFeatures;

/** A DataGrid column definition for rows of type `TItem`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataGridColumnDef<TItem extends RowData> = ColumnDef<DataGridFeatures, TItem, any>;

/** Sorting of the grid: `[{ id: 'total', desc: true }]`. */
export type DataGridSorting = SortingState;

/**
 * Typed column helper: `accessor` infers each cell's value type from the row type.
 *
 * @example
 * const col = createDataGridColumnHelper<Order>();
 * const columns = col.columns([
 *   col.accessor('number', { header: 'Order' }),
 *   col.accessor('total', { header: 'Total', meta: { align: 'end' }, cell: (c) => `$${c.getValue().toFixed(2)}` }),
 * ]);
 */
export function createDataGridColumnHelper<TItem extends RowData>() {
  return createColumnHelper<DataGridFeatures, TItem>();
}

/** `[{ id: 'order_date', desc: true }]` → `'!order_date'` (the HTTP contract's sort parameter). */
export function sortingToParam(sorting: DataGridSorting): string | undefined {
  const first = sorting[0];
  if (!first) return undefined;
  return first.desc ? `!${first.id}` : first.id;
}

/** `'!order_date'` → `[{ id: 'order_date', desc: true }]`. */
export function paramToSorting(param: string | null | undefined): DataGridSorting {
  if (!param) return [];
  return param.startsWith('!') ? [{ id: param.slice(1), desc: true }] : [{ id: param, desc: false }];
}
