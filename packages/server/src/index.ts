/** @storeroom/server: the reference back end. */
import { Hono } from 'hono';
import { serveAdmin } from './static';

export { serveAdmin } from './static';

/** Demo sign-ins created by the demo seed; `npm start` prints them. */
export const DEMO_CREDENTIALS = {
  owner: { email: 'owner@storeroom.test', password: 'storeroom-owner' },
  employee: { email: 'employee@storeroom.test', password: 'storeroom-employee' },
} as const;

export interface CreateServerOptions {
  /** Folder of the built admin to serve (production mode). */
  adminDist?: string;
}

export interface StoreroomServer {
  app: Hono;
}

/** Creates the HTTP application. */
export function createServer(options: CreateServerOptions = {}): StoreroomServer {
  const app = new Hono();
  app.get('/api/v1/health', (c) => c.json({ status: 'ok' }));
  if (options.adminDist) serveAdmin(app, options.adminDist);
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  return { app };
}

export { listen } from './listen';
export type { ListenOptions, RunningServer } from './listen';
