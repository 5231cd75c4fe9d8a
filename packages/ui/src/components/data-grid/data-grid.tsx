import { flexRender, useTable } from '@tanstack/react-table';
import type {
  CellContext,
  Column,
  Header,
  Row,
  RowData,
  RowSelectionState,
  Updater,
} from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useControllableState } from '../../lib/use-controllable';
import { dataGridFeatures } from './data-grid-columns';
import type {
  DataGridColumnDef,
  DataGridColumnMeta,
  DataGridFeatures,
  DataGridSorting,
} from './data-grid-columns';

/** What a bulk action works on: the selected ids, or every row matching the current filter. */
export interface DataGridSelection {
  ids: string[];
  /** True when the user chose "select all N matching": act on the whole filtered set. */
  allMatching: boolean;
  /** How many rows the action reaches. */
  count: number;
}

export interface DataGridProps<TItem extends RowData> {
  /** Accessible name of the grid (e.g. "Orders"). */
  label: string;
  columns: ReadonlyArray<DataGridColumnDef<TItem>>;
  data: ReadonlyArray<TItem>;
  /** Stable row identity (selection and focus survive sorting and refetches). */
  getRowId: (item: TItem) => string;
  /** Name of a row for its selection checkbox ("Select {label}"). Defaults to the row id. */
  getRowLabel?: (item: TItem) => string;

  /** Controlled sorting. */
  sorting?: DataGridSorting;
  defaultSorting?: DataGridSorting;
  onSortingChange?: (sorting: DataGridSorting) => void;
  /** The server sorts (the grid only reports the sorting); otherwise rows are sorted in memory. */
  manualSorting?: boolean;

  /** Shows selection checkboxes and the bulk-action bar. */
  selectable?: boolean;
  /** Controlled selected row ids. */
  selectedIds?: readonly string[];
  defaultSelectedIds?: readonly string[];
  onSelectedIdsChange?: (ids: string[]) => void;
  /** Rows matching the filter on the server (more than `data` when paged): enables "Select all N matching". */
  totalCount?: number;
  /** Controlled "all matching" flag. */
  allMatchingSelected?: boolean;
  onAllMatchingSelectedChange?: (allMatching: boolean) => void;
  /** Buttons of the bulk-action bar, given the current selection. */
  bulkActions?: (selection: DataGridSelection) => ReactNode;

  /** Row click and Enter on a row. */
  onRowOpen?: (item: TItem) => void;
  /** The row shown in a side panel (highlighted, `aria-current`). */
  activeRowId?: string | null;

  loading?: boolean;
  /** An error message: shown in place of the rows, with `onRetry` as a button. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Shown when there are no rows. */
  empty?: ReactNode;

  /** Row height in px (rows are virtualized at a fixed height). Default 40. */
  rowHeight?: number;
  /** Maximum height of the scroll area in px. Default 560. */
  height?: number;
  /** Called when the last rows come into view (infinite scroll; the caller throttles). */
  onEndReached?: () => void;
  className?: string;
}

const PAGE_STEP = 10;
const EMPTY_IDS: readonly string[] = [];

function minWidth(meta: DataGridColumnMeta | undefined): number {
  return typeof meta?.width === 'number' ? meta.width : 120;
}

function track(meta: DataGridColumnMeta | undefined): string {
  const width = meta?.width;
  if (typeof width === 'number') return `${width}px`;
  return width ?? 'minmax(120px, 1fr)';
}

function toSelectionState(ids: readonly string[]): RowSelectionState {
  const state: RowSelectionState = {};
  for (const id of ids) state[id] = true;
  return state;
}

function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

interface Position {
  /** -1 is the header row. */
  row: number;
  col: number;
}

/**
 * A data grid on TanStack Table v9 and TanStack Virtual: typed columns, sorting, row
 * selection with a bulk-action bar (including "select all N matching"), row click, sticky
 * header, fixed-height row virtualization (10,000+ rows), keyboard navigation (the ARIA grid
 * pattern: arrows, Home/End, PageUp/PageDown, Enter opens, Space selects), empty, loading and
 * error states; narrow layouts (below 767 px) drop the columns marked `hideOnMobile`.
 */
