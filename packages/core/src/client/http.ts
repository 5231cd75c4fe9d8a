import {
  SESSION_HEADER,
  SESSION_HEADER_VALUE,
  canRefresh,
  isTokenResponse,
  memoryTokenStore,
  tokensFromResponse,
} from './tokens';
import type { TokenPair, TokenStore } from './tokens';
import { ApiError } from './types';
import type { FieldErrors, HttpClient, HttpMethod, QueryValue, RequestOptions } from './types';

/** Why the client gave up the session. */
export type LogoutReason = 'refresh-failed' | 'no-refresh-token';

export interface HttpClientOptions {
  /** Base of every path, e.g. `/api/v1` in the admin or `https://shop.example/api/v1` in Node. */
  baseUrl: string;
  /**
   * The tokens to send as `Authorization: Bearer`. A string is a fixed token (private apps,
   * `srp_...`); a {@link TokenStore} is read on every request and updated on refresh.
   * Omitted: requests go out without a bearer.
   */
  tokens?: TokenStore | string;
  /**
   * Called once when the session cannot be kept: the refresh failed (spec 2 §7 "refresh
   * failure logs out"). The tokens are already cleared when it runs.
   */
  onLogout?: (reason: LogoutReason) => void;
  /** Called after every successful refresh with the new tokens. */
  onRefresh?: (tokens: TokenPair) => void;
  /** Path of the refresh call (auth contract: `POST /auth/refresh { refresh_token }`). */
  refreshPath?: string;
  /**
   * The browser admin's cookie session: every request carries `X-Storeroom-Session: cookie`
   * and the browser's cookies, so sign-in and store switching set the refresh token as the
   * server's HttpOnly cookie, and refresh and logout present that cookie (tokens without a
   * refresh token of their own, `refreshCookie`). Default false: the refresh token travels in
   * the body (private apps, Node).
   */
  cookieSession?: boolean;
  /** A fetch implementation (tests, Node without global fetch); defaults to the global one. */
  fetch?: typeof fetch;
  /**
   * Runs the refresh under a lock shared by every tab, so two tabs never present the same
   * (rotating) refresh token: a reused one revokes the whole family (auth contract). Defaults
   * to the Web Locks API where the platform has it; elsewhere refreshes are only shared
   * within this client.
   */
  lock?: <T>(run: () => Promise<T>) => Promise<T>;
}

const REFRESH_LOCK = 'storeroom-token-refresh';

function defaultLock(): (<T>(run: () => Promise<T>) => Promise<T>) | undefined {
  const locks = (
    globalThis as {
      navigator?: { locks?: { request: (name: string, cb: () => Promise<unknown>) => Promise<unknown> } };
    }
  ).navigator?.locks;
  if (!locks || typeof locks.request !== 'function') return undefined;
  return <T>(run: () => Promise<T>) => locks.request(REFRESH_LOCK, run) as Promise<T>;
}

/** The transport with the extra session operations the admin needs. */
export interface SessionHttpClient extends HttpClient {
  /** The token store the client reads (a memory store when a fixed token or none was given). */
  readonly tokens: TokenStore;
  /**
   * Renews the tokens now. Concurrent callers share one call. Resolves to the new access token,
   * or rejects (after logging out) when the refresh failed.
   */
  refresh(): Promise<string>;
}

const GENERIC_MESSAGES: Record<number, string> = {
  0: 'Network error: the server could not be reached.',
  401: 'Your session has expired. Please log in again.',
  403: "You don't have permission to do this.",
  404: 'Not found',
  422: 'Please, correct errors and try again.',
  429: 'Too many requests. Please try again later.',
};

function defaultMessage(status: number): string {
  return (
    GENERIC_MESSAGES[status] ??
    (status >= 500
      ? 'Something went wrong, please contact support or try again later.'
      : `Request failed (${status})`)
  );
}

function joinUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The form with its text fields before its files: a streaming server (uploads) reads what the
 * fields name (the upload type, checked before any file byte) before the files arrive.
 */
