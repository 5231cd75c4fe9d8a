/**
 * Rows for stories: the plugin's own demo invoices (data only, no rules), numbered and dated,
 * served by a memory server of the contract with canned answers for the invoice page, pay and
 * email (what a story shows, never a rule: tests use the real server in-process).
 */
import { ApiError } from '@storeroom/core/client';
import { contractMemoryHttp } from '@storeroom/core/testing';
import { invoiceOrdersContract, invoiceTotals, INVOICE_ORDERS_MESSAGES } from '../contract';
import type { InvoiceOrderItem, InvoicePage } from '../contract';
import { seedInvoices } from '../server/seed-data';

/** The store a story's invoice page names. */
const STORY_STORE = { title: 'Linen & Co.', currency: 'USD' };

/** `count` demo invoices with ids 1..count, oldest first (every third paid, every fifth without address). */
export function sampleInvoices(count: number): InvoiceOrderItem[] {
  return seedInvoices(count).map((seed, i) => ({
    id: i + 1,
    paid: seed.paid,
    items: seed.items,
    customer: { id: (i % 6) + 1 },
    email: seed.email,
    address: seed.address ? { id: i + 1, ...seed.address } : null,
    shipping: { price: seed.shipping },
    tax: seed.tax,
    ...invoiceTotals(seed.items, seed.shipping, seed.tax),
    payment: seed.payment,
    paid_at: seed.paid ? seed.created_at.toISOString() : null,
    created_at: seed.created_at.toISOString(),
  }));
}

/** The customer name a story's invoice page shows (the seed's customer of that invoice). */
function customerName(invoice: InvoiceOrderItem): string {
  return seedInvoices(invoice.id).at(-1)?.customer.full_name ?? '';
}

/** The invoice page of a story row, as the server would answer it. */
export function samplePage(invoice: InvoiceOrderItem): InvoicePage {
  return {
    id: invoice.id,
    store: STORY_STORE,
    paid: invoice.paid,
    paid_at: invoice.paid_at,
    payment:
      invoice.payment?.status === 'succeeded'
        ? { type: invoice.payment.type, ...(invoice.payment.last4 ? { last4: invoice.payment.last4 } : {}) }
        : null,
    customer: invoice.customer
      ? { id: invoice.customer.id, full_name: customerName(invoice), email: invoice.email }
      : null,
    email: invoice.email,
    items: invoice.items,
    shipping: invoice.shipping,
    tax: invoice.tax,
    tax_rate: invoice.tax_rate ?? null,
    subtotal: invoice.subtotal,
    total: invoice.total,
    address: invoice.address,
    created_at: invoice.created_at,
  };
}

/** A memory server of the invoices resource with canned answers for the page, pay and email. */
export function invoicesHttp(rows: InvoiceOrderItem[]) {
  const find = (id: string) => {
    const row = rows.find((r) => String(r.id) === id);
    if (!row) throw new ApiError(404, 'Not found.');
    return row;
  };
  return contractMemoryHttp(
    invoiceOrdersContract,
    { invoices: rows },
    {
      endpoints: {
        page: ({ params }) => samplePage(find(params.id!)),
        pay: ({ params }) => ({
          status: 'succeeded',
          invoice: {
            ...find(params.id!),
            paid: true,
            paid_at: '2026-10-20T12:00:00.000Z',
            payment: { type: 'free', status: 'succeeded' },
          },
        }),
        email: ({ params }) => ({
          message: INVOICE_ORDERS_MESSAGES.emailed(find(params.id!).email),
          email_log_id: 1,
        }),
      },
    },
  );
}

/** One invoice with `items` custom items of long titles and variants (long-content stories). */
export function longInvoiceHttp(items: number) {
  return invoicesHttp([
    {
      ...sampleInvoices(1)[0]!,
      items: Array.from({ length: items }, (_, i) => ({
        product_id: null,
        variant: i % 2 === 0 ? 'Extra large / Midnight blue with a long variant name' : '',
        title: `A custom item with a rather long title that wraps across lines ${i + 1}`,
        price: 19.99 + i,
        quantity: 1 + i,
      })),
    },
  ]);
}

/** One invoice taxed by the store's tax for its shipping address (taxes area): 7.25 %, shipping exempt. */
export function taxedInvoiceHttp() {
  const invoice = sampleInvoices(1)[0]!;
  const tax = Math.floor((invoice.subtotal * 7250 + 50_000) / 100_000);
  return invoicesHttp([
    {
      ...invoice,
      tax,
      total: invoice.subtotal + invoice.shipping.price + tax,
      tax_rate: { country: 'US', state: 'CA', tax: 7.25, shipping_exempt: true },
    },
  ]);
}
