import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AccessAction, AccessRule, AccessSubject } from '@storeroom/core/access';
import { endpointAction } from '@storeroom/core/contract';
import type { EndpointContract, PathParamNames, PluginContract } from '@storeroom/core/contract';
import type { ActionContext } from './context';
import type { Executor } from './db/database';
import type { Migration } from './db/migrate';
import type { JobImplementation } from './jobs/define';
import type { RateLimit } from './http/rate-limit';
import type { AnyResource } from './resource/engine';
import type { EventSubscription, ServiceProvision } from './plugins/services';
import type { ScopedTable, StoreTable } from './tenancy';

export type RouteMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** What a domain action's handler receives besides the context. */
export interface ActionInput<TBody> {
  /** Path parameters (`:id` → `params.id`, a string; use `parseId`). */
  params: Record<string, string>;
  query: Record<string, string>;
  /** The body, validated by `body` (`{}` when no schema is given). */
  body: TBody;
  request: Request;
}

/**
 * A domain action (refund, fulfil, receive transfer, ...): an explicit handler run in ONE
 * database transaction with the caller's store context, after the access check.
 */
export interface ActionRoute<TBody = unknown> {
  method: RouteMethod;
  /** Path under /api/v1, e.g. `/orders/:id/refund`. */
  path: string;
  /** The subject checked. Required: a route without one stops the server at start-up. */
  subject: AccessSubject;
  /** The action needed on the subject; default `read` for GET and `update` otherwise. */
  action?: AccessAction;
  /**
   * Open to every signed-in owner and employee (never private apps), whatever their rules:
   * for a user's own things (feedback to the provider, spec 1 §7 "Contact"). `subject` then
   * only names the area.
   */
  signedIn?: boolean;
  /**
   * A multipart upload (e.g. the orders' CSV mass fulfilment): the body is not read as JSON
   * and `body` is not used; the handler reads `request.formData()`. `maxBytes` replaces the
   * JSON body limit for this route (413 above it).
   */
  multipart?: { maxBytes: number };
  /** Validates the JSON body (422 `{ errors }` on failure). */
  body?: z.ZodType<TBody>;
  /** Validates the query parameters (422 `{ errors }` on failure); the handler gets the parsed value. */
  query?: z.ZodType;
  /** The contract endpoint this route implements (set by `implement`). */
  endpoint?: EndpointContract;
  /**
   * Calls per caller and per client IP in a window (http/rate-limit.ts), counted in the
   * database once the caller is authorised; 429 past it. For actions that reach outside the
   * store, such as sending e-mail.
   */
  rateLimit?: RateLimit;
  /**
   * No token is checked (a storefront's call, a link from an e-mail): see {@link PublicAccess}.
   * Its `rateLimit` counts per client IP, before the store is looked up.
   */
  public?: PublicAccess;
  /** Returns the JSON answer (200), `undefined` (204) or a `Response`. Throw `HttpError` to refuse. */
  handler(ctx: ActionContext, input: ActionInput<TBody>): Promise<unknown>;
}

/**
 * How a public route (no token) finds its store: the request names it in its input (a store
 * key, a one-time token). The handler then runs as a `visitor` caller of that store, who holds
 * no access rule (`ctx.can` is false for everything) and is limited to that store's rows.
 */
export interface PublicAccess {
  /** The store the validated input names, or `undefined` (404 with `notFound`). */
  store(input: ActionInput<unknown>, db: Executor): Promise<number | undefined>;
  /** The 404 message when no store matches (default `Not found.`). */
  notFound?: string;
}

/**
 * Declares a domain action.
 *
 * @example
 * action({
 *   method: 'POST',
 *   path: '/orders/:id/refund',
 *   subject: SUBJECTS.orders,
 *   action: 'refund',
 *   body: z.object({ amount: z.number().positive() }),
 *   async handler(ctx, { params, body }) {
 *     const orders = ctx.scope(ordersTable);
 *     const order = await orders.get(parseId(params.id));
 *     if (!order) throw notFound();
 *     await orders.update(order.id, { refunded: order.refunded + body.amount });
 *     return orders.get(order.id);
 *   },
 * });
 */
export function action<TBody = Record<string, never>>(route: ActionRoute<TBody>): ActionRoute<TBody> {
  return route;
}

/** What a handler of a contract endpoint receives: params, query and body typed from the contract. */
export interface ImplementInput<TEndpoint extends EndpointContract> {
  /** Path parameters as sent (strings; `parseId` turns an id into a number or a 404). */
  params: Record<PathParamNames<TEndpoint['path']>, string>;
  /** The query, parsed by the contract's `query` schema (raw strings when it has none). */
  query: TEndpoint['query'] extends z.ZodType ? z.output<TEndpoint['query']> : Record<string, string>;
  /** The body, parsed by the contract's `body` schema (multipart: read `request.formData()`). */
  body: TEndpoint['body'] extends z.ZodType ? z.output<TEndpoint['body']> : Record<string, never>;
  request: Request;
}

/** What a handler of a contract endpoint may answer: its response (as sent), nothing (204) or a `Response`. */
export type ImplementResult<TEndpoint extends EndpointContract> =
  (TEndpoint['response'] extends z.ZodType ? z.input<TEndpoint['response']> : unknown) | Response | undefined;