export function DataGrid<TItem extends RowData>(props: DataGridProps<TItem>) {
  const {
    label,
    columns,
    data,
    getRowId,
    getRowLabel,
    manualSorting = false,
    selectable = false,
    totalCount,
    bulkActions,
    onRowOpen,
    activeRowId,
    loading = false,
    error,
    onRetry,
    empty,
    rowHeight = 40,
    height = 560,
    onEndReached,
    className,
  } = props;

  const [sorting, setSorting] = useControllableState<DataGridSorting>({
    value: props.sorting,
    defaultValue: props.defaultSorting ?? [],
    onChange: props.onSortingChange,
  });
  const [selectedIds, setSelectedIds] = useControllableState<readonly string[]>({
    value: props.selectedIds,
    defaultValue: props.defaultSelectedIds ?? EMPTY_IDS,
    onChange: props.onSelectedIdsChange as ((ids: readonly string[]) => void) | undefined,
  });
  const [allMatching, setAllMatching] = useControllableState<boolean>({
    value: props.allMatchingSelected,
    defaultValue: false,
    onChange: props.onAllMatchingSelectedChange,
  });

  const rowSelection = useMemo(() => toSelectionState(selectedIds), [selectedIds]);
  const onRowSelectionChange = useCallback(
    (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      setSelectedIds(Object.keys(next).filter((id) => next[id]));
      // Changing the selection by hand ends "all matching".
      if (allMatching) setAllMatching(false);
    },
    [rowSelection, setSelectedIds, allMatching, setAllMatching],
  );
  const onSortingChange = useCallback(
    (updater: Updater<DataGridSorting>) =>
      setSorting(typeof updater === 'function' ? updater(sorting) : updater),
    [sorting, setSorting],
  );

  const stableGetRowId = useCallback((item: TItem) => getRowId(item), [getRowId]);
  const table = useTable<DataGridFeatures, TItem>({
    features: dataGridFeatures,
    columns: columns as DataGridColumnDef<TItem>[],
    data: data as TItem[],
    getRowId: stableGetRowId,
    state: { sorting, rowSelection },
    onSortingChange,
    onRowSelectionChange,
    manualSorting,
    enableRowSelection: selectable,
    enableSubRowSelection: false,
  });

  const rows = table.getRowModel().rows;
  const headerGroups = table.getHeaderGroups();
  const leafHeaders = useMemo(() => headerGroups.at(-1)?.headers ?? [], [headerGroups]);
  const leafColumns = useMemo(() => leafHeaders.map((h) => h.column), [leafHeaders]);
  const colCount = leafHeaders.length + (selectable ? 1 : 0);

  const template = useMemo(() => {
    const tracks = leafHeaders.map((h) => track(h.column.columnDef.meta));
    const mobile = leafHeaders
      .filter((h) => !h.column.columnDef.meta?.hideOnMobile)
      .map((h) => track(h.column.columnDef.meta));
    const lead = selectable ? ['44px'] : [];
    const min = leafHeaders.reduce((sum, h) => sum + minWidth(h.column.columnDef.meta), selectable ? 44 : 0);
    const minMobile = leafHeaders
      .filter((h) => !h.column.columnDef.meta?.hideOnMobile)
      .reduce((sum, h) => sum + minWidth(h.column.columnDef.meta), selectable ? 44 : 0);
    return {
      desktop: [...lead, ...tracks].join(' '),
      mobile: [...lead, ...mobile].join(' '),
      min,
      minMobile,
    };
  }, [leafHeaders, selectable]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const headerHeight = rowHeight;
  // The virtualizer is a mutable instance by design (TanStack Virtual); this component is not compiled.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    // Few extra rows: each one costs render and layout in the frame that scrolls it in.
    overscan: 4,
    scrollPaddingStart: headerHeight,
    initialRect: { width: 960, height },
    // Without layout (server render, jsdom) the scroll box measures 0 px: assume its maximum height.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { width: rect.width || 960, height }),
      ),
  });
  const virtualRows = virtualizer.getVirtualItems();

  // Infinite scroll: tell the caller when the last rows are rendered.
  const lastVirtual = virtualRows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (onEndReached && rows.length > 0 && lastVirtual >= rows.length - 1 - 5) onEndReached();
  }, [lastVirtual, rows.length, onEndReached]);

  // Roving focus (ARIA grid pattern): one cell is in the tab order.
  const [position, setPosition] = useState<Position>({ row: -1, col: 0 });
  // The cell to focus once it is rendered (after a keyboard move scrolled it into view).
  const focusPending = useRef<Position | null>(null);
  const maxRow = rows.length - 1;
  const safe = {
    row: Math.min(position.row, maxRow),
    col: Math.min(position.col, Math.max(0, colCount - 1)),
  };

  // The remembered cell may be scrolled out of the rendered window: keep the grid in the tab
  // order through the header cell of that column meanwhile.
  const tabRow =
    safe.row >= 0 && rows.length > 0 && !virtualRows.some((v) => v.index === safe.row) ? -1 : safe.row;

  const focusCell = useCallback((target: Position) => {
    const root = scrollRef.current;
    if (!root) return false;
    // Rows and cells are found by their ARIA positions (header row 1, data rows from 2).
    const cell = root.querySelector<HTMLElement>(
      `[role="row"][aria-rowindex="${target.row + 2}"] > [aria-colindex="${target.col + 1}"]`,
    );
    if (!cell) return false;
    cell.focus({ preventScroll: target.row < 0 });
    return true;
  }, []);

  useEffect(() => {
    const target = focusPending.current;
    if (!target) return;
    let tries = 0;
    let frame = 0;
    const attempt = () => {
      // A newer move replaced the target: that render's effect handles it.
      if (focusPending.current !== target) return;
      if (focusCell(target) || tries++ > 5) {
        focusPending.current = null;
        return;
      }
      frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  });

  const moveTo = (next: Position) => {
    const row = Math.max(-1, Math.min(maxRow, next.row));
    const col = Math.max(0, Math.min(colCount - 1, next.col));
    focusPending.current = { row, col };
    setPosition({ row, col });
    if (row >= 0) virtualizer.scrollToIndex(row, { align: 'auto' });
    else if (scrollRef.current) scrollRef.current.scrollTop = 0;
  };

  const toggleRow = (row: Row<DataGridFeatures, TItem>) => {
    if (!selectable) return;
    row.toggleSelected(!row.getIsSelected());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Keys typed inside an editor in a cell belong to it.
    if (target.closest('input:not([type="checkbox"]), textarea, select, [contenteditable="true"]')) return;
    const { row, col } = safe;
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        moveTo({ row: row + 1, col });
        break;
      case 'ArrowUp':
        moveTo({ row: row - 1, col });
        break;
      case 'ArrowRight':
        moveTo({ row, col: col + 1 });
        break;
      case 'ArrowLeft':
        moveTo({ row, col: col - 1 });
        break;
      case 'Home':
        moveTo(event.ctrlKey ? { row: 0, col: 0 } : { row, col: 0 });
        break;
      case 'End':
        moveTo(event.ctrlKey ? { row: maxRow, col: colCount - 1 } : { row, col: colCount - 1 });
        break;
      case 'PageDown':
        moveTo({ row: row + PAGE_STEP, col });
        break;
      case 'PageUp':
        moveTo({ row: Math.max(0, row - PAGE_STEP), col });
        break;
      case 'Enter': {
        if (row < 0) {
          const header = headerAt(col);
          if (header?.column.getCanSort()) header.column.toggleSorting();
        } else {
          const current = rows[row];
          if (current && onRowOpen) onRowOpen(current.original);
        }
        break;
      }
      case ' ': {
        if (row < 0) {
          if (selectable && col === 0) table.toggleAllRowsSelected(!table.getIsAllRowsSelected());
          else {
            const header = headerAt(col);
            if (header?.column.getCanSort()) header.column.toggleSorting();
          }
        } else {
          const current = rows[row];
          if (current) toggleRow(current);
        }
        break;
      }
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  const headerAt = (col: number): Header<DataGridFeatures, TItem, unknown> | undefined =>
    leafHeaders[selectable ? col - 1 : col] as Header<DataGridFeatures, TItem, unknown> | undefined;

  const selectedCount = allMatching && totalCount !== undefined ? totalCount : selectedIds.length;
  // Scrolling re-renders the grid: do not walk 10,000 rows unless the selection changed.
  const { allLoadedSelected, someLoadedSelected } = useMemo(
    () => ({
      allLoadedSelected: rows.length > 0 && rows.every((r) => rowSelection[r.id]),
      someLoadedSelected: selectedIds.length > 0 && rows.some((r) => rowSelection[r.id]),
    }),
    [rows, rowSelection, selectedIds],
  );
  const selection: DataGridSelection = { ids: [...selectedIds], allMatching, count: selectedCount };
  const labelId = useId();

  const showRows = !error && rows.length > 0;
  const state = error
    ? 'error'
    : loading && rows.length === 0
      ? 'loading'
      : rows.length === 0
        ? 'empty'
        : 'filled';
  const style = {
    '--sr-data-grid-columns': template.desktop,
    '--sr-data-grid-columns-mobile': template.mobile,
    '--sr-data-grid-row-height': `${rowHeight}px`,
    '--sr-data-grid-min-width': `${template.min}px`,
    '--sr-data-grid-min-width-mobile': `${template.minMobile}px`,
    maxHeight: height,
  } as CSSProperties;

  const clearSelection = () => {
    setAllMatching(false);
    setSelectedIds([]);
  };

  return (
    <div className={className ? `sr-data-grid ${className}` : 'sr-data-grid'} data-state={state}>
      {selectable && (selectedIds.length > 0 || allMatching) ? (
        <div className="sr-data-grid__bulk" role="toolbar" aria-label="Bulk actions" aria-controls={labelId}>
          <span className="sr-data-grid__bulk-count" aria-live="polite">
            {allMatching ? `All ${selectedCount} matching selected` : `${selectedCount} selected`}
          </span>
          {!allMatching &&
          allLoadedSelected &&
          totalCount !== undefined &&
          totalCount > selectedIds.length ? (
            <button type="button" className="sr-data-grid__link" onClick={() => setAllMatching(true)}>
              {`Select all ${totalCount} matching`}
            </button>
          ) : null}
          <button type="button" className="sr-data-grid__link" onClick={clearSelection}>
            Clear selection
          </button>
          <div className="sr-data-grid__bulk-actions">{bulkActions?.(selection)}</div>
        </div>
      ) : null}
      {/* ARIA grid pattern: focus roves over the cells (one has tabIndex 0), not the container. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        ref={scrollRef}
        id={labelId}
        role="grid"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={colCount}
        aria-multiselectable={selectable || undefined}
        aria-busy={loading || undefined}
        className="sr-data-grid__scroller"
        style={style}
        onKeyDown={onKeyDown}
      >
        <div role="rowgroup" className="sr-data-grid__head">
          <div role="row" aria-rowindex={1} className="sr-data-grid__row sr-data-grid__row--head">
            {selectable ? (
              <div
                role="columnheader"
                aria-colindex={1}
                tabIndex={tabRow === -1 && safe.col === 0 ? 0 : -1}
                className="sr-data-grid__cell sr-data-grid__cell--select"
                onFocus={() => setPosition({ row: -1, col: 0 })}
              >
                <input
                  type="checkbox"
                  tabIndex={-1}
                  aria-label="Select all rows"
                  checked={allLoadedSelected}
                  ref={(el) => {
                    if (el) el.indeterminate = !allLoadedSelected && someLoadedSelected;
                  }}
                  disabled={rows.length === 0}
                  onChange={() => table.toggleAllRowsSelected(!allLoadedSelected)}
                />
              </div>
            ) : null}
            {leafHeaders.map((header, index) => {
              const col = index + (selectable ? 1 : 0);
              const canSort = header.column.getCanSort();
              const sorted = header.column.getIsSorted();
              const meta = header.column.columnDef.meta;
              return (
                <div
                  key={header.id}
                  role="columnheader"
                  aria-colindex={col + 1}
                  aria-sort={canSort ? ariaSort(sorted) : undefined}
                  data-align={meta?.align}
                  data-hide-mobile={meta?.hideOnMobile || undefined}
                  tabIndex={tabRow === -1 && safe.col === col ? 0 : -1}
                  className="sr-data-grid__cell sr-data-grid__cell--head"
                  onFocus={() => setPosition({ row: -1, col })}
                >
                  {header.isPlaceholder ? null : canSort ? (
                    <button
                      type="button"
                      tabIndex={-1}
                      className="sr-data-grid__sort"
                      data-sorted={sorted || undefined}
                      onClick={() => header.column.toggleSorting()}
                    >
                      <table.FlexRender header={header} />
                      <span aria-hidden="true" className="sr-data-grid__sort-icon">
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </div>
              );
            })}
          </div>
        </div>
        <div
          role="rowgroup"
          className="sr-data-grid__body"
          style={showRows ? { height: virtualizer.getTotalSize(), position: 'relative' } : undefined}
        >
          {showRows ? (
            virtualRows.map((virtualRow) => {
              const row = rows[virtualRow.index]!;
              const selected = !!rowSelection[row.id];
              return (
                <GridRow
                  key={row.id}
                  row={row}
                  columns={leafColumns}
                  index={virtualRow.index}
                  start={virtualRow.start}
                  selected={selected}
                  selectable={selectable}
                  active={activeRowId !== undefined && activeRowId !== null && row.id === activeRowId}
                  focusCol={safe.row === virtualRow.index ? safe.col : -1}
                  rowLabel={getRowLabel ? getRowLabel(row.original) : row.id}
                  onOpen={onRowOpen}
                  onFocusCell={setPosition}
                />
              );
            })
          ) : (
            <div role="row" aria-rowindex={2} className="sr-data-grid__row sr-data-grid__row--message">
              <div
                role="gridcell"
                aria-colindex={1}
                aria-colspan={colCount}
                className="sr-data-grid__message"
                tabIndex={safe.row >= 0 ? 0 : -1}
                onFocus={() => setPosition({ row: 0, col: 0 })}
              >
                {error ? (
                  <div role="alert" className="sr-data-grid__error">
                    <span>{error}</span>
                    {onRetry ? (
                      <button type="button" className="sr-data-grid__link" onClick={onRetry}>
                        Retry
                      </button>
                    ) : null}
                  </div>
                ) : loading ? (
                  <span role="status" className="sr-data-grid__loading">
                    <span className="sr-data-grid__spinner" aria-hidden="true" />
                    Loading…
                  </span>
                ) : (
                  (empty ?? <span className="sr-data-grid__empty">No results</span>)
                )}
              </div>
            </div>
          )}
        </div>
      </div>
      {loading && showRows ? (
        <div className="sr-data-grid__refreshing" role="status">
          Loading…
        </div>
      ) : null}
    </div>
  );
}

interface GridRowProps<TItem extends RowData> {
  row: Row<DataGridFeatures, TItem>;
  /** The leaf columns (new column definitions give new ones, which re-render the rows). */
  columns: readonly Column<DataGridFeatures, TItem, unknown>[];
  index: number;
  start: number;
  selected: boolean;
  selectable: boolean;
  active: boolean;
  focusCol: number;
  rowLabel: string;
  onOpen: ((item: TItem) => void) | undefined;
  onFocusCell: (position: Position) => void;
}

/**
 * A new page of an infinite list gives every row a new row object (the table rebuilds its row
 * model when the data changes), while the rows already shown keep their item: those rows are
 * the same and need no render. Any other prop change renders the row.
 */
function sameRow<TItem extends RowData>(prev: GridRowProps<TItem>, next: GridRowProps<TItem>): boolean {
  for (const key of Object.keys(next) as (keyof GridRowProps<TItem>)[]) {
    if (key === 'row') continue;
    if (!Object.is(prev[key], next[key])) return false;
  }
  return prev.row === next.row || (prev.row.original === next.row.original && prev.row.id === next.row.id);
}

/**
 * A cell's render context, made for the render and dropped after it. The table's own
 * (`row.getAllCells()`) keeps every cell of every row it ever rendered, each row with a WeakMap
 * of them: scrolling through 10,000 rows kept 60,000 cells and 10,000 WeakMaps alive, and the
 * garbage collections they cost landed in scroll frames (issue 15: every frame under 16 ms).
 * `cell` is a light cell (id, row, column, values) rather than the table's cached one.
 */
function cellContext<TItem extends RowData>(
  row: Row<DataGridFeatures, TItem>,
  column: Column<DataGridFeatures, TItem, unknown>,
): CellContext<DataGridFeatures, TItem, unknown> {
  const getValue = () => row.getValue(column.id);
  const renderValue = () => getValue() ?? row.table.options.renderFallbackValue;
  const cell = { id: `${row.id}_${column.id}`, row, column, table: row.table, getValue, renderValue };
  return { table: row.table, column, row, cell, getValue, renderValue } as unknown as CellContext<
    DataGridFeatures,
    TItem,
    unknown
  >;
}

// Memoised: scrolling re-renders only the rows entering the window.
const GridRow = memo(function GridRow<TItem extends RowData>({
  row,
  columns,
  index,
  start,
  selected,
  selectable,
  active,
  focusCol,
  rowLabel,
  onOpen,
  onFocusCell,
}: GridRowProps<TItem>) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    // A click on a control inside the row (checkbox, link, button) is that control's.
    if ((event.target as HTMLElement).closest('input, button, a, label, select, textarea')) return;
    onOpen?.(row.original);
  };
  return (
    // The row is clickable for pointer users; keyboard users open it with Enter (grid keydown).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selectable ? selected : undefined}
      aria-current={active ? 'true' : undefined}
      data-state={selected ? 'selected' : undefined}
      data-active={active || undefined}
      data-clickable={onOpen ? true : undefined}
      className="sr-data-grid__row"
      style={{ transform: `translateY(${start}px)` }}
      onClick={onClick}
    >
      {selectable ? (
        <div
          role="gridcell"
          aria-colindex={1}
          tabIndex={focusCol === 0 ? 0 : -1}
          className="sr-data-grid__cell sr-data-grid__cell--select"
          onFocus={() => onFocusCell({ row: index, col: 0 })}
        >
          <input
            type="checkbox"
            tabIndex={-1}
            aria-label={`Select ${rowLabel}`}
            checked={selected}
            onChange={() => undefined}
            onClick={row.getToggleSelectedHandler()}
          />
        </div>
      ) : null}
      {columns.map((column, i) => {
        const col = i + (selectable ? 1 : 0);
        const meta = column.columnDef.meta;
        return (
          <div
            key={column.id}
            role="gridcell"
            aria-colindex={col + 1}
            data-align={meta?.align}
            data-hide-mobile={meta?.hideOnMobile || undefined}
            tabIndex={focusCol === col ? 0 : -1}
            className="sr-data-grid__cell"
            onFocus={() => onFocusCell({ row: index, col })}
          >
            {flexRender(column.columnDef.cell, cellContext(row, column))}
          </div>
        );
      })}
    </div>
  );
}, sameRow) as <TItem extends RowData>(props: GridRowProps<TItem>) => ReactNode;
