import { useId } from 'react';
import { Inline } from '../inline/inline';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Rows per page; with `pageSizes` and `onPageSizeChange` a size picker is shown. */
  pageSize?: number;
  /** Selectable sizes, e.g. `[20, 50, 100, 150, 200]` (spec 2 §9). */
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  /** Total rows: shows "1–20 of 250". */
  totalCount?: number;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  disabled?: boolean;
  className?: string;
}

type Item = number | 'gap-start' | 'gap-end';

/** Page numbers to show: first, last, the current one with its siblings, gaps between. */
export function paginationItems(page: number, pageCount: number, siblings = 1): Item[] {
  if (pageCount <= 0) return [];
  const total = siblings * 2 + 5;
  if (pageCount <= total) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - siblings, pageCount - 1 - siblings * 2 - 1));
  const end = Math.min(pageCount - 1, Math.max(page + siblings, 2 + siblings * 2 + 1));
  const items: Item[] = [1];
  if (start > 2) items.push('gap-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < pageCount - 1) items.push('gap-end');
  items.push(pageCount);
  return items;
}

/** Page-number paging with an optional page-size picker. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageSize,
  pageSizes,
  onPageSizeChange,
  totalCount,
  label = 'Pagination',
  siblings = 1,
  disabled = false,
  className,
}: PaginationProps) {
  const sizeId = useId();
  const current = Math.min(Math.max(1, page), Math.max(1, pageCount));
  const go = (next: number) => {
    if (next !== current && next >= 1 && next <= pageCount) onPageChange(next);
  };
  const from = totalCount && pageSize ? (current - 1) * pageSize + 1 : 0;
  const to = totalCount && pageSize ? Math.min(totalCount, current * pageSize) : 0;
  return (
    <nav aria-label={label} className={className ? `sr-pagination ${className}` : 'sr-pagination'}>
      {totalCount !== undefined && pageSize ? (
        <span className="sr-pagination__summary">
          {totalCount === 0 ? '0 results' : `${from}–${to} of ${totalCount}`}
        </span>
      ) : null}
      <Inline as="ul" gap={1} wrap={false} className="sr-pagination__pages">
        <li>
          <button
            type="button"
            className="sr-pagination__button"
            aria-label="Previous page"
            disabled={disabled || current <= 1}
            onClick={() => go(current - 1)}
          >
            ‹
          </button>
        </li>
        {paginationItems(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="sr-pagination__button"
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="sr-pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="sr-pagination__button"
            aria-label="Next page"
            disabled={disabled || current >= pageCount}
            onClick={() => go(current + 1)}
          >
            ›
          </button>
        </li>
      </Inline>
      {pageSizes && onPageSizeChange && pageSize ? (
        <span className="sr-pagination__size">
          <label htmlFor={sizeId}>Rows per page</label>
          <select
            id={sizeId}
            value={pageSize}
            disabled={disabled}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      ) : null}
    </nav>
  );
}
