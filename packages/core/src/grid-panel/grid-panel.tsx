import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  ConfirmDialog,
  DataGrid,
  Pagination,
  SidePanel,
  paramToSorting,
  sortingToParam,
} from '@storeroom/ui';
import type { DataGridColumnDef, DataGridSelection, DataGridSorting } from '@storeroom/ui';
import {
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, useSearchParams } from 'react-router';
import { cleanSearchFilter } from '../client/resource';
import type { ResourceClient } from '../client/resource';
import { ApiError } from '../client/types';
import type { ListResponse, SearchFilter } from '../client/types';
import {
  resourceKeys,
  useBulkAction,
  useCreateResource,
  useResourceItem,
  useResourceList,
  useResourceSearch,
  useUpdateResource,
} from '../data/resource-hooks';
import type { Identified } from '../data/resource-hooks';
import { CONFIRM_DELETE_MANY, UNSAVED_CHANGES_MESSAGE } from '../notifications/dialog-service';
import { FilterBuilder } from './filter-builder';
import { conditionsToFilter, parseConditions } from './filters';
import type { FilterCondition, GridFilterField } from './filters';
import { SavedViews } from './saved-views';

/** Orders' page sizes (spec 2 §9); the default for every grid. */
export const GRID_PAGE_SIZES = [20, 50, 100, 150, 200] as const;
/** Infinite scroll throttle (spec 1 §9). */
export const INFINITE_SCROLL_THROTTLE_MS = 800;
/** Bulk actions on "all matching" collect ids in pages of this size (spec 2 §9). */
export const BULK_FETCH_PAGE_SIZE = 200;
/** The id of a new, unsaved row (spec 2 §2, spec 3 §2). */
export const NEW_ROW_ID = 0;

/** A bulk action button of the grid: `POST /x/{action}` with `{ ids }`. */
export interface GridBulkAction {
  action: string;
  label: string;
  /**
   * A question asked first (Yes/No); `true` asks "Are you sure you want to delete these?". A
   * function builds it from the selected rows loaded on screen (e.g. the product delete lists
   * up to 15 SKUs, spec 4 §5).
   */
  confirm?: string | boolean | ((rows: readonly Record<string, unknown>[]) => string);
  tone?: 'default' | 'danger';
  /** Removes the rows from the cached pages at once, before the server answers. */
  optimistic?: 'remove';
}

/** The standard bulk delete: confirmation, optimistic removal. */
export const BULK_DELETE: GridBulkAction = {
  action: 'delete',
  label: 'Delete',
  confirm: CONFIRM_DELETE_MANY,
  tone: 'danger',
  optimistic: 'remove',
};

/** What the side panel's content gets. */
export interface GridPanelContext<TItem> {
  /** The `?id=` of the panel; 0 is a new, unsaved row. */
  id: number | string;
  isNew: boolean;
  /**
   * The item as the server returns it (with `itemExpand`); undefined only for a new row. The
   * panel shows its own loading and error states, and remounts the content per row, so a form
   * can take its initial values from `item` once.
   */
  item: TItem | undefined;
  /**
   * Saves the form: creates (new row; the panel then shows the created id) or updates (the row
   * is replaced in place in the grid). Rejects with the ApiError so the form can show
   * `errors` on its fields; the dirty flag is cleared on success.
   */
  save: (body: unknown) => Promise<TItem>;
  saving: boolean;
  /** Tell the panel whether the form has unsaved changes (guards close and row switches). */
  setDirty: (dirty: boolean) => void;
  /** Closes the panel (asking first when there are unsaved changes). */
  close: () => void;
}

