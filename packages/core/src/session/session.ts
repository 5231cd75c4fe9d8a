/**
 * The admin session (spec 1 §2, §4; spec 4 §9): tokens, the cached account, the return
 * address, logout. State lives in jotai atoms of one store per admin, so React reads it with
 * `useAtomValue` and non-React code (the HTTP client's logout hook) writes it directly.
 */
import { atom, createStore } from 'jotai/vanilla';
import type { AccessRule, Principal } from '../access';
import type { Account, AccountApi, AccountUpdate, AuthApi, LoginCredentials } from '../client/account';
import type { KeyValueStorage, TokenStore } from '../client/tokens';

/** `GET /account` is cached for 3 days (spec 1 §9). */
export const ACCOUNT_CACHE_MS = 259_200_000;
/** The account is refreshed at most every 30 s (spec 4 §9). */
export const ACCOUNT_REFRESH_THROTTLE_MS = 30_000;
export const LOGIN_PATH = '/admin/user/login';
export const HOME_PATH = '/admin';
/** A disabled account is forced here (spec 1 §2). */
export const ACCOUNT_PATH = '/admin/site/account';
/** Default header favourites (spec 4 §4, §9): Dashboard, Orders, Reports. */
export const DEFAULT_FAVOURITES: readonly string[] = ['/admin', '/admin/orders', '/admin/reports'];

const ACCOUNT_KEY = 'storeroom.account';
const RETURN_KEY = 'storeroom.returnTo';

/** `/admin/user` and `/user` are the login area: no redirect to login happens there (spec 1 §2). */
export function isLoginArea(pathname: string): boolean {
  return /^\/(admin\/)?user(\/|$)/.test(pathname);
}

export type SessionStatus = 'anonymous' | 'loading' | 'ready';

export interface SessionState {
  status: SessionStatus;
  account: Account | null;
}

/** What the access model needs from an account. */
export function principalOf(account: Account | null): Principal | null {
  if (!account) return null;
  if (!account.is_employee) return { kind: 'owner' };
  return { kind: 'employee', access: (account.access ?? []) as readonly AccessRule[] };
}

export interface SessionOptions {
  storage: KeyValueStorage;
  tokens: TokenStore;
  auth: AuthApi;
  account: AccountApi;
  /** The address the user is on (saved as the return address when the session is lost). */
  currentPath?: () => string;
  /** Called when store-scoped data goes stale: logout and store switch (clear query caches). */
  onReset?: () => void;
  now?: () => number;
}

interface CachedAccount {
  savedAt: number;
  account: Account;
}

