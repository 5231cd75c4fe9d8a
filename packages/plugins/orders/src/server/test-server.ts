/**
 * The real server in-process for this plugin's admin tests: screens meet the server's actual
 * rules (the order state machine, validation, permissions), not a fake that restates them.
 * The orders plugin alone, seeded with its demo orders and carriers: without the inventory
 * area there are no warehouses (nothing is stocked), without the customers area an order keeps
 * its own customer copy, without the CSV templates area the export has no templates. The
 * flows that cross plugins are tested in the assembled admin (examples/admin).
 */
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { ordersServerPlugin } from './plugin';

export type { TestServer, TestSession };

export function ordersTestServer() {
  return createTestServer({ plugins: [ordersServerPlugin] });
}

/** The orders test server with the demo owner signed in (admin tests render as them). */
export async function ordersTestServerAsOwner(): Promise<{ t: TestServer; owner: TestSession }> {
  const t = await ordersTestServer();
  return { t, owner: await t.session(DEMO_CREDENTIALS.owner) };
}

export { placeOrder } from './test-support/orders';
export type { LineInput } from './test-support/orders';
