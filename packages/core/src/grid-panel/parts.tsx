import { Button, DataGrid, Pagination, paramToSorting, sortingToParam } from '@storeroom/ui';
import type { DataGridColumnDef, DataGridSorting } from '@storeroom/ui';
import {
  Fragment,
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import type { ReactNode, RefObject } from 'react';
import type { Identified } from '../data/resource-hooks';
import { ConfirmHost } from '../notifications/confirm-host';
import { FilterBuilder } from './filter-builder';
import { NEW_ROW_ID } from './types';
import type { GridBulkAction, GridPanelContext } from './types';
import type { GridPanelController } from './use-grid-panel';

type AnyItem = Identified & Record<string, unknown>;

// What the first rows do not need loads after them (issue 15 item 6: JS before the first rows):
// the saved views (their list, the delete question) and the side panel's dialog primitives,
// which load when a row first opens.
const SavedViews = lazy(() => import('./saved-views').then((m) => ({ default: m.SavedViews })));
const PanelView = lazy(() => import('./panel-view').then((m) => ({ default: m.PanelView })));

const GridContext = createContext<GridPanelController<AnyItem> | null>(null);
/** The screen's root element: the panel finds the row it returns the focus to in it. */
const RootElementContext = createContext<RefObject<HTMLDivElement | null> | null>(null);

/** The controller of the enclosing `GridPanel.Root` (for a screen's own parts). */
export function useGridPanelContext<TItem extends AnyItem = AnyItem>(): GridPanelController<TItem> {
  const grid = useContext(GridContext);
  if (!grid) throw new Error('GridPanel parts must be rendered inside <GridPanel.Root>.');
  return grid as unknown as GridPanelController<TItem>;
}

export interface GridPanelRootProps<TItem extends AnyItem> {
  /** The controller from `useGridPanel`. */
  grid: GridPanelController<TItem>;
  /**
   * The screen's level-one heading, above the grid: default the grid's `label`; `false` when
   * the screen renders its own `<h1>` (every page has exactly one, axe `page-has-heading-one`).
   */
  title?: ReactNode | false;
  children?: ReactNode;
}

/**
 * The grid screen's frame: the screen's title (an `<h1>`), then the parts; shares the
 * controller with them and hosts the dialogs its steps open.
 */
function Root<TItem extends AnyItem>({ grid, title, children }: GridPanelRootProps<TItem>) {
  const heading = title === undefined ? grid.options.label : title;
  const element = useRef<HTMLDivElement | null>(null);
  return (
    <GridContext.Provider value={grid as unknown as GridPanelController<AnyItem>}>
      <RootElementContext.Provider value={element}>
        <div className="sr-grid-panel" ref={element} data-panel-open={grid.panel.open || undefined}>
          <div className="sr-grid-panel__main">
            {heading === false || heading === null ? null : (
              <h1 className="sr-page-header__title sr-grid-panel__title">{heading}</h1>
            )}
            {children}
          </div>
          {grid.bulk.dialog}
          {grid.ownDialogs ? <ConfirmHost service={grid.ownDialogs} /> : null}
        </div>
      </RootElementContext.Provider>
    </GridContext.Provider>
  );
}

/** The row above the grid: filters, saved views, the "new" button and a screen's own controls. */
function Toolbar({ children }: { children?: ReactNode }) {
  return <div className="sr-grid-panel__toolbar">{children}</div>;
}

/** The filter builder over the grid's filter fields, with saved views (default on). */
function Filters({ savedViews = true }: { savedViews?: boolean }) {
  const { options, url } = useGridPanelContext();
  const fields = options.filterFields ?? [];
  if (fields.length === 0) return null;
  return (
    <>
      <FilterBuilder
        key={url.rawFilter ?? ''}
        fields={fields}
        value={url.conditions}
        onApply={url.setConditions}
      />
      {savedViews ? (
        <Suspense fallback={null}>
          <SavedViews resource={options.resource} conditions={url.conditions} onApply={url.setConditions} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Opens a new, unsaved row (id 0) in the panel. */
function NewButton({ label }: { label: string }) {
  const { panel } = useGridPanelContext();
  return (
    <Button variant="primary" onClick={() => panel.openRow(NEW_ROW_ID)}>
      {label}
    </Button>
  );
}

/** A running bulk action's progress and the per-item errors of a failed one. */
function BulkStatus() {
  const { bulk } = useGridPanelContext();
  return (
    <>
      {bulk.progress && bulk.progress.total > 0 ? (
        <p role="status" className="sr-grid-panel__hint">
          {`${bulk.progress.action}: ${bulk.progress.done} of ${bulk.progress.total}`}
          <progress
            className="sr-grid-panel__progress"
            aria-label={`${bulk.progress.action} progress`}
            max={bulk.progress.total}
            value={bulk.progress.done}
          />
        </p>
      ) : null}
      {bulk.failure ? (
        <div role="alert" className="sr-grid-panel__failure">
          <strong>{`${bulk.failure.action} failed for some items:`}</strong>
          <ul>
            {bulk.failure.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          <Button variant="ghost" onClick={bulk.dismissFailure}>
            Dismiss
          </Button>
        </div>
      ) : null}
    </>
  );
}

export interface GridPanelGridProps<TItem extends AnyItem> {
  columns: ReadonlyArray<DataGridColumnDef<TItem>>;
  /** Bulk action buttons over the selection; none makes rows unselectable. */
  bulkActions?: readonly GridBulkAction<TItem>[];
  empty?: ReactNode;
  /** Grid height in px. */
  height?: number;
}

/** The DataGrid: server sorting through the URL, selection, bulk actions, rows opening the panel. */
function Grid<TItem extends AnyItem>({
  columns,
  bulkActions = [],
  empty,
  height = 560,
}: GridPanelGridProps<TItem>) {
  const { options, url, list, selection, bulk, panel } = useGridPanelContext<TItem>();
  const sorting = useMemo(() => paramToSorting(url.sort), [url.sort]);
  const { setSort } = url;
  const onSortingChange = useCallback(
    (next: DataGridSorting) => setSort(sortingToParam(next) ?? null),
    [setSort],
  );
  const getRowId = useCallback((item: TItem) => String(item.id), []);
  const { openRow } = panel;
  const onRowOpen = useCallback((item: TItem) => openRow(item.id), [openRow]);
  const openRows = options.openRows ?? false;
  return (
    <DataGrid<TItem>
      label={options.label}
      columns={columns}
      data={list.items}
      getRowId={getRowId}
      getRowLabel={options.getRowLabel}
      sorting={sorting}
      onSortingChange={onSortingChange}
      manualSorting
      selectable={bulkActions.length > 0}
      selectedIds={selection.selectedIds}
      onSelectedIdsChange={selection.setSelectedIds}
      totalCount={list.totalCount}
      allMatchingSelected={selection.allMatching}
      onAllMatchingSelectedChange={selection.setAllMatching}
      bulkActions={(current) =>
        bulkActions.map((a) => (
          <Button
            key={a.action}
            variant={a.tone === 'danger' ? 'danger' : 'default'}
            loading={bulk.busy}
            onClick={() => void bulk.run(a, current)}
          >
            {a.label}
          </Button>
        ))
      }
      onRowOpen={openRows ? onRowOpen : undefined}
      activeRowId={panel.id === null ? null : String(panel.id)}
      loading={list.loading}
      error={list.error ? list.error.message || 'The list could not be loaded.' : undefined}
      onRetry={list.refetch}
      empty={empty}
      height={height}
      onEndReached={list.mode === 'pages' ? undefined : list.fetchNext}
    />
  );
}

/** Page-number paging with the page sizes, or "N of M loaded" in infinite mode. */
function Pager() {
  const { options, url, list } = useGridPanelContext();
  if (list.mode !== 'pages')
    return (
      <p className="sr-grid-panel__count" aria-live="polite">
        {`${list.items.length} of ${list.totalCount} loaded`}
      </p>
    );
  return (
    <Pagination
      label={`${options.label} pages`}
      page={url.page}
      pageCount={list.pageCount}
      onPageChange={url.setPage}
      pageSize={url.size}
      pageSizes={url.sizes}
      onPageSizeChange={url.setSize}
      totalCount={list.totalCount}
    />
  );
}

export interface GridPanelPanelProps<TItem> {
  /** The panel's content for the open row (remounted per row). */
  children: (context: GridPanelContext<TItem>) => ReactNode;
  /** The panel's title; default the row's label, "New <label>" for a new row. */
  title?: (item: TItem | undefined, isNew: boolean) => ReactNode;
  /** Width in px (default 480). */
  width?: number;
  /** The message when the row cannot be loaded (default the server's). */
  errorMessage?: (error: Error) => string;
}

/** The side panel of the open row (non-modal: the grid stays usable beside it). */
function Panel<TItem extends AnyItem>({ children, title, width, errorMessage }: GridPanelPanelProps<TItem>) {
  const { options, panel } = useGridPanelContext<TItem>();
  const root = useContext(RootElementContext);
  // The grid row of the open record (`data-active`), remembered while the panel is open: when
  // the panel closes and the focus would fall to the page, it goes back to that row (a keyboard
  // user continues where they were; the panel has no trigger button to return to).
  const openerRow = useRef<string | null>(null);
  useEffect(() => {
    if (panel.open) {
      const active = root?.current?.querySelector('[role="row"][data-active]');
      if (active) openerRow.current = active.getAttribute('aria-rowindex');
      return;
    }
    const index = openerRow.current;
    openerRow.current = null;
    if (!index) return;
    // After the dialog's own focus handling on close (Radix runs it on a timer too).
    const timer = setTimeout(() => {
      const focused = document.activeElement;
      if (focused && focused !== document.body && focused.isConnected) return;
      root?.current
        ?.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${index}"] [role="gridcell"]`)
        ?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [panel.open, panel.id, root]);
  const heading = title
    ? title(panel.item, panel.isNew)
    : panel.isNew
      ? `New ${options.label.toLowerCase()}`
      : panel.item && options.getRowLabel
        ? options.getRowLabel(panel.item)
        : `#${String(panel.id)}`;
  if (!panel.open) return null;
  return (
    <Suspense fallback={null}>
      <PanelView title={heading} width={width} onClose={panel.close}>
        {panel.context ? (
          <Fragment key={String(panel.id)}>{children(panel.context)}</Fragment>
        ) : panel.error ? (
          <div role="alert" className="sr-grid-panel__error">
            {errorMessage?.(panel.error) ?? (panel.error.message || 'The item could not be loaded.')}
          </div>
        ) : (
          <p role="status" className="sr-grid-panel__hint">
            Loading…
          </p>
        )}
      </PanelView>
    </Suspense>
  );
}

/** The compound parts of a grid screen (see `useGridPanel`). */
export const GridPanelParts = { Root, Toolbar, Filters, NewButton, BulkStatus, Grid, Pager, Panel };
