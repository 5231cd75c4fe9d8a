/**
 * The Invoice orders plugin's server part: it implements the contract's `invoices` resource
 * (list newest first, search, get, create with a total computed here, PATCH while unpaid) and
 * its endpoints — pay (free or card through the card provider; a paid invoice is never paid
 * twice), email, the invoice page, delete (paid ones refused, spec 2 §8) and the address while
 * unpaid. Every door is checked against the standard `invoice_orders` subject by the engine,
 * from the contract; each action is one transaction. Customers are reached through the
 * customers plugin's `CUSTOMER_DIRECTORY`, products through the products plugin's `CATALOGUE`;
 * without them the ids are kept as given.
 */
import {
  HttpError,
  defineServerPlugin,
  escapeHtml,
  implement,
  invalid,
  invalidField,
  notFound,
  parseId,
  resource,
  subscribe,
  textSearch,
} from '@storeroom/server';
import { formatMoney } from '@storeroom/core/format';
import type { ActionContext, ServerPlugin, StoreInsert } from '@storeroom/server';
import { and, count, eq, inArray, or } from '@storeroom/server/drizzle';
import type { SQL } from '@storeroom/server/drizzle';
import type { z } from 'zod';
import { CUSTOMER_DIRECTORY, CUSTOMER_REFERENCES } from '@storeroom/plugin-customers/contract';
import { ORDER_PAID } from '@storeroom/plugin-orders/contract';
import type { PaidOrder } from '@storeroom/plugin-orders/contract';
import { CATALOGUE } from '@storeroom/plugin-products/contract';
import { TAX_RATES, documentTax } from '@storeroom/plugin-taxes/contract';
import { randomBytes } from 'node:crypto';
import {
  addressInputSchema,
  invoiceOrdersContract,
  invoiceTotals,
  INVOICE_ORDERS_MESSAGES,
  INVOICE_PAY_PATH,
} from '../contract';
import type {
  Address,
  InvoiceAddress,
  InvoiceItem,
  InvoiceOrderItem,
  InvoicePayment,
  InvoiceTaxRate,
  invoiceOrderInputSchema,
  invoiceOrderUpdateSchema,
} from '../contract';
import { sandboxCardProvider } from './card-provider';
import type { CardProvider } from './card-provider';
import { SEED_INVOICE_COUNTS, seedInvoices } from './seed-data';
import { invoiceOrdersTable } from './tables';
import type { InvoiceInsert, InvoiceRow, StoredAddress } from './tables';

const { endpoints } = invoiceOrdersContract;

