import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, UseQueryOptions } from '@tanstack/react-query';
import { cleanSearchFilter } from '../client/resource';
import type { ResourceClient } from '../client/resource';
import type { ListParams, ListResponse, SavedView, SearchFilter } from '../client/types';
import { createQueryKeys } from './query-keys';

/** Items the hooks can update in place: they carry an id. */
export interface Identified {
  id: number | string;
}

// Any resource client, whatever its create/update bodies (the hooks only forward them).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyResource<TItem> = ResourceClient<TItem, any, any>;

/** The query keys of a resource client (scoped by its path). */
export function resourceKeys(resource: { path: string }) {
  return createQueryKeys(resource.path);
}

type QueryExtras<TData> = Omit<UseQueryOptions<TData, Error, TData>, 'queryKey' | 'queryFn'>;

/** One page of `GET /x`. The previous page stays visible while the next one loads. */
export function useResourceList<TItem>(
  resource: AnyResource<TItem>,
  params: ListParams = {},
  options: QueryExtras<ListResponse<TItem>> = {},
) {
  return useQuery({
    queryKey: resourceKeys(resource).list(params),
    queryFn: ({ signal }) => resource.list({ ...params, signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** One page of `POST /x/search`; equal filters (after the spec 2 §5 cleanup) share a cache entry. */
export function useResourceSearch<TItem>(
  resource: AnyResource<TItem>,
  filter: SearchFilter,
  params: ListParams = {},
  options: QueryExtras<ListResponse<TItem>> = {},
) {
  const cleaned = cleanSearchFilter(filter);
  return useQuery({
    queryKey: resourceKeys(resource).list({ ...params, filter: cleaned }),
    queryFn: ({ signal }) => resource.search(cleaned, { ...params, signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/**
 * One item (`GET /x/{id}`). No request for a missing id or for id 0, the new unsaved row of a
 * grid screen (spec 2 §2, spec 3 §2).
 */
export function useResourceItem<TItem>(
  resource: AnyResource<TItem>,
  id: number | string | null | undefined,
  options: QueryExtras<TItem> & { expand?: readonly string[] } = {},
) {
  const { expand, enabled = true, ...rest } = options;
  const valid = id !== null && id !== undefined && id !== '' && String(id) !== '0';
  return useQuery({
    queryKey: resourceKeys(resource).detail(valid ? id : 'none', expand),
    queryFn: ({ signal }) => resource.get(id as number | string, { expand, signal }),
    enabled: valid && enabled,
    ...rest,
  });
}

/** Replaces an item in every cached page that holds it (saving updates the row in place). */
export function replaceInLists<TItem extends Identified>(
  client: QueryClient,
  scope: { path: string },
  item: TItem,
) {
  client.setQueriesData<ListResponse<TItem>>({ queryKey: resourceKeys(scope).lists() }, (page) =>
    page && Array.isArray(page.items)
      ? { ...page, items: page.items.map((row) => (String(row.id) === String(item.id) ? item : row)) }
      : page,
  );
}

/** `POST /x`; the lists are refetched and the new item is cached as its detail. */
export function useCreateResource<TItem extends Identified, TCreate>(
  resource: ResourceClient<TItem, TCreate, unknown>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreate) => resource.create(body),
    onSuccess: async (item) => {
      client.setQueryData(resourceKeys(resource).detail(item.id), item);
      await client.invalidateQueries({ queryKey: resourceKeys(resource).lists() });
    },
  });
}

/** `PATCH /x/{id}`; the row is replaced in place in the cached pages, then the lists refetch. */
export function useUpdateResource<TItem extends Identified, TUpdate>(
  resource: ResourceClient<TItem, unknown, TUpdate>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | string; body: TUpdate }) => resource.update(id, body),
    onSuccess: async (item, { id }) => {
      const keys = resourceKeys(resource);
      client.setQueryData(keys.detail(id), item);
      replaceInLists(client, resource, item);
      // Other expands of this item are stale now; the lists may sort or filter differently.
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.detail(id), exact: false, refetchType: 'none' }),
        client.invalidateQueries({ queryKey: keys.lists() }),
      ]);
    },
  });
}

/** `DELETE /x/{id}`; the detail is dropped and the lists refetch. */
export function useRemoveResource<TItem>(resource: AnyResource<TItem>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | string) => resource.remove(id),
    onSuccess: async (_result, id) => {
      const keys = resourceKeys(resource);
      client.removeQueries({ queryKey: keys.detail(id) });
      await client.invalidateQueries({ queryKey: keys.lists() });
    },
  });
}

/** `POST /x/{action}` with `{ ids }`; lists and the touched details refetch. */
export function useBulkAction<TItem, TResult = unknown>(resource: AnyResource<TItem>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: { action: string; ids: readonly (number | string)[] }) =>
      resource.bulk<TResult>(action, ids),
    onSettled: async (_result, _error, { ids }) => {
      const keys = resourceKeys(resource);
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.lists() }),
        ...ids.map((id) => client.invalidateQueries({ queryKey: keys.detail(id) })),
      ]);
    },
  });
}

/** The saved views of a list (spec 2 §3). */
export function useSavedViews<TItem>(resource: AnyResource<TItem>, options: QueryExtras<SavedView[]> = {}) {
  return useQuery({
    queryKey: resourceKeys(resource).savedViews(),
    queryFn: ({ signal }) => resource.savedViews.list({ signal }),
    ...options,
  });
}

/** Saves a view (`json` is the serialised filter); the saved views refetch. */
export function useCreateSavedView<TItem>(resource: AnyResource<TItem>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (json: string) => resource.savedViews.create(json),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys(resource).savedViews() }),
  });
}

/** Deletes a saved view; the saved views refetch. */
export function useRemoveSavedView<TItem>(resource: AnyResource<TItem>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resource.savedViews.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys(resource).savedViews() }),
  });
}
