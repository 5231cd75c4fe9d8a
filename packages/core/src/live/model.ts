/**
 * The live channel's shared vocabulary (zod-free, no React): its path, event refs a plugin
 * declares in its contract and publishes from its handlers, and the core's own events.
 */
import type { JobView } from '../contract/core-model';

/** `GET /api/v1/live`: the server-sent event stream of the signed-in caller's store. */
export const LIVE_PATH = '/live';

/** A live event a plugin declares in its contract: its name and (as a type) its payload. */
export interface LiveEventRef<TPayload> {
  readonly kind: 'live-event';
  /** The event's name on the wire (the SSE `event:` field), e.g. `orders.updated`. */
  readonly type: string;
  /** Type-only: the payload. */
  readonly __payload?: TPayload;
}

/** The payload type of a live event ref. */
export type LiveEventPayload<TRef> = TRef extends LiveEventRef<infer TPayload> ? TPayload : never;

const LIVE_EVENT_TYPE = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

/**
 * Declares a live event: `ctx.live.publish(ref, audience, payload)` on the server,
 * `useLiveEvent(ref, handler)` in the admin.
 *
 * @example
 * export const ORDER_UPDATED = createLiveEventRef<{ id: number }>('orders.updated');
 */
export function createLiveEventRef<TPayload>(type: string): LiveEventRef<TPayload> {
  if (!LIVE_EVENT_TYPE.test(type))
    throw new Error(`Live event "${type}": use lower-case words joined by dots, e.g. "orders.updated".`);
  return { kind: 'live-event', type };
}

/** The core's job event: a background job's view each time it changes (queued, progress, done). */
export const JOB_LIVE_EVENT = createLiveEventRef<JobView>('job');
