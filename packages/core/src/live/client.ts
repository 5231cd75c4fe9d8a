/**
 * The admin's live channel client: ONE connection to `GET /api/v1/live` shared by every
 * subscriber, opened on the first subscription and closed after the last; read over fetch (the
 * bearer in the Authorization header, never in the URL), parsed with `eventsource-parser`.
 * A dropped stream is opened again after an exponential backoff with jitter; a 401 renews the
 * access token once (the session's refresh) before trying again. No React here.
 */
import type { LiveEventRef } from './model';

/** `idle`: nobody listens; `connecting`: the first attempt; `connected`; `reconnecting`: down, trying again; `offline`: no live channel (stories, a stand-in transport). */
export type LiveStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface LiveClientOptions {
  /** The stream's full address, e.g. `/api/v1/live`. */
  url: string;
  /** The current access token (read at every connection attempt). */
  token(): string | undefined;
  /** Renews the access token (the session's refresh); rejects when the session is over. */
  refresh(): Promise<string>;
  fetch?: typeof fetch;
  /** Backoff: the first delay (default 1 s), doubled per failed attempt up to `maxDelayMs` (30 s). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Jitter source in [0, 1) (tests); default Math.random. */
  random?(): number;
}

export interface LiveClient {
  /** Calls `handler` with each event's data; opens the shared connection if needed. Returns the unsubscribe. */
  subscribe<TPayload>(ref: LiveEventRef<TPayload>, handler: (payload: TPayload) => void): () => void;
  readonly status: LiveStatus;
  /** Called on every status change; returns the unsubscribe. */
  onStatus(listener: (status: LiveStatus) => void): () => void;
  /** Drops the connection and every subscriber (sign-out). */
  close(): void;
}

/** The delay before reconnect attempt `attempt` (0-based): exponential, half of it random. */
export function backoffDelay(attempt: number, base: number, max: number, random: () => number): number {
  const ceiling = Math.min(max, base * 2 ** attempt);
  return ceiling / 2 + (ceiling / 2) * random();
}

/** A client that never connects (stories and stand-in transports): `offline`, events never come. */
export function offlineLiveClient(): LiveClient {
  return { subscribe: () => () => undefined, status: 'offline', onStatus: () => () => undefined, close() {} };
}

/**
 * Creates the live client.
 *
 * @example
 * const live = createLiveClient({ url: '/api/v1/live', token: () => http.tokens.get()?.accessToken, refresh: () => http.refresh() });
 * const stop = live.subscribe(JOB_LIVE_EVENT, (job) => console.log(job.state));
 */
export function createLiveClient(options: LiveClientOptions): LiveClient {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const base = options.baseDelayMs ?? 1_000;
  const max = options.maxDelayMs ?? 30_000;
  const random = options.random ?? Math.random;
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  let status: LiveStatus = 'idle';
  let abort: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let subscribers = 0;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  };

  const deliver = (type: string, data: string) => {
    const set = handlers.get(type);
    if (!set) return;
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      return;
    }
    for (const handler of [...set]) handler(payload);
  };

  /** One connection: resolves when it ends (dropped, refused or aborted). */
  const connectOnce = async (controller: AbortController): Promise<'ended' | 'unauthorized' | 'failed'> => {
    const token = options.token();
    let response: Response;
    try {
      response = await fetchImpl(options.url, {
        method: 'GET',
        headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal: controller.signal,
      });
    } catch {
      return 'failed';
    }
    if (response.status === 401) return 'unauthorized';
    if (!response.ok || !response.body) return 'failed';
    // The parser loads with the first connection, not with the shell.
    const { createParser } = await import('eventsource-parser');
    setStatus('connected');
    attempt = 0;
    const parser = createParser({
      onEvent: (message) => {
        if (message.event) deliver(message.event, message.data);
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch {
      // A dropped connection reads as an error: reconnect below.
    } finally {
      reader.releaseLock();
    }
    return 'ended';
  };

  const run = async () => {
    const controller = new AbortController();
    abort = controller;
    let renewed = false;
    while (!controller.signal.aborted) {
      // Signed out: nothing to connect as (a later subscriber, once signed in, starts again).
      if (!options.token()) return stop('idle');
      const outcome = await connectOnce(controller);
      if (controller.signal.aborted) return;
      if (outcome === 'unauthorized' && !renewed) {
        // The access token expired (or was replaced): renew it once, then connect at once.
        renewed = true;
        try {
          await options.refresh();
          continue;
        } catch {
          // Signed out: stop until someone subscribes again.
          stop('idle');
          return;
        }
      }
      if (outcome !== 'unauthorized') renewed = false;
      setStatus('reconnecting');
      const delay = backoffDelay(attempt++, base, max, random);
      await new Promise<void>((resolve) => {
        timer = setTimeout(resolve, delay);
        controller.signal.addEventListener('abort', () => resolve(), { once: true });
      });
    }
  };

  const start = () => {
    if (abort) return;
    attempt = 0;
    setStatus('connecting');
    void run();
  };

  const stop = (next: LiveStatus) => {
    abort?.abort();
    abort = undefined;
    if (timer) clearTimeout(timer);
    timer = undefined;
    setStatus(next);
  };

  return {
    subscribe(ref, handler) {
      let set = handlers.get(ref.type);
      if (!set) handlers.set(ref.type, (set = new Set()));
      const h = handler as (payload: unknown) => void;
      set.add(h);
      subscribers++;
      start();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        set.delete(h);
        if (--subscribers === 0) stop('idle');
      };
    },
    get status() {
      return status;
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    close() {
      handlers.clear();
      subscribers = 0;
      stop('idle');
    },
  };
}
