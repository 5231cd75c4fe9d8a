/**
 * The real server in-process for this plugin's admin tests: screens meet the server's actual
 * rules (validation, permissions, search, tab moves, uploads), not a fake that restates them.
 * Seeded with the plugin's demo catalogue (`mainStoreProducts`); no collections plugin, so the
 * list offers no collection filter (a consumer without its provider).
 */
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { productsServerPlugin } from './plugin';

export type { TestServer, TestSession };

export async function productsTestServer(): Promise<TestServer> {
  const t = await createTestServer({ plugins: [productsServerPlugin] });
  return t;
}

/** The demo owner, signed in on the test server. */
export function ownerSession(t: TestServer): Promise<TestSession> {
  return t.session(DEMO_CREDENTIALS.owner);
}
