import type {
  HttpClient,
  ListParams,
  ListResponse,
  OperatorFilter,
  QueryValue,
  SavedView,
  SearchFilter,
} from './types';

/** Options of a one-item read. */
export interface GetOptions {
  expand?: readonly string[];
  signal?: AbortSignal;
}

/** Options of a list or search call (the query string of the HTTP contract). */
export interface ListOptions extends ListParams {
  signal?: AbortSignal;
}

/** The standard endpoints of one resource (ARCHITECTURE.md "HTTP contract"). */
export interface ResourceClient<TItem, TCreate = Partial<TItem>, TUpdate = Partial<TCreate>> {
  /** The resource path the client was made for, e.g. `/orders`. */
  readonly path: string;
  /** `GET /x?page&size&sort&expand`. */
  list(options?: ListOptions): Promise<ListResponse<TItem>>;
  /** `POST /x/search?page&size&sort&expand` with the cleaned filter body (spec 2 §5). */
  search(filter: SearchFilter, options?: ListOptions): Promise<ListResponse<TItem>>;
  /** `GET /x/{id}?expand`. */
  get(id: number | string, options?: GetOptions): Promise<TItem>;
  /** `POST /x`. */
  create(body: TCreate, options?: { signal?: AbortSignal }): Promise<TItem>;
  /** `PATCH /x/{id}`. */
  update(id: number | string, body: TUpdate, options?: { signal?: AbortSignal }): Promise<TItem>;
  /** `DELETE /x/{id}`. */
  remove(id: number | string, options?: { signal?: AbortSignal }): Promise<void>;
  /** `POST /x/{action}` with `{ ids }`: bulk publish, unpublish, delete, ... */
  bulk<TResult = unknown>(
    action: string,
    ids: readonly (number | string)[],
    options?: { signal?: AbortSignal },
  ): Promise<TResult>;
  /** Saved views of the list (spec 2 §3): `GET|POST /x/saved-views`, `DELETE /x/saved-views/{id}`. */
  savedViews: {
    list(options?: { signal?: AbortSignal }): Promise<SavedView[]>;
    /** Saves `json` (the serialised filter) as a new view. */
    create(json: string, options?: { signal?: AbortSignal }): Promise<SavedView>;
    remove(id: number, options?: { signal?: AbortSignal }): Promise<void>;
  };
}

function isOperatorFilter(value: unknown): value is OperatorFilter {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'operator' in value;
}

function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * Cleans a search body before it is sent (spec 2 §5: "Search form drops empty arrays, empty
 * strings and operator filters without a value"). Undefined fields go too; `false`, `0` and
 * `null` on a plain field are kept, because they are real filter values (`is_draft: false`).
 */
export function cleanSearchFilter(filter: SearchFilter): SearchFilter {
  const out: Record<string, SearchFilter[string]> = {};
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      const kept = (value as readonly unknown[]).filter((entry) =>
        isOperatorFilter(entry) ? hasValue(entry.value) : entry !== '' && entry !== undefined,
      );
      if (kept.length === 0) continue;
      out[field] = kept as SearchFilter[string];
      continue;
    }
    if (isOperatorFilter(value)) {
      if (!hasValue(value.value)) continue;
      out[field] = value;
      continue;
    }
    out[field] = value as SearchFilter[string];
  }
  return out;
}

function listQuery(options: ListOptions | undefined): Record<string, QueryValue> {
  return {
    page: options?.page,
    size: options?.size,
    sort: options?.sort || undefined,
    expand: options?.expand && options.expand.length > 0 ? options.expand : undefined,
  };
}

function trimPath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.endsWith('/') ? withSlash.slice(0, -1) : withSlash;
}

/**
 * A typed client for one resource of the HTTP contract, on any transport.
 *
 * @example
 * const orders = createResourceClient<Order, OrderCreate, OrderUpdate>(http, '/orders');
 * const page = await orders.search({ status: ['paid'], total: { operator: '>=', value: 10 } }, { page: 1, size: 20, sort: '!order_date' });
 */
export function createResourceClient<TItem, TCreate = Partial<TItem>, TUpdate = Partial<TCreate>>(
  http: HttpClient,
  path: string,
): ResourceClient<TItem, TCreate, TUpdate> {
  const base = trimPath(path);
  const item = (id: number | string) => `${base}/${encodeURIComponent(String(id))}`;
  return {
    path: base,
    list: (options) =>
      http.request<ListResponse<TItem>>('GET', base, { query: listQuery(options), signal: options?.signal }),
    search: (filter, options) =>
      http.request<ListResponse<TItem>>('POST', `${base}/search`, {
        query: listQuery(options),
        body: cleanSearchFilter(filter),
        signal: options?.signal,
      }),
    get: (id, options) =>
      http.request<TItem>('GET', item(id), {
        query: { expand: options?.expand && options.expand.length > 0 ? options.expand : undefined },
        signal: options?.signal,
      }),
    create: (body, options) => http.request<TItem>('POST', base, { body, signal: options?.signal }),
    update: (id, body, options) => http.request<TItem>('PATCH', item(id), { body, signal: options?.signal }),
    remove: async (id, options) => {
      await http.request<unknown>('DELETE', item(id), { signal: options?.signal });
    },
    bulk: (action, ids, options) => {
      if (!/^[a-z0-9][a-z0-9_-]*$/i.test(action)) {
        return Promise.reject(new Error(`Invalid bulk action name: "${action}"`));
      }
      return http.request('POST', `${base}/${action}`, { body: { ids: [...ids] }, signal: options?.signal });
    },
    savedViews: {
      // A server may answer with a plain list or with the list shape (`{ items, _meta }`).
      list: async (options) => {
        const body = await http.request<SavedView[] | ListResponse<SavedView>>('GET', `${base}/saved-views`, {
          signal: options?.signal,
        });
        return Array.isArray(body) ? body : (body?.items ?? []);
      },
      create: (json, options) =>
        http.request<SavedView>('POST', `${base}/saved-views`, { body: { json }, signal: options?.signal }),
      remove: async (id, options) => {
        await http.request<unknown>('DELETE', `${base}/saved-views/${encodeURIComponent(String(id))}`, {
          signal: options?.signal,
        });
      },
    },
  };
}
