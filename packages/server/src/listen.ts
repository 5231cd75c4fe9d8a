import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Env, Hono } from 'hono';

export interface ListenOptions {
  port: number;
  host?: string;
}

export interface RunningServer {
  url: string;
  /** Node's HTTP server underneath. */
  server: Server;
  /** Stops at once: no new connections; waits for open ones to end. */
  close(): Promise<void>;
  /**
   * Stops accepting connections, lets in-flight requests finish (idle keep-alive connections
   * are closed as they become idle), and after `timeoutMs` closes whatever is still open.
   * Resolves `true` when every request finished in time.
   */
  drain(timeoutMs: number): Promise<boolean>;
}

/** How long an idle keep-alive connection stays open (longer than a proxy's usual 60 s). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Listens on a port with Node's HTTP server; resolves once the port is bound. */
export function listen<E extends Env>(
  app: Hono<E>,
  { port, host = '127.0.0.1' }: ListenOptions,
): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`,
        server,
        close: () => new Promise((done) => server.close(() => done())),
        drain: (timeoutMs) => drain(server, timeoutMs),
      });
    }) as Server;
    // Idle keep-alive connections stay open longer than the proxies in front usually keep
    // theirs (60 s), so the server never closes a socket a client is about to reuse (Node's 5 s
    // default: a request sent as it closes fails with ECONNRESET).
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
    server.once('error', reject);
  });
}

function drain(server: Server, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const timer = setTimeout(() => {
      clearInterval(idle);
      server.closeAllConnections();
      resolve(false);
    }, timeoutMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(timer);
      resolve(true);
    });
    server.closeIdleConnections();
  });
}
