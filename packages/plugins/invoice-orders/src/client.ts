/**
 * The typed client of the Invoice orders API. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const items = await createInvoiceOrdersClient(http).list({ size: 50 });
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ResourceClient } from '@storeroom/core/client';
import type { InvoiceOrdersInput, InvoiceOrdersItem } from './schema';

/** Resource path under /api/v1. */
export const INVOICE_ORDERS_PATH = '/invoice-orders';

export type InvoiceOrdersClient = ResourceClient<InvoiceOrdersItem, InvoiceOrdersInput, Partial<InvoiceOrdersInput>>;

export function createInvoiceOrdersClient(http: HttpClient): InvoiceOrdersClient {
  return createResourceClient<InvoiceOrdersItem, InvoiceOrdersInput, Partial<InvoiceOrdersInput>>(http, INVOICE_ORDERS_PATH);
}
