/**
 * One orders test server per test file: started before its tests with the demo owner signed
 * in, closed after. Other plugins a suite needs (a probe, a provider) join the orders plugin.
 */
import { afterAll, beforeAll } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { ordersServerPlugin } from '../plugin';

type Plugins = NonNullable<Parameters<typeof createTestServer>[0]>['plugins'];

export interface OrdersSuite {
  /** The server (set once the suite's `beforeAll` ran). */
  t: TestServer;
  /** The demo owner's token. */
  owner: string;
}

/**
 * Registers the suite's hooks; read `s.t` and `s.owner` inside tests and later hooks.
 *
 * @example
 * const s = ordersSuite();
 * it('lists orders', async () => expect((await s.t.request('GET', '/orders', { token: s.owner })).status).toBe(200));
 */
export function ordersSuite(plugins: Plugins = []): OrdersSuite {
  const suite = {} as OrdersSuite;
  beforeAll(async () => {
    suite.t = await createTestServer({ plugins: [ordersServerPlugin, ...(plugins ?? [])] });
    suite.owner = await suite.t.login(DEMO_CREDENTIALS.owner);
  });
  afterAll(() => suite.t?.close());
  return suite;
}
