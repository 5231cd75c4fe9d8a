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
 * request, as before.
 */
import type { Caller, StoreContext } from '../context';
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

export class CallerCache {
  private readonly entries = new Map<string, Entry>();
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
    // jose's rule: expired once `exp` is not after the current whole second.
    if (entry.exp <= Math.floor(Date.now() / 1000)) {
      this.entries.delete(token);
      return undefined;
    }
    return { caller: { ...entry.value.caller }, store: { ...entry.value.store } };
  }

  /** Keeps a lookup made from `generation` on, unless a change came meanwhile. */
  set(token: string, exp: number, value: ResolvedCaller, generation: number): void {
    if (!this.enabled || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, {
      value: { caller: { ...value.caller }, store: { ...value.store } },
      exp,
    });
  }
}

interface PgliteListener {
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
  closed?: boolean;
}
