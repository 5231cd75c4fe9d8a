/**
 * The typed client of the Invoice orders API (spec 2 §7 Invoice orders). No React: private
 * apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const invoices = createInvoiceOrdersClient(http);
 * const invoice = await invoices.create({ items: [{ title: 'Engraving', price: 15, quantity: 1 }] });
 * await invoices.pay(invoice.id, { payment_type: 'free' });
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ResourceClient } from '@storeroom/core/client';
import type {
  AddressBody,
  EmailInput,
  InvoiceOrderInput,
  InvoiceOrderItem,
  InvoicePage,
  PayInput,
  PayResult,
} from './schema';

/** Resource path under /api/v1. */
export const INVOICE_ORDERS_PATH = '/invoice-orders';

export interface InvoiceOrdersClient extends ResourceClient<
  InvoiceOrderItem,
  InvoiceOrderInput,
  Partial<InvoiceOrderInput>
> {
  /** `POST /invoice-orders/{id}/pay`: free (mark as paid) or card; a card may answer `requires_action`. */
  pay(id: number, body: PayInput): Promise<PayResult>;
  /** `POST /invoice-orders/{id}/email`: sends the invoice (to its email unless another is given). */
  email(id: number, body?: EmailInput): Promise<{ message: string; email_log_id: number }>;
  /** `GET /invoice-orders/{id}/page`: the customer's invoice page data. */
  page(id: number): Promise<InvoicePage>;
  /** Address while unpaid: `POST|PATCH|DELETE /invoice-orders/{id}/address`. */
  address: {
    create(id: number, body: AddressBody): Promise<NonNullable<InvoiceOrderItem['address']>>;
    update(id: number, body: Partial<AddressBody>): Promise<NonNullable<InvoiceOrderItem['address']>>;
    remove(id: number): Promise<void>;
  };
}

export function createInvoiceOrdersClient(http: HttpClient): InvoiceOrdersClient {
  const base = createResourceClient<InvoiceOrderItem, InvoiceOrderInput, Partial<InvoiceOrderInput>>(
    http,
    INVOICE_ORDERS_PATH,
  );
  const one = (id: number) => `${INVOICE_ORDERS_PATH}/${encodeURIComponent(String(id))}`;
  return {
    ...base,
    pay: (id, body) => http.request<PayResult>('POST', `${one(id)}/pay`, { body }),
    email: (id, body = {}) => http.request('POST', `${one(id)}/email`, { body }),
    page: (id) => http.request<InvoicePage>('GET', `${one(id)}/page`),
    address: {
      create: (id, body) => http.request('POST', `${one(id)}/address`, { body }),
      update: (id, body) => http.request('PATCH', `${one(id)}/address`, { body }),
      remove: async (id) => {
        await http.request<unknown>('DELETE', `${one(id)}/address`);
      },
    },
  };
}