export function toItem(row: InvoiceRow): InvoiceOrderItem {
  return {
    id: row.id,
    paid: row.paid,
    items: row.items,
    customer: row.customer_id === null ? null : { id: row.customer_id },
    email: row.email,
    address: addressOf(row),
    shipping: { price: row.shipping_price },
    tax: row.tax,
    tax_rate: row.tax_rate,
    subtotal: row.subtotal,
    total: row.total,
    payment: row.payment,
    paid_at: row.paid_at ? row.paid_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}

/** The address as the API answers it: its id is the invoice's. */
function addressOf(row: InvoiceRow): InvoiceAddress | null {
  return row.address ? { id: row.id, ...row.address } : null;
}

/**
 * Money columns and the total, computed here from the lines (never taken from a client); the
 * API and the table both hold integer minor units.
 */
function priced(items: readonly InvoiceItem[], shipping: number, tax: number) {
  const { subtotal, total } = invoiceTotals(items, shipping, tax);
  if (total > 2_000_000_000) throw invalidField('total', INVOICE_ORDERS_MESSAGES.amountTooLarge);
  return { items: [...items], shipping_price: shipping, tax, subtotal, total };
}

/**
 * The tax of an invoice. With the taxes area (`TAX_RATES`) and a shipping address, it is the
 * store's tax for that address: the state's own, else the whole country's, else none (0 %),
 * rounded once on the invoice (the subtotal, plus shipping unless the rate exempts it; see
 * `documentTax`), never per line. Otherwise it is the amount the caller sent.
 */
async function taxFor(
  ctx: ActionContext,
  items: readonly InvoiceItem[],
  shipping: number,
  address: StoredAddress | null,
  given: number,
): Promise<{ tax: number; tax_rate: InvoiceTaxRate | null }> {
  const rates = ctx.use(TAX_RATES);
  const to = address?.shipping;
  if (!rates || !to?.country) return { tax: given, tax_rate: null };
  const rate = await rates.rateFor(to.country, to.state || null);
  const tax_rate: InvoiceTaxRate = rate
    ? { country: rate.country, state: rate.state, tax: rate.tax, shipping_exempt: rate.shipping_exempt }
    : { country: to.country.toUpperCase(), state: null, tax: 0, shipping_exempt: false };
  const { subtotal } = invoiceTotals(items, 0, 0);
  return { tax: documentTax(tax_rate, { subtotal, shipping }), tax_rate };
}

/** Lines, shipping and the tax `taxFor` answers, priced (see `priced`). */
async function pricedWithTax(
  ctx: ActionContext,
  items: readonly InvoiceItem[],
  shipping: number,
  address: StoredAddress | null,
  given: number,
) {
  const { tax, tax_rate } = await taxFor(ctx, items, shipping, address, given);
  return { ...priced(items, shipping, tax), tax_rate };
}

type CustomerInput = z.output<typeof invoiceOrderInputSchema>['customer'];

/**
 * The invoice's customer through the customers plugin's directory: an id must exist; an email
 * finds that customer or creates one. Without the customers plugin the id is kept as given.
 */
async function resolveCustomer(
  ctx: ActionContext,
  customer: CustomerInput,
  email: string,
): Promise<{ customer_id: number | null; email: string }> {
  if (customer === null) return { customer_id: null, email };
  const directory = ctx.use(CUSTOMER_DIRECTORY);
  if ('id' in customer) {
    if (!directory) return { customer_id: customer.id, email };
    const found = await directory.get(customer.id);
    if (!found) throw invalidField('customer', INVOICE_ORDERS_MESSAGES.customerNotFound);
    return { customer_id: found.id, email: email || found.email };
  }
  if (!directory) return { customer_id: null, email: email || customer.email };
  const found =
    (await directory.findByEmail(customer.email)) ??
    (await directory.create({ email: customer.email, full_name: customer.full_name }));
  return { customer_id: found.id, email: email || found.email };
}

/**
 * Catalogue lines must name products of the store (through the products plugin's CATALOGUE;
 * without it the ids are kept as given). Custom items have no product id.
 */
async function checkProducts(ctx: ActionContext, items: readonly InvoiceItem[]): Promise<void> {
  const catalogue = ctx.use(CATALOGUE);
  const ids = [...new Set(items.map((i) => i.product_id).filter((id): id is number => id !== null))];
  if (!catalogue || ids.length === 0) return;
  const found = new Set((await catalogue.find(ids)).map((p) => p.id));
  const errors: Record<string, string[]> = {};
  items.forEach((item, index) => {
    if (item.product_id !== null && !found.has(item.product_id))
      errors[`items.${index}.product_id`] = [INVOICE_ORDERS_MESSAGES.productNotFound];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** The search box: the invoice number (`12`, `#12`) or part of the email. */
function queryFilter(value: unknown): SQL | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/^#/, '');
  const byEmail = textSearch(text, invoiceOrdersTable.email);
  if (!byEmail) return undefined;
  return /^[0-9]{1,9}$/.test(text) ? or(eq(invoiceOrdersTable.id, Number(text)), byEmail) : byEmail;
}

export const invoiceOrdersResource = resource(invoiceOrdersContract.resources.invoices, {
  table: invoiceOrdersTable,
  toItem,
  filters: { query: queryFilter },
  async beforeCreate(input, ctx) {
    await checkProducts(ctx, input.items);
    const customer = await resolveCustomer(ctx, input.customer, input.email);
    return { ...customer, ...priced(input.items, input.shipping.price, input.tax) };
  },
  async beforeUpdate(input, existing, ctx) {
    const body = input as z.output<typeof invoiceOrderUpdateSchema>;
    if (existing.paid) throw invalidField('paid', INVOICE_ORDERS_MESSAGES.paidLocked);
    if (body.items) await checkProducts(ctx, body.items);
    const values: Partial<InvoiceInsert> = {};
    if (body.customer !== undefined || body.email !== undefined) {
      Object.assign(
        values,
        await resolveCustomer(
          ctx,
          body.customer === undefined
            ? existing.customer_id === null
              ? null
              : { id: existing.customer_id }
            : body.customer,
          body.email ?? (body.customer === undefined ? existing.email : ''),
        ),
      );
    }
    const items = body.items ?? existing.items;
    Object.assign(
      values,
      await pricedWithTax(
        ctx,
        items,
        body.shipping?.price ?? existing.shipping_price,
        existing.address,
        body.tax ?? existing.tax,
      ),
    );
    return values;
  },
});

/** The invoice of the caller's store, locked for this transaction (concurrent actions queue). */
async function lockInvoice(ctx: ActionContext, rawId: string | undefined): Promise<InvoiceRow> {
  const id = parseId(rawId);
  const [row] = await ctx.db
    .select()
    .from(invoiceOrdersTable)
    .where(ctx.scope(invoiceOrdersTable).where(eq(invoiceOrdersTable.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * The paid invoice as the orders contract's ORDER_PAID carries it (`kind: 'invoice'`): its
 * lines by position, and which of them are gift card products (through the products area's
 * CATALOGUE; without it no line is one).
 */
async function paidInvoiceOf(ctx: ActionContext, row: InvoiceRow): Promise<PaidOrder> {
  const ids = [...new Set(row.items.map((i) => i.product_id).filter((id): id is number => id !== null))];
  const products = ids.length > 0 ? ((await ctx.use(CATALOGUE)?.find(ids)) ?? []) : [];
  const giftCards = new Set(products.filter((p) => p.is_giftcard).map((p) => p.id));
  // The invoice's e-mail, else its customer's (as the invoice email finds its recipient).
  const email =
    row.email ||
    (row.customer_id === null
      ? ''
      : ((await ctx.use(CUSTOMER_DIRECTORY)?.get(row.customer_id))?.email ?? ''));
  return {
    kind: 'invoice',
    order_id: row.id,
    number: `#${row.id}`,
    email,
    customer_id: row.customer_id,
    total: row.total,
    items: row.items.map((item, index) => ({
      item_id: index + 1,
      product_id: item.product_id,
      title: item.title,
      variant: item.variant,
      quantity: item.quantity,
      price: item.price,
      is_giftcard: item.product_id !== null && giftCards.has(item.product_id),
    })),
  };
}

/**
 * Marks an unpaid invoice paid and publishes ORDER_PAID (orders contract) in the payment's
 * transaction, as `POST /orders/{id}/pay` does: the gift cards the invoice sold are issued by
 * the gift codes area's job only if the payment commits. The condition `paid = false` makes it
 * idempotent on its own: of two concurrent pays exactly one updates the row (spec 2 §4).
 */
async function markPaid(ctx: ActionContext, id: number, payment: InvoicePayment): Promise<InvoiceRow> {
  const [row] = await ctx.db
    .update(invoiceOrdersTable)
    .set({ paid: true, paid_at: new Date(), payment })
    .where(
      ctx
        .scope(invoiceOrdersTable)
        .where(and(eq(invoiceOrdersTable.id, id), eq(invoiceOrdersTable.paid, false))),
    )
    .returning();
  if (!row) throw new HttpError(409, INVOICE_ORDERS_MESSAGES.alreadyPaid);
  await ctx.emit(ORDER_PAID, { orders: [await paidInvoiceOf(ctx, row)] });
  return row;
}

function payRoute(provider: CardProvider) {
  return implement(endpoints.pay, async (ctx, { params, body }) => {
    const invoice = await lockInvoice(ctx, params.id);
    if (invoice.paid) throw new HttpError(409, INVOICE_ORDERS_MESSAGES.alreadyPaid);
    if (body.payment_type === 'free') {
      return {
        status: 'succeeded' as const,
        invoice: toItem(await markPaid(ctx, invoice.id, { type: 'free', status: 'succeeded' })),
      };
    }
    const pending = invoice.payment?.status === 'requires_action' ? invoice.payment : null;
    if (body.payment_intent_id !== undefined) {
      // The repeat call after extra authentication: it must confirm this invoice's intent.
      if (!pending || pending.payment_intent_id !== body.payment_intent_id)
        throw invalidField('payment_intent_id', INVOICE_ORDERS_MESSAGES.intentMismatch);
    } else if (!body.card) {
      throw invalidField('card', INVOICE_ORDERS_MESSAGES.cardRequired);
    }
    const result = await provider.charge({
      amount: invoice.total,
      currency: ctx.store.currency,
      reference: `${ctx.store.id}_${invoice.id}`,
      card: body.card,
      payment_intent_id: body.payment_intent_id,
    });
    if (result.status === 'declined') throw new HttpError(402, result.message);
    const payment: InvoicePayment = {
      type: 'card',
      status: result.status,
      last4: result.last4 || pending?.last4,
      payment_intent_id: result.payment_intent_id,
      provider: provider.name,
    };
    if (result.status === 'requires_action') {
      const [row] = await ctx.scope(invoiceOrdersTable).update(invoice.id, { payment });
      return {
        status: 'requires_action' as const,
        payment_intent_id: result.payment_intent_id,
        invoice: toItem(row!),
      };
    }
    return { status: 'succeeded' as const, invoice: toItem(await markPaid(ctx, invoice.id, payment)) };
  });
}

/** The "invoice order" email (spec 2 §3 Email types); an unpaid one carries its pay link. */
function invoiceEmail(
  row: InvoiceRow,
  store: { title: string; currency: string; locale: string },
  message: string,
  payLink: string | null,
): string {
  const storeTitle = store.title;
  const currency = store.currency;
  // Stored minor units in the store's currency and locale, written as the admin writes money
  // (core's one formatter).
  const money = (minor: number, code: string) => formatMoney(minor, { currency: code, locale: store.locale });
  const lines = row.items
    .map(
      (i) =>
        `<tr><td>${escapeHtml(i.title)}${i.variant ? ` (${escapeHtml(i.variant)})` : ''}</td><td>${i.quantity}</td><td>${money(i.price * i.quantity, currency)}</td></tr>`,
    )
    .join('');
  return [
    `<h1>Invoice #${row.id} from ${escapeHtml(storeTitle)}</h1>`,
    message ? `<p>${escapeHtml(message)}</p>` : '',
    `<table><thead><tr><th>Item</th><th>Quantity</th><th>Price</th></tr></thead><tbody>${lines}</tbody></table>`,
    `<p>Subtotal: ${money(row.subtotal, currency)}<br>Shipping: ${money(row.shipping_price, currency)}<br>Tax: ${money(row.tax, currency)}<br><strong>Total: ${money(row.total, currency)}</strong></p>`,
    `<p>Status: ${row.paid ? 'Paid' : 'Not paid'}</p>`,
    payLink ? `<p><a href="${escapeHtml(payLink)}">${INVOICE_ORDERS_MESSAGES.payLinkLabel}</a></p>` : '',
  ].join('\n');
}

/** Where a storefront is by default: the store's subdomain under the sandbox storefront host. */
export const defaultStorefrontUrl = (store: { subdomain: string }) =>
  `https://${store.subdomain}.storeroom.test`;

/**
 * The "invoice email" with the pay link of an unpaid invoice (issue 18 item 8): the store's
 * storefront, `INVOICE_PAY_PATH`, and the invoice's secret token (made on the first email and
 * kept, so every email of the invoice carries the same link).
 */
const emailRoute = (storefrontUrl: (store: { subdomain: string }) => string) =>
  implement(endpoints.email, async (ctx, { params, body }) => {
    let invoice = await ctx.scope(invoiceOrdersTable).get(parseId(params.id));
    if (!invoice) throw notFound();
    if (!invoice.paid && !invoice.pay_token) {
      const [updated] = await ctx
        .scope(invoiceOrdersTable)
        .update(invoice.id, { pay_token: randomBytes(24).toString('base64url') });
      invoice = updated!;
    }
    const payLink =
      invoice.paid || !invoice.pay_token
        ? null
        : `${storefrontUrl(ctx.store).replace(/\/+$/, '')}${INVOICE_PAY_PATH.replace('{id}', String(invoice.id))}?token=${encodeURIComponent(invoice.pay_token)}`;
    let to = body.email || invoice.email;
    if (!to && invoice.customer_id !== null)
      to = (await ctx.use(CUSTOMER_DIRECTORY)?.get(invoice.customer_id))?.email ?? '';
    if (!to) throw invalidField('email', INVOICE_ORDERS_MESSAGES.noRecipient);
    const email_log_id = await ctx.services.mail.send(ctx.db, ctx.store.id, {
      to,
      subject: `Invoice #${invoice.id} from ${ctx.store.title}`,
      body: invoiceEmail(invoice, ctx.store, body.message, payLink),
    });
    return { message: INVOICE_ORDERS_MESSAGES.emailed(to), email_log_id };
  });

export const invoicePage = implement(endpoints.page, async (ctx, { params }) => {
  const row = await ctx.scope(invoiceOrdersTable).get(parseId(params.id));
  if (!row) throw notFound();
  const item = toItem(row);
  // The customer's name and email come from the customers area (CUSTOMER_DIRECTORY); without
  // it, or once the customer is gone, the page still names the id it was made for.
  const known =
    row.customer_id === null ? undefined : await ctx.use(CUSTOMER_DIRECTORY)?.get(row.customer_id);
  return {
    id: item.id,
    store: { title: ctx.store.title, currency: ctx.store.currency },
    paid: item.paid,
    paid_at: item.paid_at,
    // Only what a printed invoice shows: never a payment intent id.
    payment:
      item.payment && item.payment.status === 'succeeded'
        ? { type: item.payment.type, ...(item.payment.last4 ? { last4: item.payment.last4 } : {}) }
        : null,
    customer:
      row.customer_id === null
        ? null
        : { id: row.customer_id, full_name: known?.full_name ?? '', email: known?.email ?? '' },
    email: item.email,
    items: item.items,
    shipping: item.shipping,
    tax: item.tax,
    tax_rate: item.tax_rate,
    subtotal: item.subtotal,
    total: item.total,
    address: item.address,
    created_at: item.created_at,
  };
});

/**
 * Deletes the unpaid ones of `rows`; paid ones stay and are named in the spec's message
 * (spec 2 §8), answered as 422 after the unpaid ones are gone.
 */
async function deleteInvoices(
  ctx: ActionContext,
  rows: InvoiceRow[],
): Promise<Response | { affected: number }> {
  const paid = rows.filter((r) => r.paid).map((r) => r.id);
  const unpaid = rows.filter((r) => !r.paid).map((r) => r.id);
  const deleted = unpaid.length > 0 ? await ctx.scope(invoiceOrdersTable).delete(unpaid) : [];
  if (paid.length === 0) return { affected: deleted.length };
  return Response.json(
    { message: INVOICE_ORDERS_MESSAGES.paidNotDeleted(paid), affected: deleted.length, not_deleted: paid },
    { status: 422 },
  );
}

export const deleteInvoice = implement(endpoints.remove, async (ctx, { params }) => {
  const result = await deleteInvoices(ctx, [await lockInvoice(ctx, params.id)]);
  return result instanceof Response ? result : undefined;
});

export const bulkDeleteInvoices = implement(endpoints.bulkDelete, async (ctx, { body }) => {
  const rows = await ctx.db
    .select()
    .from(invoiceOrdersTable)
    .where(ctx.scope(invoiceOrdersTable).where(inArray(invoiceOrdersTable.id, body.ids)))
    .for('update');
  return deleteInvoices(ctx, rows);
});

/**
 * The addresses to store: billing is a copy of shipping while same-billing is on; otherwise
 * billing keeps its own fields, with the first and last name taken from shipping when left
 * empty (spec 2 §5).
 */
export function resolveAddresses(body: z.output<typeof addressInputSchema>): StoredAddress {
  const { shipping, same_billing } = body;
  if (same_billing || !body.billing) return { shipping, billing: { ...shipping }, same_billing: true };
  const billing: Address = {
    ...body.billing,
    first_name: body.billing.first_name || shipping.first_name,
    last_name: body.billing.last_name || shipping.last_name,
  };
  return { shipping, billing, same_billing: false };
}

/** The address may change only while the invoice is unpaid (spec 2 §4). */
async function unpaidForAddress(ctx: ActionContext, rawId: string | undefined): Promise<InvoiceRow> {
  const row = await lockInvoice(ctx, rawId);
  if (row.paid) throw invalidField('address', INVOICE_ORDERS_MESSAGES.addressLocked);
  return row;
}

export const createAddress = implement(endpoints.createAddress, async (ctx, { params, body }) => {
  const row = await unpaidForAddress(ctx, params.id);
  if (row.address) throw invalidField('address', INVOICE_ORDERS_MESSAGES.addressExists);
  const address = resolveAddresses(body);
  const [updated] = await ctx.scope(invoiceOrdersTable).update(row.id, {
    address,
    ...(await pricedWithTax(ctx, row.items, row.shipping_price, address, row.tax)),
  });
  return addressOf(updated!)!;
});

export const updateAddress = implement(endpoints.updateAddress, async (ctx, { params, body }) => {
  const row = await unpaidForAddress(ctx, params.id);
  if (!row.address) throw notFound(INVOICE_ORDERS_MESSAGES.addressMissing);
  const merged = addressInputSchema.safeParse({
    shipping: { ...row.address.shipping, ...body.shipping },
    billing: { ...row.address.billing, ...body.billing },
    same_billing: body.same_billing ?? row.address.same_billing,
  });
  if (!merged.success) throw invalid({ address: merged.error.issues.map((i) => i.message) });
  const address = resolveAddresses(merged.data);
  const [updated] = await ctx.scope(invoiceOrdersTable).update(row.id, {
    address,
    ...(await pricedWithTax(ctx, row.items, row.shipping_price, address, row.tax)),
  });
  return addressOf(updated!)!;
});

export const deleteAddress = implement(endpoints.deleteAddress, async (ctx, { params }) => {
  const row = await unpaidForAddress(ctx, params.id);
  if (!row.address) throw notFound(INVOICE_ORDERS_MESSAGES.addressMissing);
  // Without an address the tax is an amount again: the one computed last, until a PATCH sends another.
  await ctx.scope(invoiceOrdersTable).update(row.id, { address: null, tax_rate: null });
  return undefined;
});

export interface InvoiceOrdersServerOptions {
  /** The card processor; the deterministic sandbox by default. */
  cardProvider?: CardProvider;
  /**
   * The storefront's address of a store, for the pay link of the invoice email
   * (`https://{subdomain}.storeroom.test` by default, the sandbox storefront host).
   */
  storefrontUrl?: (store: { subdomain: string }) => string;
}

/** The server part with a chosen card provider (tests and real deployments). */
export function createInvoiceOrdersServerPlugin(options: InvoiceOrdersServerOptions = {}): ServerPlugin {
  const provider = options.cardProvider ?? sandboxCardProvider;
  const storefrontUrl = options.storefrontUrl ?? defaultStorefrontUrl;
  return defineServerPlugin({
    id: 'invoice-orders',
    contract: invoiceOrdersContract,
    tables: { invoiceOrdersTable },
    migrations: [
      {
        version: 1,
        name: 'create invoice_orders',
        sql: [
          `create table invoice_orders (
            id serial primary key,
            store_id integer not null references stores(id) on delete cascade,
            paid boolean not null default false,
            items jsonb not null default '[]'::jsonb,
            customer_id integer,
            email text not null default '',
            address jsonb,
            shipping_price integer not null default 0,
            tax integer not null default 0,
            subtotal integer not null default 0,
            total integer not null default 0,
            payment jsonb,
            paid_at timestamptz,
            created_at timestamptz not null default now()
          )`,
          'create index invoice_orders_store_idx on invoice_orders (store_id, id)',
          'create index invoice_orders_store_customer_idx on invoice_orders (store_id, customer_id)',
        ],
      },
      {
        version: 2,
        name: 'invoice tax rate and pay link token',
        sql: [
          'alter table invoice_orders add column tax_rate jsonb',
          'alter table invoice_orders add column pay_token text',
        ],
      },
    ],
    resources: [invoiceOrdersResource],
    // Routes are matched before the resource: `/invoice-orders/delete` is not an id.
    routes: [
      payRoute(provider),
      emailRoute(storefrontUrl),
      invoicePage,
      bulkDeleteInvoices,
      deleteInvoice,
      createAddress,
      updateAddress,
      deleteAddress,
    ],
    subscribes: [
      // The customer-email change counts orders plus invoices (spec 2 §4): add ours.
      subscribe(CUSTOMER_REFERENCES, async (ctx, payload) => {
        const [row] = await ctx.db
          .select({ n: count() })
          .from(invoiceOrdersTable)
          .where(
            ctx.scope(invoiceOrdersTable).where(eq(invoiceOrdersTable.customer_id, payload.customer_id)),
          );
        payload.count.value += Number(row?.n ?? 0);
      }),
    ],
    async seed({ storeIds, context }) {
      for (const [index, storeId] of storeIds.entries()) {
        const ctx = await context(storeId);
        const directory = ctx.use(CUSTOMER_DIRECTORY);
        const rows: StoreInsert<typeof invoiceOrdersTable>[] = [];
        for (const invoice of seedInvoices(SEED_INVOICE_COUNTS[index === 0 ? 0 : 1])) {
          const { customer, email, items, shipping, tax, paid, payment, address, created_at } = invoice;
          const known = directory
            ? ((await directory.findByEmail(customer.email)) ?? (await directory.create(customer)))
            : undefined;
          rows.push({
            customer_id: known?.id ?? null,
            email,
            // With the taxes area seeded first, the demo invoices with an address are taxed by it.
            ...(await pricedWithTax(ctx, items, shipping, address, tax)),
            paid,
            paid_at: paid ? created_at : null,
            payment,
            address,
            created_at,
          });
        }
        await ctx.scope(invoiceOrdersTable).insertMany(rows);
      }
    },
  });
}

/** The server part with the sandbox card provider. */
export const invoiceOrdersServerPlugin = createInvoiceOrdersServerPlugin();
