import type { ListParams, SearchFilter } from '../client/types';

/** Parameters of a list or search query, as they go into its query key. */
export interface ListKeyParams extends ListParams {
  /** The search body; absent for a plain list. */
  filter?: SearchFilter;
}

/**
 * Query keys of one resource, from broad to narrow, so one `invalidateQueries` call reaches
 * exactly what a mutation changed (the Medusa/TkDodo key-factory pattern):
 *
 * - `all` — everything of the resource
 * - `lists()` — every list and search page (plain lists and searches share this prefix)
 * - `list(params)` — one page of a list or a search
 * - `details()` / `detail(id)` — one item (any expand)
 * - `savedViews()` — the saved views of the list
 *
 * @example
 * const orderKeys = createQueryKeys('orders');
 * queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
 */
export function createQueryKeys<TScope extends string>(scope: TScope) {
  const all = [scope] as const;
  return {
    all,
    lists: () => [scope, 'list'] as const,
    list: (params: ListKeyParams = {}) => [scope, 'list', normaliseParams(params)] as const,
    details: () => [scope, 'detail'] as const,
    detail: (id: number | string, expand?: readonly string[]) =>
      expand && expand.length > 0
        ? ([scope, 'detail', String(id), { expand: [...expand] }] as const)
        : ([scope, 'detail', String(id)] as const),
    savedViews: () => [scope, 'saved-views'] as const,
  };
}

export type QueryKeys<TScope extends string = string> = ReturnType<typeof createQueryKeys<TScope>>;

// Undefined entries would make two equal requests look like different keys.
function normaliseParams(params: ListKeyParams): ListKeyParams {
  const out: ListKeyParams = {};
  if (params.page !== undefined) out.page = params.page;
  if (params.size !== undefined) out.size = params.size;
  if (params.sort) out.sort = params.sort;
  if (params.expand && params.expand.length > 0) out.expand = [...params.expand];
  if (params.filter !== undefined) out.filter = params.filter;
  return out;
}
