/**
 * Token storage for the HTTP client (spec 1 §4 "A token refresh event keeps the session
 * going"). The admin keeps its access token in memory and its refresh token in an HttpOnly
 * cookie no script can read ({@link cookieSessionTokenStore}); private apps, Node scripts and
 * tests keep both tokens in memory ({@link memoryTokenStore}).
 */

/**
 * The request header of the cookie session: it asks `POST /auth/login` and `POST
 * /account/stores` to set the refresh token as an HttpOnly cookie, and is the CSRF guard the
 * server requires on the cookie's refresh and logout (a page of another site cannot send it).
 */
export const SESSION_HEADER = 'X-Storeroom-Session';
export const SESSION_HEADER_VALUE = 'cookie';

/** An access token with the refresh token that renews it. */
export interface TokenPair {
  /** Empty while a cookie session is still to be restored (after a reload). */
  accessToken: string;
  /** Absent for tokens that cannot be refreshed (private-app tokens, `srp_...`). */
  refreshToken?: string;
  /**
   * The refresh token is the server's HttpOnly cookie (the admin): the client renews through
   * `POST /auth/refresh` with {@link SESSION_HEADER} and no token of its own.
   */
  refreshCookie?: boolean;
  /** When the access token expires (ms since epoch), if the server said so. */
  expiresAt?: number;
}

/** Whether the session behind `tokens` can be renewed (a refresh token or the cookie). */
export function canRefresh(tokens: TokenPair | null | undefined): boolean {
  return Boolean(tokens?.refreshToken || tokens?.refreshCookie);
}

/** The token answer of `POST /auth/login`, `/auth/refresh` and `/account/stores` (auth contract). */
export interface TokenResponse {
  access_token: string;
  /** Absent in the cookie session: the server set it as an HttpOnly cookie. */
  refresh_token?: string;
  token_type: 'Bearer' | (string & {});
  /** Seconds. */
  expires_in: number;
}

/** Where the client reads and writes its tokens. */
export interface TokenStore {
  get(): TokenPair | null;
  /** `null` clears the tokens (logout). */
  set(tokens: TokenPair | null): void;
  /** Called on every change; returns the unsubscribe function. */
  subscribe(listener: (tokens: TokenPair | null) => void): () => void;
  /**
   * Re-reads the backing storage (another tab may have rotated the tokens) and returns the
   * current tokens. Stores without shared storage need not implement it.
   */
  reload?(): TokenPair | null;
}

/** Converts the server's token answer into a {@link TokenPair}. */
export function tokensFromResponse(response: TokenResponse, now: number = Date.now()): TokenPair {
  const expiresAt = Number.isFinite(response.expires_in) ? now + response.expires_in * 1000 : undefined;
  if (typeof response.refresh_token !== 'string')
    return { accessToken: response.access_token, refreshCookie: true, expiresAt };
  return { accessToken: response.access_token, refreshToken: response.refresh_token, expiresAt };
}

/** Whether a value has the shape of a token answer (the refresh token may be the cookie's). */
export function isTokenResponse(value: unknown): value is TokenResponse {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.access_token === 'string' &&
    v.access_token !== '' &&
    (v.refresh_token === undefined || typeof v.refresh_token === 'string')
  );
}

function createListeners() {
  const listeners = new Set<(tokens: TokenPair | null) => void>();
  return {
    add(listener: (tokens: TokenPair | null) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(tokens: TokenPair | null) {
      for (const listener of [...listeners]) listener(tokens);
    },
  };
}

/**
 * Tokens kept in memory (Node, private apps, tests).
 *
 * @example
 * const tokens = memoryTokenStore({ accessToken: 'srp_...' });
 */
export function memoryTokenStore(initial: TokenPair | null = null): TokenStore {
  let current = initial;
  const listeners = createListeners();
  return {
    get: () => current,
    set(tokens) {
      current = tokens;
      listeners.emit(tokens);
    },
    subscribe: listeners.add,
  };
}

/** The minimal Storage surface used (localStorage, sessionStorage or a fake). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function parseTokens(raw: string | null): TokenPair | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value === 'object' && value !== null && typeof (value as TokenPair).accessToken === 'string') {
      return value as TokenPair;
    }
  } catch {
    // A corrupt entry is treated as no session (the user logs in again).
  }
  return null;
}

/**
 * Tokens persisted in a Storage, readable by any script of the page: for programs that must
 * keep a bearer session across restarts. The admin no longer uses it (an injected script could
 * read the tokens): see {@link cookieSessionTokenStore}. Changes made in other tabs are picked
 * up through the `storage` event.
 */
export function storageTokenStore(storage: KeyValueStorage, key = 'storeroom.tokens'): TokenStore {
  let current = parseTokens(storage.getItem(key));
  const listeners = createListeners();
  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return;
      current = parseTokens(event.newValue);
      listeners.emit(current);
    });
  }
  return {
    get: () => current,
    reload() {
      const stored = parseTokens(storage.getItem(key));
      if (JSON.stringify(stored) !== JSON.stringify(current)) {
        current = stored;
        listeners.emit(current);
      }
      return current;
    },
    set(tokens) {
      current = tokens;
      try {
        if (tokens) storage.setItem(key, JSON.stringify(tokens));
        else storage.removeItem(key);
      } catch {
        // Storage full or disabled (private mode): the session lives in memory only.
      }
      listeners.emit(tokens);
    },
    subscribe: listeners.add,
  };
}

/** What the cookie session leaves in storage: a flag, never a token. */
const SESSION_MARK = '1';
/** Where earlier admins kept both tokens (removed on start). */
const LEGACY_TOKENS_KEY = 'storeroom.tokens';

/**
 * The admin's tokens: the access token in memory only, the refresh token in the server's
 * HttpOnly cookie (SECURITY.md). Storage holds only a flag saying that a cookie session exists,
 * so a reload restores the session through `POST /auth/refresh` (the client does it before the
 * first request) and a logout in one tab ends the others (the `storage` event). Nothing a
 * script can read from storage signs anyone in.
 *
 * @example
 * const tokens = cookieSessionTokenStore(localStorage);
 * const http = createHttpClient({ baseUrl: '/api/v1', tokens, cookieSession: true });
 */
export function cookieSessionTokenStore(storage: KeyValueStorage, key = 'storeroom.session'): TokenStore {
  const marked = (): boolean => {
    try {
      return storage.getItem(key) === SESSION_MARK;
    } catch {
      return false;
    }
  };
  try {
    // A session of an earlier admin kept readable tokens here: they must not stay.
    storage.removeItem(LEGACY_TOKENS_KEY);
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
  const pending = (): TokenPair => ({ accessToken: '', refreshCookie: true });
  let current: TokenPair | null = marked() ? pending() : null;
  const listeners = createListeners();
  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key && event.key !== null) return;
      // Another tab signed out (or cleared storage): so does this one. Another tab signing in
      // leaves a flag this tab restores from on its next request.
      if (!marked()) {
        if (current === null) return;
        current = null;
      } else if (current === null) current = pending();
      else return;
      listeners.emit(current);
    });
  }
  return {
    get: () => current,
    reload() {
      if (current !== null && !marked()) {
        current = null;
        listeners.emit(current);
      }
      return current;
    },
    set(tokens) {
      current = tokens;
      try {
        if (tokens) storage.setItem(key, SESSION_MARK);
        else storage.removeItem(key);
      } catch {
        // Storage full or disabled: the session lives until this page is closed.
      }
      listeners.emit(tokens);
    },
    subscribe: listeners.add,
  };
}
