/**
 * Verified access token → its caller and store, kept for the token's lifetime so a request
 * skips the JWT check and the session query (issue 16 item 7: on the embedded PGlite every
 * query costs about a millisecond of CPU in PGlite itself).
 *
 * Exactness: every write to what a caller is made of (`stores`, `employees`,
 * `refresh_tokens`: a disabled or deleted employee, changed rules, a revoked sign-in or a
 * changed password, a store's settings) fires a statement-level trigger that NOTIFYs
 * `storeroom_auth`; the notification empties the cache. PostgreSQL sends a NOTIFY only when
 * the writing transaction commits (none on rollback), and PGlite hands it to its listeners
 * while it reads the COMMIT's answer, before the writer's code goes on: a request that
 * starts after a write has returned never sees a cached caller from before it. A lookup that
 * was running while a notification came is not kept (the generation check).
 *
 * Used on PGlite only (one process, one connection). On PostgreSQL the notification reaches
 * the other connections (and the other API processes) a little after the commit, so a
 * request right after a sign-out could still be let in: there the session is read on every
 * request, as before, and only the token's signature check is kept (`claimsOf`: a signature
 * stays valid until the token expires, whatever happens to the session).
 */
import type { Caller, StoreContext } from '../context';
import type { AccessClaims } from './tokens';
import type { Database } from '../db/database';
import type { Migration } from '../db/migrate';

/** The channel the triggers notify (PGlite: one database per instance, no schema to tell apart). */
export const AUTH_CHANGED_CHANNEL = 'storeroom_auth';

const TABLES = ['stores', 'employees', 'refresh_tokens'] as const;

/** Owner `core-auth`: the triggers that announce a change to sessions, employees or stores. */
export const authCacheMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'sessions, employees and stores announce their changes',
    sql: [
      `create function storeroom_auth_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${AUTH_CHANGED_CHANNEL}', '');
        return null;
      end
      $$`,
      ...TABLES.map(
        (t) =>
          `create trigger ${t}_auth_changed after insert or update or delete on ${t}
            for each statement execute function storeroom_auth_changed()`,
      ),
      ...TABLES.map(
        (t) =>
          `create trigger ${t}_auth_truncated after truncate on ${t}
            for each statement execute function storeroom_auth_changed()`,
      ),
    ],
  },
];

export interface ResolvedCaller {
  caller: Caller;
  store: StoreContext;
}

interface Entry {
  value: ResolvedCaller;
  /** The token's `exp` (seconds since the epoch). */
  exp: number;
}

/** At most this many signed-in tokens are kept (the oldest goes first). */
const MAX_ENTRIES = 10_000;

/** A verified token's claims: what its signature says never changes, only whether it expired. */
export type VerifiedClaims = AccessClaims & { exp: number };

/** jose's rule: expired once `exp` is not after the current whole second. */
const expired = (exp: number) => exp <= Math.floor(Date.now() / 1000);

/** Keeps at most MAX_ENTRIES, the oldest going first. */
function keep<V>(map: Map<string, V>, key: string, value: V): void {
  if (map.size >= MAX_ENTRIES) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}

export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Tokens whose signature was checked (on PostgreSQL too): a request skips the HMAC check;
   * the session is still read. Only valid tokens are kept, under the key they were checked with.
   */
  private readonly verified = new Map<string, VerifiedClaims>();
  private verifiedWith: Uint8Array | undefined;
  private enabled = false;
  private stopListening: (() => Promise<void>) | undefined;
  /** Bumped by every change notification: lookups that overlapped one are not kept. */
  generation = 0;

  /** Starts caching on an embedded PGlite (listening for changes); on PostgreSQL it stays off. */
  async start(database: Database): Promise<void> {
    if (database.kind !== 'pglite' || this.enabled) return;
    const client = (database.db as unknown as { $client: PgliteListener }).$client;
    const unlisten = await client.listen(AUTH_CHANGED_CHANNEL, () => this.invalidate());
    this.stopListening = async () => {
      if (!client.closed) await unlisten().catch(() => {});
    };
    this.invalidate();
    this.enabled = true;
  }

  async stop(): Promise<void> {
    this.enabled = false;
    this.invalidate();
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  /** The cached caller of `token`, a copy the request may change, while the token is valid. */
  get(token: string): ResolvedCaller | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (expired(entry.exp)) {
      this.entries.delete(token);
      return undefined;
    }
    return { caller: { ...entry.value.caller }, store: { ...entry.value.store } };
  }

  /** Keeps a lookup made from `generation` on, unless a change came meanwhile. */
  set(token: string, exp: number, value: ResolvedCaller, generation: number): void {
    if (!this.enabled || generation !== this.generation) return;
    keep(this.entries, token, { value: { caller: { ...value.caller }, store: { ...value.store } }, exp });
  }

  /** The claims of `token` checked before with `secret`, while it has not expired. */
  claimsOf(secret: Uint8Array, token: string): VerifiedClaims | undefined {
    if (secret !== this.verifiedWith) return undefined;
    const claims = this.verified.get(token);
    if (claims && expired(claims.exp)) {
      this.verified.delete(token);
      return undefined;
    }
    return claims;
  }

  /** Keeps a token whose signature `secret` verified. */
  keepClaims(secret: Uint8Array, token: string, claims: VerifiedClaims): void {
    if (secret !== this.verifiedWith) {
      this.verified.clear();
      this.verifiedWith = secret;
    }
    keep(this.verified, token, claims);
  }
}

interface PgliteListener {
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
  closed?: boolean;
}
