import { ApiError } from '../client/types';
import type {
  FilterOperator,
  HttpClient,
  HttpMethod,
  ListResponse,
  OperatorFilter,
  RequestOptions,
  SavedView,
  SearchFilter,
} from '../client/types';

type Row = Record<string, unknown> & { id: number };

/** Options of {@link createMemoryHttpClient}. */
export interface MemoryHttpClientOptions {
  /** Initial rows per resource path, e.g. `{ '/orders': [...] }`. */
  resources: Record<string, Row[]>;
  /** Answer delay in ms (stories use it to show loading states). */
  latency?: number;
  /**
   * Per-item check of a bulk action: return a message to fail that item (the action then
   * answers 422 with `errors: { "<id>": [message] }` for the failed items and applies the rest).
   */
  bulkItemError?: (action: string, row: Row) => string | undefined;
  /** Validation of create and update bodies: return field errors to answer 422. */
  validate?: (
    path: string,
    body: Record<string, unknown>,
    method: 'POST' | 'PATCH',
  ) => Record<string, string[]> | undefined;
}

/** The in-memory client, with its data for assertions. */
export interface MemoryHttpClient extends HttpClient {
  /** The live rows of a resource. */
  rows(path: string): Row[];
  /** Every request made, as `METHOD /path`. */
  readonly log: string[];
}

function compare(operator: FilterOperator, actual: unknown, expected: unknown): boolean {
  const a = typeof actual === 'number' ? actual : String(actual ?? '');
  const b = typeof actual === 'number' ? Number(expected) : String(expected ?? '');
  switch (operator) {
    case '=':
      return String(actual) === String(expected);
    case '!=':
      return String(actual) !== String(expected);
    case '>':
      return a > b;
    case '<':
      return a < b;
    case '>=':
      return a >= b;
    case '<=':
      return a <= b;
    case 'contains':
      return String(actual ?? '')
        .toLowerCase()
        .includes(String(expected ?? '').toLowerCase());
    case 'notcontains':
      return !String(actual ?? '')
        .toLowerCase()
        .includes(String(expected ?? '').toLowerCase());
  }
}

function isOperator(value: unknown): value is OperatorFilter {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'operator' in value;
}

function matches(row: Row, filter: SearchFilter): boolean {
  return Object.entries(filter).every(([field, condition]) => {
    const actual = row[field];
    if (Array.isArray(condition)) {
      if (condition.length > 0 && isOperator(condition[0])) {
        return (condition as OperatorFilter[]).every((c) => compare(c.operator, actual, c.value));
      }
      return (condition as (string | number)[]).some((v) => String(v) === String(actual));
    }
    if (isOperator(condition)) return compare(condition.operator, actual, condition.value);
    return String(condition) === String(actual);
  });
}

function sortRows(rows: Row[], sort: unknown): Row[] {
  if (typeof sort !== 'string' || sort === '') return rows;
  const desc = sort.startsWith('!') || sort.startsWith('-');
  const field = desc ? sort.slice(1) : sort;
  return [...rows].sort((x, y) => {
    const a = x[field] as string | number;
    const b = y[field] as string | number;
    const order = a < b ? -1 : a > b ? 1 : 0;
    return desc ? -order : order;
  });
}

function page(rows: Row[], query: RequestOptions['query']): ListResponse<Row> {
  const size = Math.max(1, Number(query?.size ?? 20));
  const currentPage = Math.max(1, Number(query?.page ?? 1));
  const sorted = sortRows(rows, query?.sort);
  return {
    items: sorted.slice((currentPage - 1) * size, currentPage * size),
    _meta: {
      currentPage,
      perPage: size,
      totalCount: rows.length,
      pageCount: Math.ceil(rows.length / size),
    },
  };
}

/**
 * An in-memory HttpClient implementing the HTTP contract (ARCHITECTURE.md) for tests and
 * stories: list, search with the operators, get, create, update, delete, bulk `delete` (and any
 * other bulk action as a flag update: `publish` → `is_draft: false`, `unpublish` → `is_draft:
 * true`), and saved views. Never used in production.
 */
export function createMemoryHttpClient(options: MemoryHttpClientOptions): MemoryHttpClient {
  const store = new Map<string, Row[]>(Object.entries(options.resources).map(([k, v]) => [k, [...v]]));
  const views = new Map<string, SavedView[]>();
  const log: string[] = [];
  let nextId = 1 + Math.max(0, ...[...store.values()].flat().map((r) => r.id));
  let nextViewId = 1;

  const resolve = (path: string): { base: string; rest: string[] } => {
    const base = [...store.keys()]
      .sort((a, b) => b.length - a.length)
      .find((k) => path === k || path.startsWith(`${k}/`));
    if (!base) throw new ApiError(404, `Not found: ${path}`);
    return { base, rest: path.slice(base.length).split('/').filter(Boolean) };
  };

  async function handle(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<unknown> {
    log.push(`${method} ${path}`);
    if (options.latency) await new Promise((r) => setTimeout(r, options.latency));
    if (opts.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const { base, rest } = resolve(path);
    const rows = store.get(base)!;
    const body = (opts.body ?? {}) as Record<string, unknown>;
    const [first, second] = rest;

    if (first === 'saved-views') {
      const list = views.get(base) ?? [];
      if (method === 'GET' && !second) return list;
      if (method === 'POST' && !second) {
        const view = { id: nextViewId++, json: String(body.json ?? '') };
        views.set(base, [...list, view]);
        return view;
      }
      if (method === 'DELETE' && second) {
        views.set(
          base,
          list.filter((v) => String(v.id) !== second),
        );
        return null;
      }
    }
    if (!first) {
      if (method === 'GET') return page(rows, opts.query);
      if (method === 'POST') {
        const errors = options.validate?.(base, body, 'POST');
        if (errors) throw new ApiError(422, 'Validation failed', errors, { errors });
        const row = { ...body, id: nextId++ } as Row;
        rows.push(row);
        return row;
      }
    }
    if (first === 'search' && method === 'POST')
      return page(
        rows.filter((r) => matches(r, body as SearchFilter)),
        opts.query,
      );
    if (first && method === 'POST' && !second) {
      const ids = new Set(((body.ids as unknown[]) ?? []).map(String));
      const errors: Record<string, string[]> = {};
      for (const row of rows.filter((r) => ids.has(String(r.id)))) {
        const message = options.bulkItemError?.(first, row);
        if (message) {
          errors[String(row.id)] = [message];
          continue;
        }
        if (first === 'delete') rows.splice(rows.indexOf(row), 1);
        else if (first === 'publish') row.is_draft = false;
        else if (first === 'unpublish') row.is_draft = true;
      }
      if (Object.keys(errors).length > 0) throw new ApiError(422, 'Some items failed', errors, { errors });
      return { ok: true };
    }
    const row = rows.find((r) => String(r.id) === first);
    if (!row) throw new ApiError(404, 'The requested item does not exist.');
    if (method === 'GET') return row;
    if (method === 'PATCH') {
      const errors = options.validate?.(base, body, 'PATCH');
      if (errors) throw new ApiError(422, 'Validation failed', errors, { errors });
      Object.assign(row, body, { id: row.id });
      return { ...row };
    }
    if (method === 'DELETE') {
      rows.splice(rows.indexOf(row), 1);
      return null;
    }
    throw new ApiError(405, `Method not allowed: ${method} ${path}`);
  }

  return {
    log,
    rows: (path) => store.get(path) ?? [],
    request: <TResult>(method: HttpMethod, path: string, opts?: RequestOptions) =>
      handle(method, path, opts).then((r) => structuredClone(r) as TResult),
  };
}