function fieldsFirst(form: FormData): FormData {
  const entries: [string, FormDataEntryValue][] = [];
  form.forEach((value, name) => entries.push([name, value]));
  const firstFile = entries.findIndex(([, value]) => typeof value !== 'string');
  if (firstFile < 0 || entries.slice(firstFile).every(([, value]) => typeof value !== 'string')) return form;
  const ordered = new FormData();
  for (const [name, value] of entries) if (typeof value === 'string') ordered.append(name, value);
  for (const [name, value] of entries) if (typeof value !== 'string') ordered.append(name, value, value.name);
  return ordered;
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function isFieldErrors(value: unknown): value is FieldErrors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((v) => Array.isArray(v) || typeof v === 'string');
}

function normaliseErrors(value: unknown): FieldErrors | undefined {
  if (!isFieldErrors(value)) return undefined;
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    out[field] = list.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

/** Builds the {@link ApiError} for a failed answer (`{ message }` or 422 `{ errors }`). */
function errorFromBody(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  const errors = normaliseErrors(record?.errors);
  const message =
    (typeof record?.message === 'string' && record.message) ||
    (errors && Object.values(errors).flat()[0]) ||
    defaultMessage(status);
  return new ApiError(status, message, errors, body);
}

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    ((error as { name: string }).name === 'AbortError' || (error as { name: string }).name === 'TimeoutError')
  );
}

interface RawAnswer {
  status: number;
  ok: boolean;
  body: unknown;
  /** The body was present but was not JSON. */
  malformed: boolean;
}

/**
 * Creates the fetch-based transport of the HTTP contract (ARCHITECTURE.md "HTTP contract").
 *
 * - Adds `Authorization: Bearer <access token>` from `tokens`.
 * - A 401 triggers ONE refresh (`POST /auth/refresh`) shared by every request that fails
 *   meanwhile; each is then retried once with the new token (spec 2 §7). A request that got
 *   its 401 for a token that has since been replaced is retried without another refresh.
 * - A refresh answered with an error logs out: the tokens are cleared, `onLogout` runs once
 *   and every waiting request rejects with an {@link ApiError} of status 401.
 * - Failures reject with {@link ApiError} (`status`, `errors` of a 422, `message`); a network
 *   failure has status 0; an unparseable answer is an error, never a crash. Aborts (through
 *   `signal`) reject with the platform's `AbortError` as they are.
 *
 * @example
 * const http = createHttpClient({ baseUrl: '/api/v1', tokens: cookieSessionTokenStore(localStorage), cookieSession: true });
 * const account = await http.request<Account>('GET', '/account');
 */
