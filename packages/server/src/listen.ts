import { serve } from '@hono/node-server';
import type { Env, Hono } from 'hono';

export interface ListenOptions {
  port: number;
  host?: string;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Listens on a port with Node's HTTP server; resolves once the port is bound. */
export function listen<E extends Env>(
  app: Hono<E>,
  { port, host = '127.0.0.1' }: ListenOptions,
): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
      resolve({
        url: `http://${host}:${info.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
    server.once('error', reject);
  });
}