export interface GridPanelProps<TItem extends Identified & Record<string, unknown>> {
  /** The resource of the grid (a client for the HTTP contract). */
  resource: ResourceClient<TItem, unknown, unknown>;
  /** Accessible name of the grid and heading of the screen part, e.g. "Coupons". */
  label: string;
  columns: ReadonlyArray<DataGridColumnDef<TItem>>;
  /** Name of a row for its checkbox and panel title. */
  getRowLabel?: (item: TItem) => string;
  /** Fields of the filter builder; none hides the builder and the saved views. */
  filterFields?: readonly GridFilterField[];
  /** Conditions every request carries (e.g. `{ is_template: false }`). */
  baseFilter?: SearchFilter;
  expand?: readonly string[];
  /** Expand of the panel's item request. */
  itemExpand?: readonly string[];
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** Default sort (`'!order_date'`). */
  defaultSort?: string;
  /** Page-number paging (default) or infinite scroll. */
  mode?: 'pages' | 'infinite';
  bulkActions?: readonly GridBulkAction[];
  /** Saved views of the filter (server-side); default on when there are filter fields. */
  savedViews?: boolean;
  /** The side panel's content (a form). Without it rows do not open. */
  renderPanel?: (context: GridPanelContext<TItem>) => ReactNode;
  panelTitle?: (item: TItem | undefined, isNew: boolean) => ReactNode;
  /** Label of the "new row" button (id 0); none hides it. */
  newLabel?: string;
  empty?: ReactNode;
  /** Grid height in px. */
  height?: number;
  /**
   * Reports the panel form's unsaved state, e.g. to core's `useUnsavedChangesGuard` so leaving
   * the route asks too (the panel itself guards closing, row switches and tab close).
   */
  onDirtyChange?: (dirty: boolean) => void;
  /** Called after a bulk action succeeded (e.g. to toast "Selected products deleted successfully."). */
  onBulkDone?: (action: string, ids: readonly (number | string)[]) => void;
}

interface BulkFailure {
  action: string;
  messages: string[];
}

// Leading call at once, then at most one call per window; a call inside the window runs at its
// end (trailing), so a list that still fits the screen keeps loading.
function useThrottled(fn: () => void, ms: number) {
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(fn);
  // Layout effects run before children's passive effects (the grid's end-reached report).
  useLayoutEffect(() => {
    latest.current = fn;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    const wait = last.current + ms - Date.now();
    if (wait <= 0) {
      last.current = Date.now();
      latest.current();
      return;
    }
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      last.current = Date.now();
      latest.current();
    }, wait);
  }, [ms]);
}

