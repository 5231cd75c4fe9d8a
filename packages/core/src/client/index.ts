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
export { createHttpClient } from './http';
export type { HttpClientOptions, LogoutReason, SessionHttpClient } from './http';
export {
  SESSION_HEADER,
  SESSION_HEADER_VALUE,
  canRefresh,
  cookieSessionTokenStore,
  isTokenResponse,
  memoryTokenStore,
  storageTokenStore,
  tokensFromResponse,
} from './tokens';
export type { KeyValueStorage, TokenPair, TokenResponse, TokenStore } from './tokens';
export { createAccountApi, createAuthApi } from './account';
export type {
  Account,
  AccountApi,
  AccountProfile,
  AccountStore,
  AccountUpdate,
  AuthApi,
  LoginCredentials,
  StoreContext,
  SupportInfo,
} from './account';
// The live channel's client (one connection, reconnects with backoff): private apps too.
export { backoffDelay, createLiveClient, offlineLiveClient } from '../live/client';
export type { LiveClient, LiveClientOptions, LiveStatus } from '../live/client';
