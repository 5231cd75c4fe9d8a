/**
 * For the server's own tests: a server on a fresh test database that nothing has migrated or
 * seeded yet, opened before the file's (or the describe block's) tests and closed after them.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Database } from './db/database';
import { createServer } from './server';
import type { StoreroomServer } from './server';
import { openTestDatabase } from './testing';

export interface BareServer {
  server: StoreroomServer;
  database: Database;
}

/** Registers the hooks; read `server` and `database` inside the tests. */
export function bareTestServer(): BareServer {
  const state = {} as BareServer & { dispose?: () => Promise<void> };
  beforeAll(async () => {
    const opened = await openTestDatabase();
    state.database = opened.database;
    state.dispose = opened.dispose;
    state.server = createServer({ database: opened.database });
  });
  afterAll(async () => {
    await state.server?.close();
    await state.dispose?.();
  });
  return state;
}
