/**
 * Token storage for the HTTP client. The admin keeps its tokens in localStorage (spec 1 §4
 * "A token refresh event keeps the session going"); private apps and tests use memory.
 */

/** An access token with the refresh token that renews it. */
export interface TokenPair {
  accessToken: string;
  /** Absent for tokens that cannot be refreshed (private-app tokens, `srp_...`). */
  refreshToken?: string;
  /** When the access token expires (ms since epoch), if the server said so. */
  expiresAt?: number;
}

/** The token answer of `POST /auth/login`, `/auth/refresh` and `/account/stores` (auth contract). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
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
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    expiresAt: Number.isFinite(response.expires_in) ? now + response.expires_in * 1000 : undefined,
  };
}

/** Whether a value has the shape of a token answer. */
export function isTokenResponse(value: unknown): value is TokenResponse {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.access_token === 'string' && typeof v.refresh_token === 'string';
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
 * Tokens persisted in a Storage (the admin uses localStorage so a session survives reloads and
 * is shared by tabs). Changes made in other tabs are picked up through the `storage` event.
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
