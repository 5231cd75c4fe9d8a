import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AccessAction, AccessSubject } from '@storeroom/core/access';
import type { ActionContext } from './context';
import type { Executor } from './db/database';
import type { Migration } from './db/migrate';
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
  /** Returns the JSON answer (200), `undefined` (204) or a `Response`. Throw `HttpError` to refuse. */
  handler(ctx: ActionContext, input: ActionInput<TBody>): Promise<unknown>;
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
  /** The plugin's Drizzle tables (for its own queries and drizzle-kit). */
  tables?: Record<string, PgTable>;
  /** Versioned migrations, applied once each in order at start-up. */
  migrations?: readonly Migration[];
  resources?: readonly AnyResource[];
  routes?: readonly ActionRoute<never>[] | readonly ActionRoute<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- routes with different bodies
  /** Services this plugin offers the others (`provide(INVENTORY_STOCK, ...)`); one provider per service. */
  provides?: readonly ServiceProvision[];
  /** Events this plugin reacts to (`subscribe(PRODUCT_SAVED, ...)`), run in the publisher's transaction. */
  subscribes?: readonly EventSubscription[];
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
