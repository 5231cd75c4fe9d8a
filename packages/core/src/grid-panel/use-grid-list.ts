import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { DataGridSelection } from '@storeroom/ui';
import { cleanSearchFilter } from '../client/resource';
import type { ResourceClient } from '../client/resource';
import type { ListResponse, SearchFilter } from '../client/types';
import { resourceKeys, useResourceList, useResourceSearch } from '../data/resource-hooks';
import type { Identified } from '../data/resource-hooks';
import { conditionsToFilter } from './filters';
import type { GridFilterField } from './filters';
import { BULK_FETCH_PAGE_SIZE, INFINITE_SCROLL_THROTTLE_MS } from './types';
import type { RowId } from './types';
import type { GridUrlState } from './use-grid-url-state';

export interface GridListOptions {
  /** Fields of the filter builder: the URL's conditions are read with them. */
  filterFields?: readonly GridFilterField[];
  /** Conditions every request carries (e.g. `{ is_template: false }`). */
  baseFilter?: SearchFilter;
  expand?: readonly string[];
  /** Page-number paging (default) or infinite scroll. */
  mode?: 'pages' | 'infinite';
}

/** The rows of a grid and what the pager, the grid and bulk actions need of them. */
export interface GridList<TItem> {
  items: readonly TItem[];
  totalCount: number;
  pageCount: number;
  loading: boolean;
  error: Error | null;
  refetch(): void;
  /** Infinite mode: loads the next page (throttled to one request per 800 ms). */
  fetchNext(): void;
  /** The search body the list sends ({} lists without a filter). */
  filter: SearchFilter;
  mode: 'pages' | 'infinite';
  /** The ids of a selection; "all matching" reads them from the server in pages of 200. */
  collectIds(selection: DataGridSelection, signal?: AbortSignal): Promise<RowId[]>;
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

const EMPTY: never[] = [];

/**
 * The list query of a grid: one page by number (`GET /x`, or `POST /x/search` when filtered),
 * stepping back a page when the shown page empties (spec 2 §9), or pages appended as the user
 * scrolls (infinite mode).
 */
export function useGridList<TItem extends Identified>(
  resource: ResourceClient<TItem, unknown, unknown>,
  url: Pick<GridUrlState, 'page' | 'size' | 'sort' | 'conditions' | 'setPage'>,
  options: GridListOptions = {},
): GridList<TItem> {
  const { filterFields = EMPTY, baseFilter, expand, mode = 'pages' } = options;
  const { page, size, sort, conditions, setPage } = url;
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

  // Spec 2 §9: "going back one page if a page becomes empty" (after deletions).
  const pageData = pageQuery.data;
  useEffect(() => {
    if (!paged || !pageData || pageQuery.isPlaceholderData) return;
    if (pageData.items.length === 0 && page > 1) setPage(page - 1, { replace: true });
  }, [paged, pageData, pageQuery.isPlaceholderData, page, setPage]);

  const fetchNext = useThrottled(() => {
    if (infinite.hasNextPage && !infinite.isFetchingNextPage) void infinite.fetchNextPage();
  }, INFINITE_SCROLL_THROTTLE_MS);

  const collectIds = async (selection: DataGridSelection, signal?: AbortSignal): Promise<RowId[]> => {
    if (!selection.allMatching) return selection.ids.map((id) => (/^\d+$/.test(id) ? Number(id) : id));
    const ids: RowId[] = [];
    for (let p = 1; ; p += 1) {
      const query = { page: p, size: BULK_FETCH_PAGE_SIZE, sort: sort || undefined, signal };
      const answer = searching ? await resource.search(filter, query) : await resource.list(query);
      ids.push(...answer.items.map((i) => i.id));
      if (p >= answer._meta.pageCount || answer.items.length === 0) break;
    }
    return ids;
  };

  return {
    items,
    totalCount: meta?.totalCount ?? 0,
    pageCount: meta?.pageCount ?? 0,
    loading: paged ? pageQuery.isFetching : infinite.isFetching,
    error: paged ? pageQuery.error : infinite.error,
    refetch: () => void (paged ? pageQuery.refetch() : infinite.refetch()),
    fetchNext,
    filter,
    mode,
    collectIds,
  };
}
