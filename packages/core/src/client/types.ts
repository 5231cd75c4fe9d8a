/**
 * The HTTP contract's shapes (ARCHITECTURE.md "HTTP contract"; spec 1–4 §7, §8), shared by
 * the transport (http.ts), the resource helper (resource.ts), the admin and private apps.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  /** Query string parameters; undefined and null are left out, arrays are comma-joined. */
  query?: Record<string, QueryValue>;
  /** JSON body (FormData is sent as multipart as it is). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The transport every client is built on: bearer token, refresh queue, error normalisation. */
export interface HttpClient {
  request<TResult>(method: HttpMethod, path: string, options?: RequestOptions): Promise<TResult>;
}

/** Validation errors: field → messages (422 `{ errors }`; the admin shows them as `data.errors`). */
export type FieldErrors = Record<string, string[]>;

/** Pagination block of every list and search answer. */
export interface ListMeta {
  currentPage: number;
  pageCount: number;
  perPage: number;
  totalCount: number;
}

export interface ListResponse<TItem> {
  items: TItem[];
  _meta: ListMeta;
}

/** List and search query parameters. `sort: '!order_date'` sorts descending. */
export interface ListParams {
  page?: number;
  size?: number;
  sort?: string;
  expand?: readonly string[];
}

/** Filter compare operators (spec 1 §3). */
export const FILTER_OPERATORS = ['=', '>', '<', '>=', '<=', '!=', 'contains', 'notcontains'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** An operator filter: `{ operator: '>=', value: 10 }`. */
export interface OperatorFilter {
  operator: FilterOperator;
  value: string | number | boolean | null;
}

/**
 * A search body: each field holds a value (equality), a list (any of), or an operator
 * filter (or a list of them, all of which must hold).
 */
export type SearchFilter = Record<
  string,
  string | number | boolean | null | readonly (string | number)[] | OperatorFilter | readonly OperatorFilter[]
>;

/** A saved view (spec 2 §3): the serialised filter of a list, per user. */
export interface SavedView {
  id: number;
  json: string;
}

/** The error every client call rejects with. */
export class ApiError extends Error {
  readonly status: number;
  /** Field errors of a 422 answer. */
  readonly errors: FieldErrors | undefined;
  /** The parsed body, when there was one. */
  readonly body: unknown;

  constructor(status: number, message: string, errors?: FieldErrors, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  /** Every message of the error, field messages flattened (spec 1 §8). */
  get messages(): string[] {
    if (!this.errors) return [this.message];
    return Object.values(this.errors).flat();
  }
}
