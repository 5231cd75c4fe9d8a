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
}

/** Registers the file's hooks; read `s.t` and `s.owner` inside tests. */
export function ordersAdminSuite(): OrdersAdminSuite {
  const suite = {} as OrdersAdminSuite;
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
