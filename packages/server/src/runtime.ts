import type { Context, Hono } from 'hono';
import { can } from '@storeroom/core/access';
import type { AccessAction, AccessSubject } from '@storeroom/core/access';
import type { ActionContext, Caller, ServerServices, StoreContext } from './context';
import type { Executor } from './db/database';
import type { Logger } from './logging/logger';
import { livePublisher, memoryLiveBus } from './live/bus';
import type { LiveBus } from './live/bus';
import { forbidden } from './http/errors';
import type { RateLimit } from './http/rate-limit';
import type { PluginBus } from './plugins/services';
import { scopeTable } from './tenancy';

/** Hono variables set per request. */
export interface AppEnv {
  /** `log`: the request's logger (its lines carry the request id). */
  Variables: { caller: Caller; store: StoreContext; log: Logger };
}

export type Api = Hono<AppEnv>;

/**
 * Who may call a route: a subject and the action on it, any signed-in user (their own
 * account), or anyone (sign-in). There is no default: every route says which.
 */
export type RouteAccess =
  | { subject: AccessSubject; action: AccessAction }
  | { signedIn: true; owner?: false; privateApps?: boolean }
  | { public: true };

/** What route handlers get from the server: the database, services and the request guard. */
export interface Runtime {
  db(): Executor;
  services: ServerServices;
  /** The live channel's bus (publish outside a request: jobs, schedules). */
  live: LiveBus;
  /** Resolves the caller from the bearer token (401 when missing or invalid) and checks access (403). */
  authorize(c: Context<AppEnv>, access: RouteAccess): Promise<void>;
  /** The action context for the current request on `db` (a transaction or the database). */
  context(c: Context<AppEnv>, db?: Executor): ActionContext;
  /** Counts one call of a rate-limited route by the authorised caller (429 past its limit). */
  limit?(c: Context<AppEnv>, limit: RateLimit): Promise<void>;
  /** A public route's request becomes a `visitor` of the store (404 when it does not exist). */
  visit?(c: Context<AppEnv>, storeId: number, notFound?: string): Promise<void>;
}

export function actionContext(
  caller: Caller,
  store: StoreContext,
  db: Executor,
  services: ServerServices,
  bus: PluginBus = NO_PLUGINS,
  subjects?: ReadonlyMap<string, AccessSubject>,
): ActionContext {
  const ctx: ActionContext = {
    caller,
    store,
    db,
    services,
    live: livePublisher((services.live ??= memoryLiveBus()), db, store.id),
    scope: (table) => scopeTable(db, table, store.id),
    jobs: {
      enqueue: (ref, input, options) => {
        if (!services.jobs) throw new Error(`Job "${ref.id}" cannot be queued here: there is no job queue.`);
        return services.jobs.enqueue(db, { storeId: store.id, caller }, ref, input, options);
      },
    },
    // The assembled subject (every contract's options) answers, whichever copy the caller holds.
    can: (subject, action = 'read') => can(caller.principal, subjects?.get(subject.id) ?? subject, action),
    use: (ref) => bus.use(ctx, ref),
    emit: (ref, payload) => bus.emit(ctx, ref, payload),
    // Drizzle runs a transaction opened inside a transaction as a SAVEPOINT.
    savepoint: (fn) =>
      db.transaction((inner) =>
        fn(actionContext(caller, store, inner as unknown as Executor, services, bus, subjects)),
      ),
  };
  return ctx;
}

const NO_PLUGINS: PluginBus = { use: () => undefined, emit: async () => {} };

/** Throws 403 unless the caller may perform `action` on `subject`. */
export function assertCan(caller: Caller, subject: AccessSubject, action: AccessAction): void {
  if (!can(caller.principal, subject, action)) throw forbidden();
}