export function createHttpClient(options: HttpClientOptions): SessionHttpClient {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const store: TokenStore =
    typeof options.tokens === 'string'
      ? memoryTokenStore({ accessToken: options.tokens })
      : (options.tokens ?? memoryTokenStore());
  const refreshPath = options.refreshPath ?? '/auth/refresh';
  const lock = options.lock ?? defaultLock() ?? (<T>(run: () => Promise<T>) => run());
  let refreshing: Promise<string> | null = null;

  async function send(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions,
    accessToken: string | undefined,
  ): Promise<RawAnswer> {
    const headers: Record<string, string> = { Accept: 'application/json', ...requestOptions.headers };
    if (options.cookieSession) headers[SESSION_HEADER] = SESSION_HEADER_VALUE;
    let body: BodyInit | undefined;
    if (requestOptions.body !== undefined) {
      if (typeof FormData !== 'undefined' && requestOptions.body instanceof FormData) {
        body = fieldsFirst(requestOptions.body);
      } else {
        body = JSON.stringify(requestOptions.body);
        headers['Content-Type'] = 'application/json';
      }
    }
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    let response: Response;
    try {
      response = await fetchImpl(joinUrl(options.baseUrl, path) + queryString(requestOptions.query), {
        method,
        headers,
        body,
        signal: requestOptions.signal,
        // The refresh cookie also reaches an API on another origin of the same site.
        ...(options.cookieSession ? { credentials: 'include' as const } : {}),
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(0, defaultMessage(0), undefined, error);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(response.status, defaultMessage(response.status), undefined, error);
    }
    if (text.trim() === '')
      return { status: response.status, ok: response.ok, body: undefined, malformed: false };
    try {
      return { status: response.status, ok: response.ok, body: JSON.parse(text), malformed: false };
    } catch {
      return { status: response.status, ok: response.ok, body: text, malformed: true };
    }
  }

  function logout(reason: LogoutReason) {
    store.set(null);
    options.onLogout?.(reason);
  }

  function refresh(): Promise<string> {
    if (refreshing) return refreshing;
    const staleToken = store.get()?.accessToken;
    if (!canRefresh(store.get())) {
      logout('no-refresh-token');
      return Promise.reject(new ApiError(401, defaultMessage(401)));
    }
    refreshing = lock(async () => {
      // Another tab may have refreshed while this one waited for the lock: use its tokens
      // rather than presenting the now spent refresh token.
      const latest = store.reload?.() ?? store.get();
      if (latest && latest.accessToken !== staleToken) return latest.accessToken;
      if (!canRefresh(latest)) {
        logout('no-refresh-token');
        throw new ApiError(401, defaultMessage(401));
      }
      // The body's refresh token, or none: the server reads its HttpOnly cookie.
      const refreshToken = latest?.refreshToken;
      let answer: RawAnswer;
      try {
        answer = await send(
          'POST',
          refreshPath,
          refreshToken ? { body: { refresh_token: refreshToken } } : {},
          undefined,
        );
      } catch (error) {
        // The server was not reached: keep the session (the next request refreshes again).
        throw error instanceof ApiError ? error : new ApiError(0, defaultMessage(0), undefined, error);
      }
      if (!answer.ok || !isTokenResponse(answer.body)) {
        logout('refresh-failed');
        throw errorFromBody(401, answer.body);
      }
      const tokens = tokensFromResponse(answer.body);
      store.set(tokens);
      options.onRefresh?.(tokens);
      return tokens.accessToken;
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<TResult>(method: HttpMethod, path: string, requestOptions: RequestOptions = {}) {
    // Only a request that carried a refreshable token is worth a refresh; the login call's own
    // 401 ("Incorrect email or password.") is an answer, not an expired session.
    const refreshable = !path.replace(/^\/+/, '').startsWith('auth/');
    // A cookie session after a reload has no access token yet: restore it first (one refresh
    // shared by every request that starts meanwhile).
    const held = store.get();
    if (refreshable && held && !held.accessToken && held.refreshCookie) await refresh();
    const sentToken = store.get()?.accessToken;
    let answer = await send(method, path, requestOptions, sentToken);
    if (answer.status === 401 && refreshable && sentToken && store.get() !== null) {
      const current = store.get()?.accessToken;
      if (current === sentToken) {
        if (!canRefresh(store.get())) {
          logout('no-refresh-token');
          throw errorFromBody(401, answer.body);
        }
        await refresh();
      } else if (refreshing) {
        await refreshing;
      }
      const retryToken = store.get()?.accessToken;
      if (!retryToken) throw errorFromBody(401, answer.body);
      answer = await send(method, path, requestOptions, retryToken);
    } else if (answer.status === 401 && sentToken && refreshing) {
      // The tokens were cleared by a failing refresh while this request was out.
      await refreshing.catch(() => undefined);
    }
    if (!answer.ok) throw errorFromBody(answer.status, answer.malformed ? undefined : answer.body);
    if (answer.malformed) {
      throw new ApiError(
        answer.status,
        'The server sent an answer that could not be read.',
        undefined,
        answer.body,
      );
    }
    return answer.body as TResult;
  }

  return { request, refresh, tokens: store };
}