/**
 * Implements a contract endpoint: method, path, subject, action, body and query checks come
 * from the contract; only the handler is written. Runs in one transaction (GET: none).
 *
 * @example
 * implement(ordersContract.endpoints.refund, async (ctx, { params, body }) => refund(ctx, parseId(params.id), body))
 */
export function implement<const TEndpoint extends EndpointContract>(
  endpoint: TEndpoint,
  handler: (ctx: ActionContext, input: ImplementInput<TEndpoint>) => Promise<ImplementResult<TEndpoint>>,
  options: { rateLimit?: RateLimit; public?: PublicAccess } = {},
): ActionRoute<unknown> {
  // A public endpoint names its store in its input: the server must be told how to find it.
  if (endpoint.public && !options.public)
    throw new Error(
      `Public endpoint ${endpoint.method} ${endpoint.path} needs \`public: { store }\` to find its store.`,
    );
  return {
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    ...(endpoint.public && options.public ? { public: options.public } : {}),
    method: endpoint.method,
    path: endpoint.path,
    subject: endpoint.subject,
    action: endpointAction(endpoint),
    ...(endpoint.signedIn ? { signedIn: true } : {}),
    ...(endpoint.multipart ? { multipart: endpoint.multipart } : {}),
    ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
    ...(endpoint.query ? { query: endpoint.query } : {}),
    endpoint,
    handler: handler as unknown as ActionRoute<unknown>['handler'],
  };
}

/** What a plugin's seed receives. */
export interface SeedContext {
  db: Executor;
  /** The demo stores, first one the main store. */
  storeIds: readonly number[];
  /** A table seen through one store (store_id set on insert). */
  scope<TTable extends StoreTable>(table: TTable, storeId: number): ScopedTable<TTable>;
  /** Scale options from the seed command (`--orders 100000` → `{ orders: 100000 }`). */
  scale: Readonly<Record<string, number>>;
  /**
   * How many independent bulk loads (each its own statements or transaction on `db`) a seed
   * may run at the same time: 1 on the embedded PGlite (one connection, in this process), 2 on
   * PostgreSQL (pooled connections, each served by its own server process, so a second load
   * uses a second core while the first one waits for the database).
   */
  parallelLoads: number;
  /**
   * The store owner's action context for a store: use it to call other plugins' services
   * and publish events while seeding (e.g. the products seed publishes `PRODUCT_SAVED`, so
   * the inventory plugin gets its lines).
   */
  context(storeId: number): Promise<ActionContext>;
}

/**
 * The server side of a plugin: its tables, versioned migrations, resources, domain actions
 * and demo data. Give it to `createServer({ plugins })`.
 */
export interface ServerPlugin {
  /** Unique id; also the owner of its migrations. */
  id: string;
  /**
   * The plugin's contract: its subjects (merged with every other plugin's), and the endpoints
   * and resources this server part must implement (checked at start-up) and the OpenAPI
   * document lists.
   */
  contract?: PluginContract;
  /** The plugin's Drizzle tables (for its own queries and drizzle-kit). */
  tables?: Record<string, PgTable>;
  /** Versioned migrations, applied once each in order at start-up. */
  migrations?: readonly Migration[];
  resources?: readonly AnyResource[];
  routes?: readonly ActionRoute<never>[] | readonly ActionRoute<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- routes with different bodies
  /**
   * The background jobs its contract declares (`contract.jobs`), each implemented once:
   * `implementJob(REF, async ({ input, ctx, progress, signal }) => result, { retryLimit })`.
   */
  jobs?: readonly JobImplementation<any, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- jobs of any input and result
  /** Services this plugin offers the others (`provide(STOCK, ...)`); one provider per service. */
  provides?: readonly ServiceProvision[];
  /** Events this plugin reacts to (`subscribe(PRODUCT_SAVED, ...)`), run in the publisher's transaction. */
  subscribes?: readonly EventSubscription[];
  /**
   * Rules on this plugin's subjects that the demo seed gives its demo people: the demo
   * employee (`employee@storeroom.test`), the second store's manager and the "Warehouse sync"
   * private app. The core knows no plugin's options, so each plugin brings its own.
   */
  demoAccess?: {
    employee?: readonly AccessRule[];
    outletManager?: readonly AccessRule[];
    privateApp?: readonly AccessRule[];
  };
  /** Loads deterministic demo data; runs once when the demo seed runs (plugins in registration order). */
  seed?(ctx: SeedContext): Promise<void>;
}

/**
 * Declares a plugin's server part.
 *
 * @example
 * export const ordersServer = defineServerPlugin({
 *   id: 'orders',
 *   tables: { orders },
 *   migrations: [{ version: 1, name: 'orders', sql: ['create table orders (...)'] }],
 *   resources: [ordersResource],
 *   routes: [refundOrder],
 *   async seed({ scope, storeIds }) {
 *     await scope(orders, storeIds[0]!).insertMany([{ display_number: 1001, total: 25 }]);
 *   },
 * });
 */
export function defineServerPlugin(plugin: ServerPlugin): ServerPlugin {
  return plugin;
}
