/**
 * Typed API references (dependency injection, as Backstage's API refs): a plugin registers an
 * implementation under a ref; components get it with `useApi(ref)`; tests and stories put a
 * fake under the same ref. No React here.
 */

/** A typed key for one API. `T` is carried only in the type. */
export interface ApiRef<T> {
  readonly id: string;
  /** Phantom field: never set at run time. */
  readonly __type?: T;
}

/**
 * Creates a typed API ref. Ids are namespaced by the owning plugin, e.g. `orders.client`.
 *
 * @example
 * export const ordersApiRef = createApiRef<OrdersClient>('orders.client');
 */
export function createApiRef<T>(id: string): ApiRef<T> {
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(id)) {
    throw new Error(`Invalid API ref id "${id}": use letters, digits, ".", "_" or "-".`);
  }
  return { id, toString: () => `ApiRef(${id})` } as ApiRef<T>;
}

/** What a factory gets to build its API: the other registered APIs (e.g. the HTTP client). */
export interface ApiContext {
  get<T>(ref: ApiRef<T>): T;
}

/** A plugin's API registration: a ref and how to build it (lazily, on first use). */
export interface ApiFactory<T = unknown> {
  ref: ApiRef<T>;
  factory: (context: ApiContext) => T;
}

/**
 * Pairs a ref with its factory, keeping the types tied.
 *
 * @example
 * apis: [createApiFactory(ordersApiRef, ({ get }) => createOrdersClient(get(httpApiRef)))]
 */
export function createApiFactory<T>(ref: ApiRef<T>, factory: (context: ApiContext) => T): ApiFactory<T> {
  return { ref, factory };
}

/** A ref paired with a ready implementation (tests and stories). */
export type ApiEntry<T = unknown> = readonly [ApiRef<T>, T];

/** A fixed implementation entry, typed: `apiEntry(ordersApiRef, fakeOrders)`. */
export function apiEntry<T>(ref: ApiRef<T>, implementation: T): ApiEntry<T> {
  return [ref, implementation];
}

/** The registry every `useApi` reads. */
export interface ApiHolder {
  get<T>(ref: ApiRef<T>): T;
  has(ref: ApiRef<unknown>): boolean;
}

/**
 * An API registry: factories are built once, on first `get`; entries given as implementations
 * win over factories (that is how fakes replace real APIs). A missing API is a clear error.
 */
export class ApiRegistry implements ApiHolder {
  private readonly factories = new Map<string, ApiFactory<unknown>>();
  private readonly instances = new Map<string, unknown>();
  private readonly building = new Set<string>();

  constructor(
    factories: readonly ApiFactory<unknown>[] = [],
    implementations: readonly ApiEntry<unknown>[] = [],
    private readonly parent?: ApiHolder,
  ) {
    for (const f of factories) this.factories.set(f.ref.id, f);
    for (const [ref, impl] of implementations) this.instances.set(ref.id, impl);
  }

  has(ref: ApiRef<unknown>): boolean {
    return this.instances.has(ref.id) || this.factories.has(ref.id) || (this.parent?.has(ref) ?? false);
  }

  get<T>(ref: ApiRef<T>): T {
    if (this.instances.has(ref.id)) return this.instances.get(ref.id) as T;
    const factory = this.factories.get(ref.id);
    if (!factory) {
      if (this.parent?.has(ref)) return this.parent.get(ref);
      throw new Error(
        `No implementation for API "${ref.id}". Register it in a plugin's \`apis\` or pass it to <ApiProvider apis={[[ref, impl]]}>.`,
      );
    }
    if (this.building.has(ref.id)) throw new Error(`API "${ref.id}" depends on itself.`);
    this.building.add(ref.id);
    try {
      const instance = factory.factory({ get: (other) => this.get(other) });
      this.instances.set(ref.id, instance);
      return instance as T;
    } finally {
      this.building.delete(ref.id);
    }
  }
}
