/**
 * The real server in-process for this plugin's admin tests: screens meet the server's actual
 * rules (validation, receiving, archiving, permissions), not a fake that restates them.
 *
 * Only this plugin runs: a plugin's tests may know another plugin by its contract alone, so
 * the inventory plugin (warehouses, vendors, stock) is absent and the screens must behave
 * sensibly without it: transfers are kept without stock checks or moves, and places show
 * by id. The flows with the real inventory plugin are tested in the assembled admin
 * (examples/admin), which may import every plugin.
 */
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { createHttpClient } from '@storeroom/core/client';
import { createTransfersClient } from '../client';
import type { TransferInput } from '../contract';
import { transfersServerPlugin } from './plugin';

export function transfersTestServer() {
  return createTestServer({ plugins: [transfersServerPlugin] });
}

/** The transfers as the server holds them (read and written as the owner). */
export async function ownerTransfers(t: TestServer) {
  const token = await t.login(DEMO_CREDENTIALS.owner);
  return createTransfersClient(
    createHttpClient({ baseUrl: 'http://t/api/v1', tokens: token, fetch: t.fetch }),
  ).transfers;
}

/** The transfers tests start from: in transit, partly received, received, and one from a vendor. */
export async function createSampleTransfers(t: TestServer) {
  const transfers = await ownerTransfers(t);
  const lines: TransferInput['products'] = [
    { sku: 'TEE-S', quantity: 4 },
    { sku: 'TOTE', quantity: 2 },
  ];
  const between = { from_warehouse: 1, to_warehouse: 2, products: lines };
  const inTransit = await transfers.create(between);
  const partly = await transfers.create(between);
  await transfers.update(partly.id, { products: [{ sku: 'TEE-S', received: 2 }] });
  const received = await transfers.create(between);
  await transfers.update(received.id, {
    products: [
      { sku: 'TEE-S', received: 4 },
      { sku: 'TOTE', received: 2 },
    ],
  });
  const fromVendor = await transfers.create({ from_vendor: 1, to_warehouse: 2, products: lines });
  return { inTransit, partly, received, fromVendor };
}

export type { TestServer, TestSession };

/** The sample transfers as `createSampleTransfers` made them. */
export type SampleTransfers = Awaited<ReturnType<typeof createSampleTransfers>>;

/** The transfers test server, the demo owner signed in and the sample transfers made. */
export async function transfersTestServerWithSamples(): Promise<{
  t: TestServer;
  owner: TestSession;
  sample: SampleTransfers;
}> {
  const t = await transfersTestServer();
  return { t, owner: await t.session(DEMO_CREDENTIALS.owner), sample: await createSampleTransfers(t) };
}
