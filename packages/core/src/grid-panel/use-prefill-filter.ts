import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { parseConditions } from './filters';
import type { FilterCondition } from './filters';

/**
 * Turns a one-off address parameter into a GridPanel filter condition once, then drops the
 * parameter from the address (spec 2 §2: `chqsearch` pre-filters the orders by number or name
 * and the products by title, "and is then removed from the address"). The condition replaces
 * any earlier one on the same field; paging starts again. An empty value only drops the
 * parameter.
 *
 * @example
 * usePrefillFilter('chqsearch', { field: 'title', operator: 'contains' });
 */
export function usePrefillFilter(
  param: string,
  condition: Pick<FilterCondition, 'field' | 'operator'>,
): void {
  const [params, setParams] = useSearchParams();
  const value = params.get(param);
  const { field, operator } = condition;
  useEffect(() => {
    if (value === null) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(param);
        if (value.trim() !== '') {
          const others = parseConditions(prev.get('filter')).filter((c) => c.field !== field);
          next.set('filter', JSON.stringify([{ field, operator, value: value.trim() }, ...others]));
          next.delete('page');
        }
        return next;
      },
      { replace: true },
    );
  }, [value, param, field, operator, setParams]);
}
