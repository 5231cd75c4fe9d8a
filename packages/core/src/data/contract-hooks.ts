import type { CreateOf, ItemOf, ResourceClientOf, UpdateOf } from '../contract/client';
import type { PluginContract, ResourceContract } from '../contract/define';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ListParams, ListResponse, SearchFilter } from '../client/types';
import { useClient } from '../plugin/use-client';
import { createQueryKeys } from './query-keys';
import type { QueryKeys } from './query-keys';
import {
  useBulkAction,
  useCreateResource,
  useRemoveResource,
  useResourceItem,
  useResourceList,
  useResourceSearch,
  useUpdateResource,
} from './resource-hooks';

type ResourcesOf<TContract extends PluginContract> = NonNullable<TContract['resources']>;

type ItemWithId<TResource extends ResourceContract> = ItemOf<TResource> & { id: number | string };

/** The data hooks of one resource (what `resourceHooks` returns). */
export interface ResourceHooks<TResource extends ResourceContract> {
  /** The resource's contract (path, subject, filters). */
  contract: TResource;
  /** Query keys of the resource (invalidate after a domain endpoint changed its items). */
  keys: QueryKeys;
  useResource(): ResourceClientOf<TResource>;
  useList(
    params?: ListParams,
    options?: Parameters<typeof useResourceList<ItemWithId<TResource>>>[2],
  ): UseQueryResult<ListResponse<ItemWithId<TResource>>, Error>;
  useSearch(
    filter: SearchFilter,
    params?: ListParams,
    options?: Parameters<typeof useResourceSearch<ItemWithId<TResource>>>[3],
  ): UseQueryResult<ListResponse<ItemWithId<TResource>>, Error>;
  useItem(
    id: number | string | null | undefined,
    options?: Parameters<typeof useResourceItem<ItemWithId<TResource>>>[2],
  ): UseQueryResult<ItemWithId<TResource>, Error>;
  useCreate(): UseMutationResult<ItemWithId<TResource>, Error, CreateOf<TResource>>;
  useUpdate(): UseMutationResult<
    ItemWithId<TResource>,
    Error,
    { id: number | string; body: UpdateOf<TResource> }
  >;
  useRemove(): UseMutationResult<void, Error, number | string>;
  useBulk<TResult = unknown>(): UseMutationResult<
    TResult,
    Error,
    { action: string; ids: readonly (number | string)[] }
  >;
}

/**
 * The data hooks of one resource of a contract, DERIVED from it: the client on the admin's
 * transport, query keys, list, search, item and the mutations (cache updates included).
 * A plugin's `admin/data` module is one line per resource; screens never fetch.
 *
 * @example
 * export const templates = resourceHooks(csvTemplatesContract, 'templates');
 * const { data } = templates.useItem(id);
 * const save = templates.useUpdate();
 */
export function resourceHooks<
  const TContract extends PluginContract,
  TName extends keyof ResourcesOf<TContract> & string,
>(contract: TContract, name: TName): ResourceHooks<ResourcesOf<TContract>[TName] & ResourceContract> {
  type TResource = ResourcesOf<TContract>[TName] & ResourceContract;
  type TItem = ItemOf<TResource> & { id: number | string };
  const resource = (contract.resources as Record<string, ResourceContract> | undefined)?.[name];
  if (!resource) throw new Error(`Contract "${contract.id}" has no resource "${name}".`);
  const useResource = (): ResourceClientOf<TResource> =>
    (useClient(contract) as Record<string, unknown>)[name] as ResourceClientOf<TResource>;
  return {
    /** The resource's contract (path, subject, filters). */
    contract: resource as TResource,
    /** Query keys of the resource (invalidate after a domain endpoint changed its items). */
    keys: createQueryKeys(resource.path),
    useResource,
    useList: (params?: ListParams, options?: Parameters<typeof useResourceList<TItem>>[2]) =>
      useResourceList<TItem>(useResource() as never, params, options),
    useSearch: (
      filter: SearchFilter,
      params?: ListParams,
      options?: Parameters<typeof useResourceSearch<TItem>>[3],
    ) => useResourceSearch<TItem>(useResource() as never, filter, params, options),
    useItem: (
      id: number | string | null | undefined,
      options?: Parameters<typeof useResourceItem<TItem>>[2],
    ) => useResourceItem<TItem>(useResource() as never, id, options),
    useCreate: () => useCreateResource<TItem, CreateOf<TResource>>(useResource() as never),
    useUpdate: () => useUpdateResource<TItem, UpdateOf<TResource>>(useResource() as never),
    useRemove: () => useRemoveResource(useResource() as never),
    useBulk: <TResult = unknown>() => useBulkAction<TItem, TResult>(useResource() as never),
  };
}
