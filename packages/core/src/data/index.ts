/** Server state on TanStack Query: query keys per resource and the resource hooks. */
export { createQueryKeys } from './query-keys';
export type { ListKeyParams, QueryKeys } from './query-keys';
export {
  replaceInLists,
  resourceKeys,
  useBulkAction,
  useCreateResource,
  useCreateSavedView,
  useRemoveResource,
  useRemoveSavedView,
  useResourceItem,
  useResourceList,
  useResourceSearch,
  useSavedViews,
  useUpdateResource,
} from './resource-hooks';
export type { Identified } from './resource-hooks';
export { resourceHooks } from './contract-hooks';
export type { ResourceHooks } from './contract-hooks';
