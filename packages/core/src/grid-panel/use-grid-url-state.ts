import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseConditions } from './filters';
import type { FilterCondition } from './filters';
import { GRID_PAGE_SIZES } from './types';
import type { RowId } from './types';

export interface GridUrlStateOptions {
  pageSizes?: readonly number[];
  /** Default page size; one outside `pageSizes` is offered too. */
  defaultPageSize?: number;
  /** Default sort (`'!order_date'`). */
  defaultSort?: string;
}

/** A grid's list state as kept in the address: `page`, `size`, `sort`, `filter`, `id`. */
export interface GridUrlState {
  page: number;
  size: number;
  /** The page sizes offered (with the default). */
  sizes: readonly number[];
  defaultPageSize: number;
  /** The sort param (`'!order_date'`), or '' for the server's order. */
  sort: string;
  /** The raw `filter` param (a key for the filter builder). */
  rawFilter: string | null;
  conditions: FilterCondition[];
  /** `?id=`: the open row; 0 is a new row. */
  panelId: RowId | null;
  setPage(page: number, options?: { replace?: boolean }): void;
  setSize(size: number): void;
  setSort(sort: string | null): void;
  setConditions(conditions: readonly FilterCondition[]): void;
  setPanelId(id: RowId | null, options?: { replace?: boolean }): void;
}

function toInt(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The id in an address: digits are a number id, anything else a string id. */
export function parseRowId(raw: string | null | undefined): RowId | null {
  if (raw === null || raw === undefined || raw === '') return null;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/**
 * The grid's list state in the URL (spec 2 §2): reads and writes `page`, `size`, `sort`,
 * `filter` and `id`; a new sort, size or filter goes back to the first page, and default
 * values leave the address.
 */
export function useGridUrlState(options: GridUrlStateOptions = {}): GridUrlState {
  const { pageSizes = GRID_PAGE_SIZES, defaultSort } = options;
  const defaultPageSize = options.defaultPageSize ?? pageSizes[0] ?? 20;
  const sizes = useMemo(
    () =>
      pageSizes.includes(defaultPageSize) ? pageSizes : [...pageSizes, defaultPageSize].sort((a, b) => a - b),
    [pageSizes, defaultPageSize],
  );
  const [params, setParams] = useSearchParams();
  const page = toInt(params.get('page'), 1);
  const asked = toInt(params.get('size'), 0);
  const size = sizes.includes(asked) ? asked : defaultPageSize;
  const sort = params.get('sort') ?? defaultSort ?? '';
  const rawFilter = params.get('filter');
  const conditions = useMemo(() => parseConditions(rawFilter), [rawFilter]);
  const panelId = parseRowId(params.get('id'));

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

  return {
    page,
    size,
    sizes,
    defaultPageSize,
    sort,
    rawFilter,
    conditions,
    panelId,
    setPage: useCallback(
      (p: number, opts?: { replace?: boolean }) =>
        update({ page: p === 1 ? null : String(p) }, opts?.replace),
      [update],
    ),
    setSize: useCallback(
      (s: number) => update({ size: s === defaultPageSize ? null : String(s), page: null }),
      [update, defaultPageSize],
    ),
    setSort: useCallback((s: string | null) => update({ sort: s, page: null }), [update]),
    setConditions: useCallback(
      (next: readonly FilterCondition[]) =>
        update({ filter: next.length > 0 ? JSON.stringify(next) : null, page: null }),
      [update],
    ),
    setPanelId: useCallback(
      (id: RowId | null, opts?: { replace?: boolean }) =>
        update({ id: id === null ? null : String(id) }, opts?.replace),
      [update],
    ),
  };
}
