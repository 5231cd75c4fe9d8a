/**
 * The session and account calls of the shell, DERIVED from the core contract: requests come
 * from its zod-free route table (`core-model.ts`), types from its schemas (type-only, so the
 * shell's first load carries no schema library). The function names are kept for the shell.
 */
import type { z } from 'zod';
import { createClient } from '../contract/client';
import type { ContractClient } from '../contract/client';
import type {
  accountProfileSchema,
  accountSchema,
  accountStoreSchema,
  accountUpdateSchema,
  coreContract,
  storeContextSchema,
  supportInfoSchema,
} from '../contract/core-contract';
import { coreRoutes } from '../contract/core-routes';
import { canRefresh, tokensFromResponse } from './tokens';
import type { TokenPair } from './tokens';
import type { HttpClient } from './types';
import type { SessionHttpClient } from './http';

/** The account's profile (spec 1 §3 "Account"). */
export type AccountProfile = z.output<typeof accountProfileSchema>;

/** One store the account can open (spec 1 §3 `Account.stores`). */
export type AccountStore = z.output<typeof accountStoreSchema>;

/** The current store's settings that change behaviour everywhere (ARCHITECTURE.md "Stores"). */
export type StoreContext = z.output<typeof storeContextSchema>;

/** `GET /account`: the authenticated user (the core contract's `getAccount`). */
export type Account = z.output<typeof accountSchema>;

/** `PATCH /account` body. */
export type AccountUpdate = z.input<typeof accountUpdateSchema>;

/** `GET /account/support-info`. */
export type SupportInfo = z.output<typeof supportInfoSchema>;

export interface LoginCredentials {
  email: string;
  password: string;
}

/** The session calls of the auth contract (no React; used by the admin and by Node scripts). */
export interface AuthApi {
  /** `POST /auth/login`; stores and returns the tokens. Rejects with the server's ApiError. */
  login(credentials: LoginCredentials): Promise<TokenPair>;
  /**
   * Clears the tokens, then `POST /auth/logout` (revokes the refresh family and clears the
   * cookie of a cookie session; failures ignored).
   */
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

/**
 * The core contract's endpoints on a transport, from the route table: the same method and
 * path the contract declares (it spreads the same rows), typed by the contract.
 */
function coreEndpoints(http: HttpClient): ContractClient<typeof coreContract> {
  return createClient(coreRoutes, http);
}

/** The auth calls over an {@link SessionHttpClient}. */
export function createAuthApi(http: SessionHttpClient): AuthApi {
  const core = coreEndpoints(http);
  return {
    async login(credentials) {
      const tokens = tokensFromResponse(await core.login({ body: credentials }));
      http.tokens.set(tokens);
      return tokens;
    },
    async logout() {
      const held = http.tokens.get();
      http.tokens.set(null);
      if (!canRefresh(held)) return;
      try {
        // The body's refresh token, or none: the server revokes its cookie's and clears it.
        await core.logout({ body: held?.refreshToken ? { refresh_token: held.refreshToken } : {} });
      } catch {
        // The local session is gone either way; a failed revoke only leaves a token to expire.
      }
    },
    async switchStore(storeId) {
      const tokens = tokensFromResponse(await core.switchStore({ body: { store_id: storeId } }));
      http.tokens.set(tokens);
      return tokens;
    },
  };
}

/** The account calls over an {@link SessionHttpClient}. */
export function createAccountApi(http: SessionHttpClient): AccountApi {
  const core = coreEndpoints(http);
  return {
    get: (options) => core.getAccount({ signal: options?.signal }),
    update: (body) => core.updateAccount({ body }),
    uploadSignature(file, filename = 'signature.png') {
      const form = new FormData();
      form.append('file', file, filename);
      return core.uploadSignature({ body: form });
    },
    listStores: async () => (await core.listStores()).items,
    supportInfo: () => core.supportInfo(),
  };
}
