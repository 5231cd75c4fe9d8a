/**
 * In-memory invoice orders and customers APIs for component tests and stories: core's memory
 * client plus what it cannot know (totals computed on save, pay with the sandbox cards, email,
 * address, paid invoices refused on delete) — the server's rules, in small.
 */
import { createMemoryHttpClient } from '@storeroom/core';
import type { MemoryHttpClient } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import type { HttpClient, HttpMethod, RequestOptions } from '@storeroom/core/client';
import { createInvoiceOrdersClient, INVOICE_ORDERS_PATH } from '../client';
import type { InvoiceOrdersClient } from '../client';
import {
  addressInputSchema,
  invoiceOrderInputSchema,
  invoiceTotals,
  INVOICE_ORDERS_MESSAGES,
  resolveAddresses,
  SANDBOX_CARDS,
} from '../schema';
import type { InvoiceOrderItem, InvoicePage, PayResult } from '../schema';
import { createCustomerLookup, createProductLookup } from './api';
import type { CustomerLookup, CustomerSummary, ProductLookup, ProductSummary } from './api';

const NAMES = ['Grace Hopper', 'Alan Turing', 'Ada Lovelace', 'Edsger Dijkstra', 'Barbara Liskov'];

export function sampleCustomers(count = 12): CustomerSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${NAMES[i % NAMES.length]!}${i >= NAMES.length ? ` ${i}` : ''}`;
    return { id: i + 1, full_name: name, email: `${name.toLowerCase().replace(/ /g, '.')}@example.com` };
  });
}

export function sampleProducts(): ProductSummary[] {
  return [
    {
      id: 11,
      title: 'Linen shirt',
      price: 45,
      variants: [
        { id: 111, variant: ['White', 'M'], price: 45, sku: 'LS-W-M' },
        { id: 112, variant: ['Navy', 'L'], price: 49, sku: 'LS-N-L' },
      ],
    },
    { id: 12, title: 'Linen napkins (set of 4)', price: 18, variants: [] },
    { id: 13, title: 'Ceramic vase', price: 42.99, variants: [] },
  ];
}

/** `count` invoices; every third one paid, most with an address. */
export function sampleInvoices(count: number): InvoiceOrderItem[] {
  return Array.from({ length: count }, (_, i) => {
    const items = [
      { product_id: null, variant: '', title: 'Custom engraving', price: 15, quantity: 1 + (i % 3) },
      ...(i % 2 === 0
        ? [
            {
              product_id: null,
              variant: 'Large / Blue',
              title: 'Wholesale T-shirt',
              price: 8.5,
              quantity: 24,
            },
          ]
        : []),
    ];
    const shipping = { price: i % 4 === 0 ? 0 : 9.95 };
    const tax = 1.25;
    const paid = i % 3 === 1;
    const street = {
      first_name: 'Grace',
      last_name: 'Hopper',
      company: '',
      street: `${100 + i} Market Street`,
      suite: '',
      city: 'San Francisco',
      state: 'CA',
      zip: '94103',
      country: 'US',
      phone: '',
    };
    return {
      id: i + 1,
      paid,
      items,
      customer: { id: 1 + (i % 5) },
      email: sampleCustomers(5)[i % 5]!.email,
      address:
        i % 5 === 4 ? null : { id: i + 1, shipping: street, billing: { ...street }, same_billing: true },
      shipping,
      tax,
      ...invoiceTotals(items, shipping.price, tax),
      payment: paid ? { type: 'free', status: 'succeeded' } : null,
      paid_at: paid ? new Date(Date.UTC(2026, 9, 2 + i)).toISOString() : null,
      created_at: new Date(Date.UTC(2026, 9, 1 + i)).toISOString(),
    };
  });
}

type Row = InvoiceOrderItem & { id: number };

function errorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return errors;
}

export interface MemoryInvoices {
  http: MemoryHttpClient;
  client: InvoiceOrdersClient;
  customers: CustomerLookup;
  products: ProductLookup;
  /** Every message the fake mailer sent. */
  sent: { to: string; invoice: number }[];
  rows(): Row[];
}

/** The memory APIs. `latency` delays answers (stories' loading states). */
export function memoryInvoices(
  invoices: InvoiceOrderItem[],
  customerList = sampleCustomers(),
  latency = 0,
  productList = sampleProducts(),
): MemoryInvoices {
  const memory = createMemoryHttpClient({
    resources: { [INVOICE_ORDERS_PATH]: invoices as Row[], '/customers': customerList as never },
    latency,
  });
  const sent: MemoryInvoices['sent'] = [];
  const rows = () => memory.rows(INVOICE_ORDERS_PATH) as Row[];
  const find = (path: string) => {
    const id = Number(path.split('/')[2]);
    const row = rows().find((r) => r.id === id);
    if (!row) throw new ApiError(404, 'Not found');
    return row;
  };
  const priced = (body: Record<string, unknown>, existing?: Row) => {
    const parsed = (existing ? invoiceOrderInputSchema.partial() : invoiceOrderInputSchema).safeParse(body);
    if (!parsed.success) throw new ApiError(422, 'Validation failed', errorsOf(parsed.error.issues));
    const data = parsed.data;
    const items = data.items ?? existing!.items;
    const shipping = data.shipping ?? existing?.shipping ?? { price: 0 };
    const tax = data.tax ?? existing?.tax ?? 0;
    let customer = existing?.customer ?? null;
    let email = data.email ?? existing?.email ?? '';
    if (data.customer !== undefined) {
      customer = data.customer && 'id' in data.customer ? { id: data.customer.id } : null;
      const known = customer ? customerList.find((c) => c.id === customer!.id) : undefined;
      if (!email && known) email = known.email;
    }
    return { items, shipping, tax, customer, email, ...invoiceTotals(items, shipping.price, tax) };
  };
  const http: HttpClient = {
    async request<TResult>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<TResult> {
      const body = (options.body ?? {}) as Record<string, unknown>;
      if (latency) await new Promise((r) => setTimeout(r, latency));
      if (method === 'POST' && path === '/customers/search') {
        const text = String(body.query ?? '').toLowerCase();
        const items = customerList.filter(
          (c) => c.email.includes(text) || c.full_name.toLowerCase().includes(text),
        );
        return {
          items: items.slice(0, Number(options.query?.size ?? 10)),
          _meta: { currentPage: 1, pageCount: 1, perPage: 10, totalCount: items.length },
        } as TResult;
      }
      if (method === 'POST' && path === '/products/search') {
        const text = String(body.query ?? '').toLowerCase();
        const items = productList.filter((p) => p.title.toLowerCase().includes(text));
        return {
          items,
          _meta: { currentPage: 1, pageCount: 1, perPage: 10, totalCount: items.length },
        } as TResult;
      }
      if (method === 'POST' && path === '/customers') {
        const created = {
          id: 1000 + customerList.length,
          email: String(body.email).toLowerCase(),
          full_name: String(body.full_name ?? ''),
        };
        customerList.push(created);
        return created as TResult;
      }
      if (method === 'POST' && path === INVOICE_ORDERS_PATH) {
        const row = {
          id: Math.max(0, ...rows().map((r) => r.id)) + 1,
          paid: false,
          address: null,
          payment: null,
          paid_at: null,
          created_at: new Date().toISOString(),
          ...priced(body),
        };
        rows().push(row);
        return row as TResult;
      }
      const m = /^\/invoice-orders\/(\d+)(?:\/(pay|email|page|address))?$/.exec(path);
      if (m && method === 'PATCH' && !m[2]) {
        const row = find(path);
        if (row.paid)
          throw new ApiError(422, 'Validation failed', { paid: [INVOICE_ORDERS_MESSAGES.paidLocked] });
        Object.assign(row, priced(body, row));
        return { ...row } as TResult;
      }
      if (m && method === 'DELETE' && !m[2]) {
        const row = find(path);
        if (row.paid) throw new ApiError(422, INVOICE_ORDERS_MESSAGES.paidNotDeleted([row.id]));
        rows().splice(rows().indexOf(row), 1);
        return undefined as TResult;
      }
      if (method === 'POST' && path === `${INVOICE_ORDERS_PATH}/delete`) {
        const ids = (body.ids as number[]).map(Number);
        const paid = rows()
          .filter((r) => ids.includes(r.id) && r.paid)
          .map((r) => r.id);
        for (const row of rows().filter((r) => ids.includes(r.id) && !r.paid))
          rows().splice(rows().indexOf(row), 1);
        if (paid.length > 0) throw new ApiError(422, INVOICE_ORDERS_MESSAGES.paidNotDeleted(paid));
        return { affected: ids.length } as TResult;
      }
      if (m && m[2] === 'pay') {
        const row = find(path);
        if (row.paid) throw new ApiError(409, INVOICE_ORDERS_MESSAGES.alreadyPaid);
        const pay = body as { payment_type: string; card?: { number: string }; payment_intent_id?: string };
        let result: PayResult;
        if (pay.payment_type === 'free') {
          Object.assign(row, {
            paid: true,
            paid_at: new Date().toISOString(),
            payment: { type: 'free', status: 'succeeded' },
          });
          result = { status: 'succeeded', invoice: { ...row } };
        } else if (pay.payment_intent_id) {
          Object.assign(row, {
            paid: true,
            paid_at: new Date().toISOString(),
            payment: { type: 'card', status: 'succeeded', last4: '3184', provider: 'sandbox' },
          });
          result = { status: 'succeeded', invoice: { ...row } };
        } else {
          const number = (pay.card?.number ?? '').replace(/\s/g, '');
          if (number === SANDBOX_CARDS.declined)
            throw new ApiError(402, INVOICE_ORDERS_MESSAGES.cardDeclined);
          if (number === SANDBOX_CARDS.requiresAction) {
            row.payment = {
              type: 'card',
              status: 'requires_action',
              payment_intent_id: `pi_sandbox_${row.id}`,
              last4: '3184',
            };
            result = {
              status: 'requires_action',
              payment_intent_id: `pi_sandbox_${row.id}`,
              invoice: { ...row },
            };
          } else {
            Object.assign(row, {
              paid: true,
              paid_at: new Date().toISOString(),
              payment: { type: 'card', status: 'succeeded', last4: number.slice(-4), provider: 'sandbox' },
            });
            result = { status: 'succeeded', invoice: { ...row } };
          }
        }
        return result as TResult;
      }
      if (m && m[2] === 'email') {
        const row = find(path);
        const to = String(body.email || row.email).toLowerCase();
        if (!to)
          throw new ApiError(422, 'Validation failed', { email: [INVOICE_ORDERS_MESSAGES.noRecipient] });
        sent.push({ to, invoice: row.id });
        return { message: INVOICE_ORDERS_MESSAGES.emailed(to), email_log_id: sent.length } as TResult;
      }
      if (m && m[2] === 'page' && method === 'GET') {
        const row = find(path);
        const known = row.customer ? customerList.find((c) => c.id === row.customer!.id) : undefined;
        const page: InvoicePage = {
          id: row.id,
          store: { title: 'Linen & Co.', currency: 'USD' },
          paid: row.paid,
          paid_at: row.paid_at,
          payment:
            row.payment?.status === 'succeeded'
              ? { type: row.payment.type, ...(row.payment.last4 ? { last4: row.payment.last4 } : {}) }
              : null,
          customer: row.customer
            ? { id: row.customer.id, full_name: known?.full_name ?? '', email: known?.email ?? '' }
            : null,
          email: row.email,
          items: row.items,
          shipping: row.shipping,
          tax: row.tax,
          subtotal: row.subtotal,
          total: row.total,
          address: row.address,
          created_at: row.created_at,
        };
        return page as TResult;
      }
      if (m && m[2] === 'address') {
        const row = find(path);
        if (row.paid)
          throw new ApiError(422, 'Validation failed', { address: [INVOICE_ORDERS_MESSAGES.addressLocked] });
        if (method === 'DELETE') {
          row.address = null;
          return undefined as TResult;
        }
        const merged = method === 'PATCH' && row.address ? { ...row.address, ...body } : body;
        const parsed = addressInputSchema.safeParse(merged);
        if (!parsed.success) throw new ApiError(422, 'Validation failed', errorsOf(parsed.error.issues));
        row.address = { id: row.id, ...resolveAddresses(parsed.data) };
        return row.address as TResult;
      }
      return memory.request<TResult>(method, path, options);
    },
  };
  return {
    http: memory,
    client: createInvoiceOrdersClient(http),
    customers: createCustomerLookup(http),
    products: createProductLookup(http),
    sent,
    rows,
  };
}
