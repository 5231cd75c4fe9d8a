import type { EventRef, ServiceRef } from '@storeroom/core/contract';
import type { ActionContext } from '../context';

/**
 * Service and event refs are declared in the owning plugin's contract
 * (`@storeroom/core/contract`): plugins never import each other, they meet through refs.
 */
export { createEventRef, createServiceRef } from '@storeroom/core/contract';
export type { EventRef, ServiceRef } from '@storeroom/core/contract';

/** What `provide()` returns: a service built per action context (so it runs in the caller's transaction and store). */
export interface ServiceProvision {
  readonly ref: ServiceRef<unknown>;
  readonly factory: (ctx: ActionContext) => unknown;
}

/** What `subscribe()` returns: a handler run in the publisher's transaction. */
export interface EventSubscription {
  readonly ref: EventRef<unknown>;
  readonly handler: (ctx: ActionContext, payload: unknown) => Promise<void> | void;
}

/**
 * Offers a service. The factory receives the caller's context: queries through `ctx.scope()`
 * stay in the caller's store and transaction.
 *
 * @example
 * provides: [provide(STOCK, (ctx) => ({ move: (moves) => applyMoves(ctx, moves), ... }))]
 */
export function provide<T>(ref: ServiceRef<T>, factory: (ctx: ActionContext) => T): ServiceProvision {
  return { ref: ref as ServiceRef<unknown>, factory };
}

/**
 * Subscribes to an event. Handlers run in order of plugin registration, inside the
 * publisher's transaction: a handler that throws rolls the whole action back.
 */
export function subscribe<T>(
  ref: EventRef<T>,
  handler: (ctx: ActionContext, payload: T) => Promise<void> | void,
): EventSubscription {
  return { ref: ref as EventRef<unknown>, handler: handler as EventSubscription['handler'] };
}

/** The services and subscriptions of all registered plugins. */
export interface PluginBus {
  use<T>(ctx: ActionContext, ref: ServiceRef<T>): T | undefined;
  emit<T>(ctx: ActionContext, ref: EventRef<T>, payload: T): Promise<void>;
}

export function createPluginBus(
  plugins: readonly {
    id: string;
    provides?: readonly ServiceProvision[];
    subscribes?: readonly EventSubscription[];
  }[],
): PluginBus {
  const providers = new Map<string, { plugin: string; factory: ServiceProvision['factory'] }>();
  const subscribers = new Map<string, EventSubscription['handler'][]>();
  for (const plugin of plugins) {
    for (const p of plugin.provides ?? []) {
      const taken = providers.get(p.ref.id);
      if (taken)
        throw new Error(
          `Plugins "${taken.plugin}" and "${plugin.id}" both provide the service "${p.ref.id}": only one may.`,
        );
      providers.set(p.ref.id, { plugin: plugin.id, factory: p.factory });
    }
    for (const s of plugin.subscribes ?? []) {
      const list = subscribers.get(s.ref.id) ?? [];
      list.push(s.handler);
      subscribers.set(s.ref.id, list);
    }
  }
  return {
    use<T>(ctx: ActionContext, ref: ServiceRef<T>): T | undefined {
      return providers.get(ref.id)?.factory(ctx) as T | undefined;
    },
    async emit<T>(ctx: ActionContext, ref: EventRef<T>, payload: T): Promise<void> {
      for (const handler of subscribers.get(ref.id) ?? []) await handler(ctx, payload);
    },
  };
}
