import { useCallback, useEffect, useRef } from 'react';
import { createApiRef } from './api-ref';
import { useApi } from './api-provider';
import type { EventBus, EventRef } from './events';

/** The admin's event bus. */
export const eventsApiRef = createApiRef<EventBus>('core.events');

/**
 * Listens to an event while the component is mounted (the latest handler is always called).
 *
 * @example
 * useEvent(orderRefunded, ({ orderId }) => queryClient.invalidateQueries(...));
 */
export function useEvent<TPayload>(ref: EventRef<TPayload>, handler: (payload: TPayload) => void): void {
  const bus = useApi(eventsApiRef);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => bus.on(ref, (payload) => latest.current(payload)), [bus, ref]);
}

/** A function that emits an event. */
export function useEmit<TPayload>(ref: EventRef<TPayload>): (payload: TPayload) => void {
  const bus = useApi(eventsApiRef);
  return useCallback((payload: TPayload) => bus.emit(ref, payload), [bus, ref]);
}
