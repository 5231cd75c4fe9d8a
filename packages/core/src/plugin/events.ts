/**
 * Typed events: the third way plugins meet (with API refs and slots) without importing each
 * other (ARCHITECTURE.md "A plugin"). E.g. the orders plugin emits `order.refunded`; the
 * reviews plugin listens. No React here; the hooks are in events-react.ts.
 */

/** A typed event name. `TPayload` is carried only in the type. */
export interface EventRef<TPayload> {
  readonly name: string;
  readonly __payload?: TPayload;
}

/**
 * Declares an event. Names are namespaced by the emitting plugin: `orders.refunded`.
 *
 * @example
 * export const orderRefunded = createEventRef<{ orderId: number; amount: number }>('orders.refunded');
 */
export function createEventRef<TPayload = void>(name: string): EventRef<TPayload> {
  return { name };
}

export interface EventBus {
  emit<TPayload>(ref: EventRef<TPayload>, payload: TPayload): void;
  /** Subscribes; returns the unsubscribe function. */
  on<TPayload>(ref: EventRef<TPayload>, handler: (payload: TPayload) => void): () => void;
}

/** An in-process event bus. A failing listener is reported and never stops the others. */
export function createEventBus(onError: (error: unknown, event: string) => void = console.error): EventBus {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    emit(ref, payload) {
      for (const handler of [...(handlers.get(ref.name) ?? [])]) {
        try {
          handler(payload);
        } catch (error) {
          onError(error, ref.name);
        }
      }
    },
    on(ref, handler) {
      const set = handlers.get(ref.name) ?? new Set();
      set.add(handler as (payload: unknown) => void);
      handlers.set(ref.name, set);
      return () => void set.delete(handler as (payload: unknown) => void);
    },
  };
}