export class Session {
  readonly store = createStore();
  readonly stateAtom = atom<SessionState>({ status: 'anonymous', account: null });
  /** The user logged out on purpose: no return address is remembered until the next login. */
  explicitLogout = false;
  private lastFetchAt = 0;
  private inflight: Promise<Account> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: SessionOptions) {
    this.now = options.now ?? Date.now;
    const cached = this.readCache();
    const held = options.tokens.get();
    if (held) {
      // A cookie session after a reload shows nothing until the cookie refresh proved it is
      // still alive (the first request restores it), not even the cached account.
      if (cached && (held.accessToken || !held.refreshCookie)) {
        this.lastFetchAt = cached.savedAt;
        this.set({ status: 'ready', account: cached.account });
      } else this.set({ status: 'loading', account: null });
    }
    // Another tab logged out (or in): follow it.
    options.tokens.subscribe((tokens) => {
      if (!tokens && this.state.status !== 'anonymous') this.clear();
    });
  }

  get state(): SessionState {
    return this.store.get(this.stateAtom);
  }

  private set(state: SessionState) {
    this.store.set(this.stateAtom, state);
  }

  private readCache(): CachedAccount | null {
    try {
      const raw = this.options.storage.getItem(ACCOUNT_KEY);
      if (!raw) return null;
      const cached = JSON.parse(raw) as CachedAccount;
      if (typeof cached?.savedAt !== 'number' || !cached.account) return null;
      if (this.now() - cached.savedAt > ACCOUNT_CACHE_MS) return null;
      return cached;
    } catch {
      return null;
    }
  }

  private writeCache(account: Account | null) {
    try {
      if (account)
        this.options.storage.setItem(ACCOUNT_KEY, JSON.stringify({ savedAt: this.now(), account }));
      else this.options.storage.removeItem(ACCOUNT_KEY);
    } catch {
      // Storage unavailable: the account is simply fetched again next time.
    }
  }

  /** Whether there are tokens to make authenticated calls with. */
  get hasTokens(): boolean {
    return this.options.tokens.get() !== null;
  }

  /**
   * Loads `GET /account` unless it was loaded less than 30 s ago (`force` skips the throttle).
   * Concurrent calls share one request. A failure on a non-login page saves the return
   * address and logs out (spec 1 §4).
   */
  async refreshAccount(options: { force?: boolean } = {}): Promise<Account | null> {
    if (!this.hasTokens) return null;
    if (!options.force && this.state.account && this.now() - this.lastFetchAt < ACCOUNT_REFRESH_THROTTLE_MS) {
      return this.state.account;
    }
    if (this.inflight) return this.inflight;
    if (!this.state.account) this.set({ status: 'loading', account: null });
    this.lastFetchAt = this.now();
    this.inflight = this.options.account.get();
    try {
      const account = await this.inflight;
      this.writeCache(account);
      this.set({ status: 'ready', account });
      return account;
    } catch (error) {
      const path = this.options.currentPath?.() ?? HOME_PATH;
      if (!isLoginArea(path.split('?')[0]!)) {
        await this.logout({ returnTo: path });
      } else await this.logout();
      throw error;
    } finally {
      this.inflight = null;
    }
  }

  /** Logs in, loads the account and returns the address to go to (the remembered one or /admin). */
  async login(credentials: LoginCredentials): Promise<string> {
    this.writeCache(null);
    await this.options.auth.login(credentials);
    this.explicitLogout = false;
    await this.refreshAccount({ force: true });
    return this.takeReturnAddress() ?? HOME_PATH;
  }

  /** Clears the session (tokens revoked on the server); `returnTo` is remembered for after login. */
  async logout(options: { returnTo?: string } = {}): Promise<void> {
    if (options.returnTo) this.rememberReturnAddress(options.returnTo);
    else this.takeReturnAddress(); // a deliberate logout starts the next login afresh
    this.explicitLogout = !options.returnTo;
    this.clear();
    await this.options.auth.logout();
  }

  /** The HTTP client lost the session (refresh failed): remember where the user was. */
  sessionLost(): void {
    const path = this.options.currentPath?.();
    if (path && !isLoginArea(path.split('?')[0]!)) this.rememberReturnAddress(path);
    this.clear();
  }

  private clear() {
    this.writeCache(null);
    this.lastFetchAt = 0;
    this.set({ status: 'anonymous', account: null });
    this.options.onReset?.();
  }

  rememberReturnAddress(path: string): void {
    if (isLoginArea(path.split('?')[0]!)) return;
    try {
      this.options.storage.setItem(RETURN_KEY, path);
    } catch {
      // Without storage the user lands on /admin after login.
    }
  }

  /** The redirect after a deliberate logout happened: later deep links are remembered again. */
  acknowledgeLogout(): void {
    this.explicitLogout = false;
  }

  /** The remembered address, left in place (safe to call while rendering). */
  peekReturnAddress(): string | null {
    try {
      const path = this.options.storage.getItem(RETURN_KEY);
      return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
    } catch {
      return null;
    }
  }

  /** Reads and forgets the remembered address. */
  takeReturnAddress(): string | null {
    try {
      const path = this.options.storage.getItem(RETURN_KEY);
      this.options.storage.removeItem(RETURN_KEY);
      // Only local admin paths: never send the user to another site.
      return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
    } catch {
      return null;
    }
  }

  /** `PATCH /account`; the cached account is replaced by the answer. */
  async updateAccount(update: AccountUpdate): Promise<Account> {
    const account = await this.options.account.update(update);
    this.writeCache(account);
    this.set({ status: 'ready', account });
    return account;
  }

  /** Sets the account (e.g. after the signature upload answered with it). */
  setAccount(account: Account): void {
    this.writeCache(account);
    this.set({ status: 'ready', account });
  }

  /** Switches to another store: new tokens, fresh account. */
  async switchStore(storeId: number): Promise<Account | null> {
    await this.options.auth.switchStore(storeId);
    this.writeCache(null);
    this.options.onReset?.();
    return this.refreshAccount({ force: true });
  }
}
