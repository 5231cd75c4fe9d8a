/**
 * `GET /api/v1/live`: the live channel as server-sent events. One stream per signed-in
 * caller (private apps included), limited to the caller's store; each event goes only to the
 * callers its audience allows, with the caller's rules read again at every heartbeat.
 */
import { decodeJwt } from 'jose';
import { streamSSE } from 'hono/streaming';
import type { SSEStreamingApi } from 'hono/streaming';
import { can } from '@storeroom/core/access';
import type { AccessSubject } from '@storeroom/core/access';
import { coreContract } from '@storeroom/core/contract';
import type { Caller } from '../context';
import { PRIVATE_APP_TOKEN_PREFIX } from '../auth/tokens';
import type { Api, Runtime } from '../runtime';
import type { LiveAudience, LiveBus, LiveEvent } from './bus';

export interface LiveRouteOptions {
  bus: LiveBus;
  /** Resolves the caller again from the same token (rules, disabled, revoked: read fresh). */
  resolve(authorization: string | undefined): Promise<{ caller: Caller }>;
  /** The assembled subjects by id (every plugin's options). */
  subjects: ReadonlyMap<string, AccessSubject>;
  /** Comment line sent this often to keep proxies from closing the stream (default 25 s). */
  heartbeatMs?: number;
  /** The `retry:` hint: how long a client waits before reconnecting (default 3 s). */
  retryMs?: number;
}

/** Whether `caller` may receive an event with this audience (in their own store). */
export function audienceAllows(
  caller: Caller,
  audience: LiveAudience,
  subjects: ReadonlyMap<string, AccessSubject>,
): boolean {
  if ('store' in audience) return audience.store === true;
  if ('accountId' in audience) return caller.kind === 'owner' && caller.id === audience.accountId;
  if ('caller' in audience) return caller.kind === audience.caller.kind && caller.id === audience.caller.id;
  const subject = subjects.get(audience.subject) ?? { id: audience.subject, label: audience.subject };
  return can(caller.principal, subject, audience.action ?? 'read');
}

/** Writes queued per stream: a caller that reads too slowly is dropped, never waited for. */
const MAX_PENDING_WRITES = 256;

/** When a bearer access token expires (ms), or undefined (private-app tokens do not). */
function expiryOf(authorization: string | undefined): number | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token || token.startsWith(PRIVATE_APP_TOKEN_PREFIX)) return undefined;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Mounts the live endpoint; `close()` ends every open stream (the server's drain).
 *
 * @example
 * const live = mountLive(api, runtime, { bus, resolve: (h) => auth.resolve(h), subjects });
 */
export function mountLive(api: Api, runtime: Runtime, options: LiveRouteOptions): { close(): void } {
  const open = new Set<() => void>();
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const retryMs = options.retryMs ?? 3_000;
  let closing = false;

  api.get(coreContract.endpoints.live.path, async (c) => {
    await runtime.authorize(c, { signedIn: true, privateApps: true });
    const authorization = c.req.header('authorization');
    let caller = c.get('caller');
    return streamSSE(c, async (stream: SSEStreamingApi) => {
      let pending = 0;
      let queue: Promise<unknown> = Promise.resolve();
      let end!: () => void;
      const ended = new Promise<void>((resolve) => (end = resolve));
      const write = (send: () => Promise<unknown>) => {
        if (pending >= MAX_PENDING_WRITES) return end();
        pending++;
        queue = queue
          .then(send)
          .catch(() => end())
          .finally(() => pending--);
      };
      const unsubscribe = options.bus.subscribe((event: LiveEvent) => {
        if (event.storeId !== caller.storeId || !audienceAllows(caller, event.audience, options.subjects))
          return;
        write(() => stream.writeSSE({ event: event.type, data: JSON.stringify(event.data ?? null) }));
      });
      // The rules may change, the employee be disabled or the session revoked while the
      // stream is open: each heartbeat resolves the caller again and ends the stream if refused.
      const heartbeat = setInterval(() => {
        options
          .resolve(authorization)
          .then((fresh) => {
            caller = fresh.caller;
            write(() => stream.write(': ping\n\n'));
          })
          .catch(() => end());
      }, heartbeatMs);
      const expiresAt = expiryOf(authorization);
      const expiry =
        expiresAt === undefined ? undefined : setTimeout(() => end(), Math.max(0, expiresAt - Date.now()));
      stream.onAbort(() => end());
      open.add(end);
      if (closing) end();
      // The first bytes: the reconnect hint; a client that has them is subscribed.
      write(() => stream.write(`retry: ${retryMs}\n: connected\n\n`));
      await ended;
      // Unsent writes of a reader that stopped reading would hold the close: drop them.
      if (pending > 0) stream.abort();
      open.delete(end);
      unsubscribe();
      clearInterval(heartbeat);
      if (expiry) clearTimeout(expiry);
    });
  });

  return {
    close() {
      closing = true;
      for (const end of [...open]) end();
    },
  };
}
