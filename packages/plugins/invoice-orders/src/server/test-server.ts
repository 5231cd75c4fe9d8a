/**
 * The real server in-process for this plugin's admin tests: screens meet the server's actual
 * rules (validation, totals, payments, permissions), not a fake that restates them. The
 * invoice orders plugin alone, seeded with its demo invoices: without the customers and
 * products plugins it keeps customer ids as given and takes custom items only from the
 * seed. Cross-plugin flows (a real customer, real products) are tested in `examples/admin`.
 */
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import type { InvoiceOrderItem } from '../contract';
import { invoiceOrdersServerPlugin } from './plugin';

export { ownerSuite } from '@storeroom/server/testing';
export type { OwnerSuite, TestServer, TestSession } from '@storeroom/server/testing';

export function invoiceOrdersTestServer() {
  return createTestServer({ plugins: [invoiceOrdersServerPlugin] });
}

/** Invoice `id` as server `t` holds it, read with `token`. */
export async function readInvoice(t: TestServer, token: string, id: number): Promise<InvoiceOrderItem> {
  return (await (await t.request('GET', `/invoice-orders/${id}`, { token })).json()) as InvoiceOrderItem;
}