function toInt(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * The list-with-side-panel primitive (spec 2 §2, spec 3 §2): a DataGrid on a resource with
 * its list state in the URL (`page`, `size`, `sort`, `filter`, `id`); `?id=` opens the side
 * panel on that row (0 = a new unsaved row) while the grid stays mounted; page-number paging
 * that steps back when a page empties, or infinite scroll throttled at 800 ms; a filter builder
 * with saved views; bulk actions with confirmation and per-item errors.
 */
export function GridPanel<TItem extends Identified & Record<string, unknown>>(props: GridPanelProps<TItem>) {
  const {
    resource,
    label,
    columns,
    getRowLabel,
    filterFields = [],
    baseFilter,
    expand,
    itemExpand,
    pageSizes = GRID_PAGE_SIZES,
    defaultPageSize = pageSizes[0] ?? 20,
    defaultSort,
    mode = 'pages',
    bulkActions = [],
    savedViews = filterFields.length > 0,
    renderPanel,
    panelTitle,
    newLabel,
    empty,
    height = 560,
    onBulkDone,
    onDirtyChange,
  } = props;

  // A default size outside the offered ones is offered too.
  const sizes = useMemo(
    () =>
      pageSizes.includes(defaultPageSize) ? pageSizes : [...pageSizes, defaultPageSize].sort((a, b) => a - b),
    [pageSizes, defaultPageSize],
  );
  const [params, setParams] = useSearchParams();
  const page = toInt(params.get('page'), 1);
  const size = sizes.includes(toInt(params.get('size'), 0)) ? toInt(params.get('size'), 0) : defaultPageSize;
  const sort = params.get('sort') ?? defaultSort ?? '';
  const rawFilter = params.get('filter');
  const conditions = useMemo(() => parseConditions(rawFilter), [rawFilter]);
  const rawId = params.get('id');
  const panelId = rawId === null || rawId === '' ? null : /^\d+$/.test(rawId) ? Number(rawId) : rawId;

  const update = useCallback(
    (patch: Record<string, string | null>, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === null || v === '') next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const filter = useMemo(
    () => cleanSearchFilter(conditionsToFilter(conditions, filterFields, baseFilter)),
    [conditions, filterFields, baseFilter],
  );
  const searching = Object.keys(filter).length > 0;
  const listParams = { page, size, sort: sort || undefined, expand };

  // Page-number mode: one of list (no filter) or search.
  const paged = mode === 'pages';
  const listQuery = useResourceList(resource, listParams, { enabled: paged && !searching });
  const searchQuery = useResourceSearch(resource, filter, listParams, { enabled: paged && searching });
  const pageQuery = searching ? searchQuery : listQuery;

  // Infinite mode: pages appended as the user scrolls.
  const infinite = useInfiniteQuery({
    queryKey: [...resourceKeys(resource).lists(), 'infinite', { size, sort, expand, filter }],
    queryFn: ({ pageParam, signal }) =>
      searching
        ? resource.search(filter, { page: pageParam, size, sort: sort || undefined, expand, signal })
        : resource.list({ page: pageParam, size, sort: sort || undefined, expand, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: ListResponse<TItem>) =>
      last._meta.currentPage < last._meta.pageCount ? last._meta.currentPage + 1 : undefined,
    enabled: !paged,
  });

  const infiniteItems = useMemo(() => infinite.data?.pages.flatMap((p) => p.items) ?? [], [infinite.data]);
  const items = paged ? (pageQuery.data?.items ?? EMPTY) : infiniteItems;
  const meta = paged ? pageQuery.data?._meta : infinite.data?.pages.at(-1)?._meta;
  const totalCount = meta?.totalCount ?? 0;
  const pageCount = meta?.pageCount ?? 0;
  const loading = paged ? pageQuery.isFetching : infinite.isFetching;
  const error = paged ? pageQuery.error : infinite.error;

  // Spec 2 §9: "going back one page if a page becomes empty" (after deletions).
  const pageData = pageQuery.data;
  useEffect(() => {
    if (!paged || !pageData || pageQuery.isPlaceholderData) return;
    if (pageData.items.length === 0 && page > 1) update({ page: String(page - 1) }, true);
  }, [paged, pageData, pageQuery.isPlaceholderData, page, update]);

  const fetchNext = useThrottled(() => {
    if (infinite.hasNextPage && !infinite.isFetchingNextPage) void infinite.fetchNextPage();
  }, INFINITE_SCROLL_THROTTLE_MS);

  // Selection survives the panel opening (the grid stays mounted); a new filter resets it.
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [allMatching, setAllMatching] = useState(false);
  const filterKey = JSON.stringify(filter);
  const [seenFilter, setSeenFilter] = useState(filterKey);
  if (seenFilter !== filterKey) {
    setSeenFilter(filterKey);
    setSelectedIds([]);
    setAllMatching(false);
  }

  // Unsaved-changes guard of the panel's form.
  const [dirty, setDirtyState] = useState(false);
  const setDirty = useCallback(
    (next: boolean) => {
      setDirtyState(next);
      onDirtyChange?.(next);
    },
    [onDirtyChange],
  );
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  const stayRef = useRef<(() => void) | null>(null);
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  const onRouteBlocked = useCallback((leave: () => void, stay: () => void) => {
    stayRef.current = stay;
    setPendingLeave(() => leave);
  }, []);
  const guarded = (action: () => void) => {
    if (dirty) setPendingLeave(() => action);
    else action();
  };
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = UNSAVED_CHANGES_MESSAGE;
      return UNSAVED_CHANGES_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const openRow = useCallback(
    (id: number | string | null) => {
      setDirty(false);
      update({ id: id === null ? null : String(id) });
    },
    [update, setDirty],
  );

  const onRowOpen = useCallback(
    (item: TItem) => {
      if (!renderPanel) return;
      if (String(item.id) === String(panelId)) return;
      guarded(() => openRow(item.id));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [renderPanel, panelId, dirty, openRow],
  );

  // The panel's item: the row from the grid shows at once while the detail loads.
  const rowFromGrid = panelId === null ? undefined : items.find((i) => String(i.id) === String(panelId));
  const itemQuery = useResourceItem(resource, panelId, {
    expand: itemExpand,
    enabled: !!renderPanel,
    // NonFunctionGuard cannot be proven for a generic TItem; rows are plain objects.
    placeholderData: rowFromGrid as never,
  });
  const create = useCreateResource(resource as ResourceClient<TItem, unknown, unknown>);
  const updateItem = useUpdateResource(resource as ResourceClient<TItem, unknown, unknown>);
  const isNew = panelId !== null && String(panelId) === String(NEW_ROW_ID);
  const save = async (body: unknown): Promise<TItem> => {
    if (panelId === null) throw new Error('No row is open.');
    if (isNew) {
      const created = await create.mutateAsync(body);
      setDirty(false);
      update({ id: String(created.id) }, true);
      return created;
    }
    const saved = await updateItem.mutateAsync({ id: panelId, body });
    setDirty(false);
    return saved;
  };

  // Bulk actions.
  const client = useQueryClient();
  const bulk = useBulkAction(resource);
  const [confirming, setConfirming] = useState<{
    action: GridBulkAction;
    selection: DataGridSelection;
  } | null>(null);
  const [failure, setFailure] = useState<BulkFailure | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);

  const collectIds = async (selection: DataGridSelection): Promise<(number | string)[]> => {
    if (!selection.allMatching) return selection.ids.map((id) => (/^\d+$/.test(id) ? Number(id) : id));
    const ids: (number | string)[] = [];
    for (let p = 1; ; p += 1) {
      const answer = searching
        ? await resource.search(filter, { page: p, size: BULK_FETCH_PAGE_SIZE, sort: sort || undefined })
        : await resource.list({ page: p, size: BULK_FETCH_PAGE_SIZE, sort: sort || undefined });
      ids.push(...answer.items.map((i) => i.id));
      if (p >= answer._meta.pageCount || answer.items.length === 0) break;
    }
    return ids;
  };

  const runBulk = async (action: GridBulkAction, selection: DataGridSelection) => {
    setFailure(null);
    setBulkBusy(true);
    const messages: string[] = [];
    const report = (e: unknown) =>
      // Per-item errors come back as `errors: { "<id>": [message] }` (422); show each.
      messages.push(
        ...(e instanceof ApiError && e.errors
          ? Object.entries(e.errors).flatMap(([id, list]) => list.map((m) => `#${id}: ${m}`))
          : [e instanceof Error ? e.message : String(e)]),
      );
    try {
      const ids = await collectIds(selection);
      if (action.optimistic === 'remove') {
        const gone = new Set(ids.map(String));
        client.setQueriesData<ListResponse<TItem>>({ queryKey: resourceKeys(resource).lists() }, (data) =>
          data && Array.isArray(data.items)
            ? { ...data, items: data.items.filter((i) => !gone.has(String(i.id))) }
            : data,
        );
      }
      // The server takes a bounded id list per call: send pages of 200 (spec 2 §9).
      for (let start = 0; start < ids.length; start += BULK_FETCH_PAGE_SIZE) {
        const chunk = ids.slice(start, start + BULK_FETCH_PAGE_SIZE);
        await bulk.mutateAsync({ action: action.action, ids: chunk }).catch(report);
      }
      if (messages.length === 0) {
        setSelectedIds([]);
        setAllMatching(false);
        onBulkDone?.(action.action, ids);
      }
    } catch (e) {
      report(e);
    } finally {
      if (messages.length > 0) setFailure({ action: action.label, messages });
      setBulkBusy(false);
    }
  };

  const startBulk = (action: GridBulkAction, selection: DataGridSelection) => {
    if (action.confirm) setConfirming({ action, selection });
    else void runBulk(action, selection);
  };

  const sorting = useMemo(() => paramToSorting(sort), [sort]);
  const onSortingChange = useCallback(
    (next: DataGridSorting) => update({ sort: sortingToParam(next) ?? null, page: null }),
    [update],
  );
  const getRowId = useCallback((item: TItem) => String(item.id), []);
  const applyConditions = (next: FilterCondition[]) =>
    update({ filter: next.length > 0 ? JSON.stringify(next) : null, page: null });

  const panelOpen = panelId !== null && !!renderPanel;
  const title = panelTitle
    ? panelTitle(itemQuery.data, isNew)
    : isNew
      ? `New ${label.toLowerCase()}`
      : itemQuery.data && getRowLabel
        ? getRowLabel(itemQuery.data)
        : `#${String(panelId)}`;

  return (
    <div className="sr-grid-panel" data-panel-open={panelOpen || undefined}>
      <div className="sr-grid-panel__main">
        {filterFields.length > 0 || newLabel ? (
          <div className="sr-grid-panel__toolbar">
            {filterFields.length > 0 ? (
              <FilterBuilder
                key={rawFilter ?? ''}
                fields={filterFields}
                value={conditions}
                onApply={applyConditions}
              />
            ) : null}
            {savedViews && filterFields.length > 0 ? (
              <SavedViews resource={resource} conditions={conditions} onApply={applyConditions} />
            ) : null}
            {newLabel && renderPanel ? (
              <Button variant="primary" onClick={() => guarded(() => openRow(NEW_ROW_ID))}>
                {newLabel}
              </Button>
            ) : null}
          </div>
        ) : null}
        {failure ? (
          <div role="alert" className="sr-grid-panel__failure">
            <strong>{`${failure.action} failed for some items:`}</strong>
            <ul>
              {failure.messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
            <Button variant="ghost" onClick={() => setFailure(null)}>
              Dismiss
            </Button>
          </div>
        ) : null}
        <DataGrid<TItem>
          label={label}
          columns={columns}
          data={items}
          getRowId={getRowId}
          getRowLabel={getRowLabel}
          sorting={sorting}
          onSortingChange={onSortingChange}
          manualSorting
          selectable={bulkActions.length > 0}
          selectedIds={selectedIds}
          onSelectedIdsChange={setSelectedIds}
          totalCount={totalCount}
          allMatchingSelected={allMatching}
          onAllMatchingSelectedChange={setAllMatching}
          bulkActions={(selection) =>
            bulkActions.map((a) => (
              <Button
                key={a.action}
                variant={a.tone === 'danger' ? 'danger' : 'default'}
                loading={bulkBusy}
                onClick={() => startBulk(a, selection)}
              >
                {a.label}
              </Button>
            ))
          }
          onRowOpen={renderPanel ? onRowOpen : undefined}
          activeRowId={panelId === null ? null : String(panelId)}
          loading={loading}
          error={error ? error.message || 'The list could not be loaded.' : undefined}
          onRetry={() => void (paged ? pageQuery.refetch() : infinite.refetch())}
          empty={empty}
          height={height}
          onEndReached={paged ? undefined : fetchNext}
        />
        {paged ? (
          <Pagination
            label={`${label} pages`}
            page={page}
            pageCount={pageCount}
            onPageChange={(p) => update({ page: p === 1 ? null : String(p) })}
            pageSize={size}
            pageSizes={sizes}
            onPageSizeChange={(s) => update({ size: s === defaultPageSize ? null : String(s), page: null })}
            totalCount={totalCount}
          />
        ) : (
          <p className="sr-grid-panel__count" aria-live="polite">
            {`${items.length} of ${totalCount} loaded`}
          </p>
        )}
      </div>
      {renderPanel ? (
        <SidePanel.Root
          modal={false}
          open={panelOpen}
          onOpenChange={(open) => {
            if (!open) guarded(() => openRow(null));
          }}
        >
          {panelOpen ? (
            <SidePanel.Content title={title} width={480}>
              {isNew || (itemQuery.data !== undefined && !itemQuery.isPlaceholderData) ? (
                <Fragment key={String(panelId)}>
                  {renderPanel({
                    id: panelId,
                    isNew,
                    item: isNew ? undefined : itemQuery.data,
                    save,
                    saving: create.isPending || updateItem.isPending,
                    setDirty,
                    close: () => guarded(() => openRow(null)),
                  })}
                </Fragment>
              ) : itemQuery.error ? (
                <div role="alert" className="sr-grid-panel__error">
                  {itemQuery.error.message || 'The item could not be loaded.'}
                </div>
              ) : (
                <p role="status" className="sr-grid-panel__hint">
                  Loading…
                </p>
              )}
            </SidePanel.Content>
          ) : null}
        </SidePanel.Root>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        message={
          typeof confirming?.action.confirm === 'string'
            ? confirming.action.confirm
            : typeof confirming?.action.confirm === 'function'
              ? confirming.action.confirm(
                  confirming.selection.allMatching
                    ? items
                    : items.filter((i) => confirming.selection.ids.includes(String(i.id))),
                )
              : CONFIRM_DELETE_MANY
        }
        tone={confirming?.action.tone ?? 'default'}
        onConfirm={() => {
          const current = confirming;
          setConfirming(null);
          if (current) void runBulk(current.action, current.selection);
        }}
      />
      <ConfirmDialog
        open={pendingLeave !== null}
        onOpenChange={(open) => {
          if (open) return;
          setPendingLeave(null);
          stayRef.current?.();
          stayRef.current = null;
        }}
        title="Unsaved changes"
        message={UNSAVED_CHANGES_MESSAGE}
        onConfirm={() => {
          const leave = pendingLeave;
          stayRef.current = null;
          setPendingLeave(null);
          setDirty(false);
          leave?.();
        }}
      />
      {inDataRouter ? <RouteLeaveGuard dirty={dirty} onBlocked={onRouteBlocked} /> : null}
    </div>
  );
}

/**
 * Leaving the list's page (a menu link, the browser's back button) while the panel's form
 * has unsaved changes asks first (spec 2 §4), like switching rows does. Only the pathname
 * counts: the panel's own address changes (`?id=`, paging, filters) are guarded by the
 * panel itself. Blocking needs a data router (the shell's); under a plain `<MemoryRouter>`
 * (some tests) the guard is absent.
 */
function RouteLeaveGuard({
  dirty,
  onBlocked,
}: {
  dirty: boolean;
  onBlocked: (leave: () => void, stay: () => void) => void;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked') onBlocked(blocker.proceed, blocker.reset);
  }, [blocker, onBlocked]);
  return null;
}

const EMPTY: never[] = [];
