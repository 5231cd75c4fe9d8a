/**
 * The typed client of the Invoice orders API, DERIVED from the contract (spec 2 §7 Invoice
 * orders): the `invoices` resource plus `pay`, `email`, `page`, `remove`, `bulkDelete` and the
 * address endpoints. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const invoices = createInvoiceOrdersClient(http);
 * const invoice = await invoices.invoices.create({ items: [{ title: 'Engraving', price: 15, quantity: 1 }] });
 * await invoices.pay({ params: { id: invoice.id }, body: { payment_type: 'free' } });
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { invoiceOrdersContract } from './contract';

export type InvoiceOrdersClient = ContractClient<typeof invoiceOrdersContract>;

export function createInvoiceOrdersClient(http: HttpClient): InvoiceOrdersClient {
  return createClient(invoiceOrdersContract, http);
}
