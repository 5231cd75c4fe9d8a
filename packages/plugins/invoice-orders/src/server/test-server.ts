/**
 * The real server in-process for this plugin's admin tests: screens meet the server's actual
 * rules (validation, totals, payments, permissions), not a fake that restates them. The
 * invoice orders plugin alone, seeded with its demo invoices: without the customers and
 * products plugins it keeps customer ids as given and takes custom items only from the
 * seed. Cross-plugin flows (a real customer, real products) are tested in `examples/admin`.
 */
import { createTestServer } from '@storeroom/server/testing';
import { invoiceOrdersServerPlugin } from './plugin';

export { ownerSuite } from '@storeroom/server/testing';
export type { OwnerSuite, TestServer, TestSession } from '@storeroom/server/testing';

export function invoiceOrdersTestServer() {
  return createTestServer({ plugins: [invoiceOrdersServerPlugin] });
}
