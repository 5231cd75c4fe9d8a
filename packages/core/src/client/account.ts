import { tokensFromResponse } from './tokens';
import type { TokenPair, TokenResponse } from './tokens';
import type { AccessRule } from '../access';
import type { SessionHttpClient } from './http';

/** The account's profile (spec 1 §3 "Account"). */
export interface AccountProfile {
  full_name: string;
  email: string;
  photo: string | null;
  signature: string | null;
  address: string | null;
  phone: string | null;
}

/** One store the account can open (spec 1 §3 `Account.stores`). */
export interface AccountStore {
  id: number;
  title: string;
  subdomain: string;
  current: boolean;
}

/** The current store's settings that change behaviour everywhere (ARCHITECTURE.md "Stores"). */
export interface StoreContext {
  id: number;
  title: string;
  subdomain: string;
  /** IANA time zone; default "UTC" (spec 1 §9). */
  timezone: string;
  /** ISO currency code, e.g. "USD". */
  currency: string;
  weight_unit: string;
}

/** `GET /account`: the authenticated user (auth contract). */
export interface Account {
  id: number;
  is_employee: boolean;
  disabled: boolean;
  is_paused: boolean;
  plan_id: number | null;
  created_at: string;
  on_trial: boolean;
  profile: AccountProfile;
  /** `[]` for the owner; employees: one rule per subject. */
  access: AccessRule[];
  /** Admin paths of the header favourites (spec 4 §4). */
  menu: { favourites: string[] };
  stores: AccountStore[];
  store: StoreContext;
}

/** `PATCH /account` body. */
export interface AccountUpdate {
  profile?: Partial<AccountProfile> & { password?: string; old_password?: string };
  menu?: { favourites: string[] };
}

/** `GET /account/support-info`. */
export interface SupportInfo {
  email: string;
  phone: string;
  hours: string;
}

export interface LoginCredentials {
  email: string;
  password: string;
}

/** The session calls of the auth contract (no React; used by the admin and by Node scripts). */
export interface AuthApi {
  /** `POST /auth/login`; stores and returns the tokens. Rejects with the server's ApiError. */
  login(credentials: LoginCredentials): Promise<TokenPair>;
  /** `POST /auth/logout` (revokes the refresh family; failures ignored), then clears the tokens. */
  logout(): Promise<void>;
  /** `POST /account/stores { store_id }`: tokens for another store, stored. */
  switchStore(storeId: number): Promise<TokenPair>;
}

/** Account calls of the header and account page (spec 1 §7, spec 4 §7 "Header"). */
export interface AccountApi {
  get(options?: { signal?: AbortSignal }): Promise<Account>;
  update(body: AccountUpdate): Promise<Account>;
  /** `POST /account/signature` (multipart `file`). */
  uploadSignature(file: Blob, filename?: string): Promise<Account>;
  listStores(): Promise<AccountStore[]>;
  supportInfo(): Promise<SupportInfo>;
}

/** The auth calls over an {@link SessionHttpClient}. */
export function createAuthApi(http: SessionHttpClient): AuthApi {
  return {
    async login(credentials) {
      const answer = await http.request<TokenResponse>('POST', '/auth/login', { body: credentials });
      const tokens = tokensFromResponse(answer);
      http.tokens.set(tokens);
      return tokens;
    },
    async logout() {
      const refreshToken = http.tokens.get()?.refreshToken;
      http.tokens.set(null);
      if (!refreshToken) return;
      try {
        await http.request('POST', '/auth/logout', { body: { refresh_token: refreshToken } });
      } catch {
        // The local session is gone either way; a failed revoke only leaves a token to expire.
      }
    },
    async switchStore(storeId) {
      const answer = await http.request<TokenResponse>('POST', '/account/stores', {
        body: { store_id: storeId },
      });
      const tokens = tokensFromResponse(answer);
      http.tokens.set(tokens);
      return tokens;
    },
  };
}

/** The account calls over an {@link SessionHttpClient}. */
export function createAccountApi(http: SessionHttpClient): AccountApi {
  return {
    get: (options) => http.request<Account>('GET', '/account', { signal: options?.signal }),
    update: (body) => http.request<Account>('PATCH', '/account', { body }),
    uploadSignature(file, filename = 'signature.png') {
      const form = new FormData();
      form.append('file', file, filename);
      return http.request<Account>('POST', '/account/signature', { body: form });
    },
    listStores: async () => (await http.request<{ items: AccountStore[] }>('GET', '/account/stores')).items,
    supportInfo: () => http.request<SupportInfo>('GET', '/account/support-info'),
  };
}
