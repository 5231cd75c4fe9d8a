import type { AccessAction, AccessSubject, Principal } from '@storeroom/core/access';
import type { Executor } from './db/database';
import type { FileStorage } from './files/storage';
import type { JobEnqueuer } from './jobs/define';
import type { JobQueue } from './jobs/queue';
import type { LiveBus, LivePublisher } from './live/bus';
import type { Mailer } from './mail/mailer';
import type { EventRef, ServiceRef } from './plugins/services';
import type { ScopedTable, StoreTable } from './tenancy';

/** Who is calling, resolved from the bearer token on every request. */
export interface Caller {
  /** `visitor`: a public route's anonymous caller (a storefront, an e-mail link), id 0, no rules. */
  kind: 'owner' | 'employee' | 'private_app' | 'visitor';
  /** Account id (owner), employee id or private app id (0 for a visitor). */
  id: number;
  /** The account that owns the store. */
  accountId: number;
  /** The store named by the token: every query is limited to it. */
  storeId: number;
  /** The access model's principal (owner: everything; others: their rules). */
  principal: Principal;
  /** Refresh family of the session (owners and employees). */
  family?: string;
}

/** Store settings that change behaviour everywhere (ARCHITECTURE.md "Stores"), read in one place. */
export interface StoreContext {
  id: number;
  accountId: number;
  title: string;
  subdomain: string;
  /** IANA zone; `UTC` by default (spec 1 §9). */
  timezone: string;
  /** Default currency, `USD` by default (spec 3 §3). */
  currency: string;
  /** BCP 47 locale money is formatted in for people; `en-US` by default. */
  locale: string;
  /** Weight unit: kg 1, g 2, ml 3, lb 4, oz 5 (spec 3 §3). */
  weight_unit: number;
  order_prefix: string;
  order_suffix: string;
}

/** Services the server offers to resources and actions. */
export interface ServerServices {
  mail: Mailer;
  files: FileStorage;
  /** The live channel's bus (the server's; an in-process one when absent, e.g. a bare seed). */
  live?: LiveBus;
  /** The job queue (the server's; absent in contexts without a server, where enqueueing throws). */
  jobs?: JobQueue;
}

/**
 * What a resource hook or a domain action receives: the caller, their store, the database
 * (the action's transaction) and tenancy-scoped table access.
 */
export interface ActionContext {
  caller: Caller;
  store: StoreContext;
  /** The transaction of this action (or the database for reads). Prefer `scope()`. */
  db: Executor;
  /** A table seen through the caller's store: the one place store filtering happens. */
  scope<TTable extends StoreTable>(table: TTable): ScopedTable<TTable>;
  /** Whether the caller may perform `action` on `subject` (for finer checks inside a handler). */
  can(subject: AccessSubject, action?: AccessAction): boolean;
  services: ServerServices;
  /**
   * The live channel, in the caller's store: `ctx.live.publish({ type, audience, data })`
   * reaches the open `GET /api/v1/live` streams the audience allows, after this action's
   * transaction commits (never when it rolls back).
   */
  live: LivePublisher;
  /**
   * Background jobs: `ctx.jobs.enqueue(REF, input)` → `{ id }`, inserted in this action's
   * transaction (nothing runs when it rolls back), run later with this caller's context.
   */
  jobs: JobEnqueuer;
  /**
   * Another plugin's service (declared in its contract), bound to this
   * context, or `undefined` when no registered plugin provides it.
   */
  use<T>(ref: ServiceRef<T>): T | undefined;
  /** Publishes an event: subscribers run now, in this transaction (a throw rolls it back). */
  emit<T>(ref: EventRef<T>, payload: T): Promise<void>;
  /**
   * Runs `fn` in a savepoint of this action's transaction, with a context bound to it: when
   * `fn` throws, only its own writes are undone and the error goes on to the caller, who may
   * carry on with the rest of the action. One order of a mass action, one line of an import:
   * each is all or nothing, while the others still apply.
   */
  savepoint<T>(fn: (ctx: ActionContext) => Promise<T>): Promise<T>;
}
