/**
 * The live channel's bus: events a handler or a job publishes for the admins of a store,
 * delivered to the open `GET /api/v1/live` streams whose caller the audience allows.
 */
import type { AccessAction } from '@storeroom/core/access';
import type { LiveEventRef } from '@storeroom/core/contract';
import type { Executor } from '../db/database';

/**
 * Who may receive an event (always within its store):
 * - `{ accountId }`: the owner signed in with that account, nobody else;
 * - `{ caller: { kind, id } }`: that one owner, employee or private app (e.g. who started a job);
 * - `{ subject, action? }`: whoever may perform `action` (default `read`) on that subject, by
 *   their rules now (the assembled subject, every plugin's options);
 * - `{ store: true }`: everyone signed in to the store.
 */
export type LiveAudience =
  | { accountId: number }
  | { caller: { kind: 'owner' | 'employee' | 'private_app'; id: number } }
  | { subject: string; action?: AccessAction }
  | { store: true };

/** One event on the live channel. */
export interface LiveEvent {
  /** The store whose streams may receive it. */
  storeId: number;
  /** The event's name, e.g. `job` or `orders.updated` (the SSE `event:` field). */
  type: string;
  audience: LiveAudience;
  /** JSON-serialisable payload (the SSE `data:` field). */
  data: unknown;
}

export type LiveListener = (event: LiveEvent) => void;

/** Publishes and delivers live events (in process, or across processes through the database). */
export interface LiveBus {
  /** Publishes now (outside any transaction): every subscriber of every process receives it. */
  publish(event: LiveEvent): Promise<void>;
  /**
   * Publishes as part of `db`: when it is a transaction, the event is delivered only after it
   * commits and never when it rolls back. Buses without it deliver at once.
   */
  publishIn?(db: Executor, event: LiveEvent): Promise<void>;
  /** Receives every event published (any store, any audience); returns the unsubscribe. */
  subscribe(listener: LiveListener): () => void;
  /** Stops delivering and releases connections. */
  close(): Promise<void>;
}

/** What an action context offers: publishing in the caller's store, as part of its transaction. */
export interface LivePublisher {
  /** Delivered after the action's transaction commits (dropped when it rolls back). */
  publish(event: Omit<LiveEvent, 'storeId'>): Promise<void>;
  /** The same, typed by a contract's live event ref (`createLiveEventRef`). */
  publish<TPayload>(ref: LiveEventRef<TPayload>, audience: LiveAudience, data: TPayload): Promise<void>;
}

/** A bus's subscribers: `subscribe` for the bus, `deliver` to call them all (a throwing one does not stop the others). */
export function liveListeners(onError?: (e: unknown) => void) {
  const listeners = new Set<LiveListener>();
  return {
    subscribe(listener: LiveListener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    deliver(event: LiveEvent): void {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          onError?.(error);
        }
      }
    },
    clear: () => listeners.clear(),
  };
}

/**
 * The in-process bus: one process, delivery at once (no transaction awareness). The server
 * uses the database bus (`databaseLiveBus`); this one serves contexts without a server.
 */
export function memoryLiveBus(): LiveBus {
  const listeners = liveListeners();
  let closed = false;
  return {
    async publish(event) {
      if (!closed) listeners.deliver(structuredClone(event));
    },
    subscribe: listeners.subscribe,
    async close() {
      closed = true;
      listeners.clear();
    },
  };
}

/** The context's publisher: the caller's store, on the context's transaction. */
export function livePublisher(bus: LiveBus, db: Executor, storeId: number): LivePublisher {
  return {
    publish(
      first: Omit<LiveEvent, 'storeId'> | LiveEventRef<unknown>,
      audience?: LiveAudience,
      data?: unknown,
    ) {
      const event: LiveEvent =
        'kind' in first && first.kind === 'live-event'
          ? { storeId, type: first.type, audience: audience!, data }
          : { ...(first as Omit<LiveEvent, 'storeId'>), storeId };
      return bus.publishIn ? bus.publishIn(db, event) : bus.publish(event);
    },
  };
}
