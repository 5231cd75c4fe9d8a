/**
 * Admin tests of this plugin on the real server in-process: one orders test server per test
 * file with the demo owner signed in (closed after), and a render of screens inside an admin
 * on it. Data only: every rule is the server's.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll } from 'vitest';
import { AdminTestProvider } from '@storeroom/core/testing';
import { ordersTestServerAsOwner } from '../server/test-server';
import type { TestServer, TestSession } from '../server/test-server';
import { ordersPlugin } from './plugin';

export interface OrdersAdminSuite {
  /** The server (set once the suite's `beforeAll` ran). */
  t: TestServer;
  /** The demo owner, signed in. */
  owner: TestSession;
  /** A request as the owner: its JSON answer (undefined for 204); throws unless it succeeds. */
  api<T>(method: string, path: string, body?: unknown): Promise<T>;
}

/** Registers the file's hooks; read `s.t` and `s.owner` inside tests. */
export function ordersAdminSuite(): OrdersAdminSuite {
  const suite = {
    async api<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await suite.t.request(method, path, { token: suite.owner.tokens.accessToken, body });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (res.status === 204 ? undefined : await res.json()) as T;
    },
  } as OrdersAdminSuite;
  beforeAll(async () => {
    Object.assign(suite, await ordersTestServerAsOwner());
  });
  afterAll(() => suite.t?.close());
  return suite;
}

/**
 * Renders `ui` inside an admin on the suite's server, as `session` (default the owner), with
 * the orders plugin registered (its slot fills and subjects) and the router at `initialPath`.
 */
export function renderInAdmin(
  suite: OrdersAdminSuite,
  ui: ReactNode,
  options: { session?: TestSession; initialPath?: string } = {},
) {
  return render(
    <AdminTestProvider
      plugins={[ordersPlugin]}
      fetch={suite.t.fetch}
      {...(options.session ?? suite.owner)}
      initialPath={options.initialPath}
    >
      {ui}
    </AdminTestProvider>,
  );
}
