/** @storeroom/core/client: the HTTP client (no React); runs in browsers and Node 20. */
export { ApiError, FILTER_OPERATORS } from './types';
export type {
  FieldErrors,
  FilterOperator,
  HttpClient,
  HttpMethod,
  ListMeta,
  ListParams,
  ListResponse,
  OperatorFilter,
  QueryValue,
  RequestOptions,
  SavedView,
  SearchFilter,
} from './types';
export { cleanSearchFilter, createResourceClient } from './resource';
export type { GetOptions, ListOptions, ResourceClient } from './resource';
