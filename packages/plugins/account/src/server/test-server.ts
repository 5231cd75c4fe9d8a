/**
 * The real server in-process for this plugin's admin tests: screens meet the server's actual
 * rules (the sandbox card provider, owner-only billing, the core's account calls), on the demo
 * data made at a fixed clock (`TEST_NOW`), so invoices and card expiries are deterministic.
 */
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { createAccountServerPlugin } from './plugin';
import { TEST_NOW } from './seed-data';

export { TEST_NOW } from './seed-data';
export { ownerSuite } from '@storeroom/server/testing';
export type { OwnerSuite, TestServer, TestSession } from '@storeroom/server/testing';

export function accountTestServer(): Promise<TestServer> {
  return createTestServer({ plugins: [createAccountServerPlugin({ now: () => TEST_NOW })] });
}

/** Tokens of the owner on another store of the account (`POST /account/stores`). */
export async function switchedSession(t: TestServer, token: string, storeId: number) {
  const res = await t.request('POST', '/account/stores', { token, body: { store_id: storeId } });
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  const account = await (await t.request('GET', '/account', { token: tokens.access_token })).json();
  return {
    tokens: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token },
    account: account as Awaited<ReturnType<TestServer['session']>>['account'],
  };
}
