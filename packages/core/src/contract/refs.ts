/**
 * Typed names that plugins share through their contracts: server services, server events and
 * admin slots. A ref is plain data (an id); its type travels only in TypeScript, so a
 * contract that declares refs costs nothing at run time and pulls in no server or React code.
 */

/** A typed name for a service one server plugin offers the others (`ctx.use(ref)`). */
export interface ServiceRef<T> {
  readonly kind: 'service';
  readonly id: string;
  /** Phantom field carrying the service type; never set. */
  readonly __service?: T;
}

/** A typed name for an event server plugins publish (`ctx.emit`) and subscribe to. */
export interface EventRef<T> {
  readonly kind: 'event';
  readonly id: string;
  /** Phantom field carrying the payload type; never set. */
  readonly __event?: T;
}

/** A typed extension point of an admin screen: the props its fills receive. */
export interface SlotRef<TProps> {
  readonly kind: 'slot';
  readonly id: string;
  /** Phantom field carrying the props type; never set. */
  readonly __props?: TProps;
}

/**
 * A typed name for a background job a plugin runs on the server's queue: its input and its
 * result. The contract declares it (`jobs: { exportOrders: EXPORT_ORDERS }`), the server part
 * implements it once (`implementJob(ref, handler)`), and handlers enqueue it inside their
 * transaction (`ctx.jobs.enqueue(ref, input)` → `{ id }`, followed with `GET /jobs/{id}`).
 */
export interface JobRef<TInput, TResult> {
  readonly kind: 'job';
  /** Namespaced by the owning plugin, e.g. `orders.export`. */
  readonly id: string;
  /** Phantom fields carrying the input and result types; never set. */
  readonly __input?: TInput;
  readonly __result?: TResult;
}

const REF_ID = /^[a-z0-9][a-z0-9._-]*$/i;

function checkId(kind: string, id: string): void {
  if (!REF_ID.test(id))
    throw new Error(`Invalid ${kind} ref id "${id}": use letters, digits, ".", "_" or "-".`);
}

/**
 * Declares a service another plugin may provide. Ids are namespaced by the owning plugin.
 *
 * @example
 * export const STOCK = createServiceRef<StockService>('stock.levels');
 */
export function createServiceRef<T>(id: string): ServiceRef<T> {
  checkId('service', id);
  return { kind: 'service', id };
}

/**
 * Declares an event.
 *
 * @example
 * export const PRODUCT_SAVED = createEventRef<CatalogueProduct>('products.saved');
 */
export function createEventRef<T>(id: string): EventRef<T> {
  checkId('event', id);
  return { kind: 'event', id };
}

/**
 * Declares a slot a screen renders with `<Slot slot={ref} {...props} />`; other plugins fill
 * it with `fillSlot(ref, { id, component })`.
 *
 * @example
 * export const REVIEW_PANEL_SECTIONS = createSlotRef<{ reviewId: number }>('reviews.panel.sections');
 */
export function createSlotRef<TProps extends object = object>(id: string): SlotRef<TProps> {
  checkId('slot', id);
  return { kind: 'slot', id };
}

/**
 * Declares a background job: its input and result types travel in TypeScript only.
 *
 * @example
 * export const EXPORT_ORDERS = createJobRef<{ email: string }, { fileId: number; url: string }>('orders.export');
 */
export function createJobRef<TInput, TResult = unknown>(id: string): JobRef<TInput, TResult> {
  checkId('job', id);
  return { kind: 'job', id };
}
