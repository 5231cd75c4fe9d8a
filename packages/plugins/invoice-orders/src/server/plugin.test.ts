import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUBJECTS } from '@storeroom/core/access';
import { DEMO_CREDENTIALS, action, defineServerPlugin, parseId, provide } from '@storeroom/server';
import { CUSTOMER_DIRECTORY, CUSTOMER_REFERENCES } from '@storeroom/plugin-customers/contract';
import { CATALOGUE } from '@storeroom/plugin-products/contract';
import type { DirectoryCustomer } from '@storeroom/plugin-customers/contract';
import { createTestServer, openApiDocument, undocumentedCalls } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { INVOICE_ORDERS_MESSAGES, SANDBOX_CARDS } from '../contract';
import type { InvoiceOrderItem, InvoicePage, PayResult } from '../contract';
import { invoiceOrdersServerPlugin } from './plugin';
import { readInvoice } from './test-server';

// A stand-in customers plugin: the directory in memory, and a door that asks every area
// how many documents name a customer (CUSTOMER_REFERENCES), as the email change does.
const customers = new Map<number, DirectoryCustomer>();
let nextCustomerId = 500;
const fakeCustomers = defineServerPlugin({
  id: 'fake-customers',
  provides: [
    // A stand-in catalogue with products 11 and 12.
    provide(CATALOGUE, () => ({
      find: async (ids) =>
        ids
          .filter((id) => id === 11 || id === 12)
          .map((id) => ({
            id,
            title: `Product ${id}`,
            seo_url: `product-${id}`,
            type: '',
            vendor: '',
            tags: [],
            price: 10,
            is_draft: false,
            track_inventory: false,
            image: null,
            variants: [],
          })),
      count: async () => 2,
      match: async () => [],
    })),
    provide(CUSTOMER_DIRECTORY, () => ({
      get: async (id) => customers.get(id),
      findByEmail: async (email) => [...customers.values()].find((c) => c.email === email.toLowerCase()),
      create: async (input) => {
        const customer = {
          id: nextCustomerId++,
          email: input.email,
          full_name: input.full_name ?? '',
          phone: '',
        };
        customers.set(customer.id, customer);
        return customer;
      },
      update: async (id, input) => {
        const customer = { ...customers.get(id)!, ...input };
        customers.set(id, customer);
        return customer;
      },
      remove: async (id) => void customers.delete(id),
    })),
  ],
  routes: [
    action({
      method: 'GET',
      path: '/fake-customers/:id/references',
      subject: SUBJECTS.customers,
      async handler(ctx, { params }) {
        const count = { value: 0 };
        await ctx.emit(CUSTOMER_REFERENCES, { customer_id: parseId(params.id), count });
        return count;
      },
    }),
  ],
});

let t: TestServer;
let owner: string;

const card = (number: string) => ({ number, exp_month: 12, exp_year: 2030, cvc: '123' });
// Money in integer minor units (cents): $12.50.
const customItem = { title: 'Custom engraving', price: 1250, quantity: 3 };

interface List {
  items: InvoiceOrderItem[];
  _meta: { totalCount: number };
}

async function create(body: Record<string, unknown> = {}): Promise<InvoiceOrderItem> {
  const res = await t.request('POST', '/invoice-orders', {
    token: owner,
    body: { items: [customItem], ...body },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as InvoiceOrderItem;
}

const get = (id: number) => readInvoice(t, owner, id);

async function total(): Promise<number> {
  return ((await (await t.request('GET', '/invoice-orders', { token: owner })).json()) as List)._meta
    .totalCount;
}

beforeAll(async () => {
  t = await createTestServer({ plugins: [fakeCustomers, invoiceOrdersServerPlugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

describe('invoice orders: list, create, update', () => {
  it('lists a dozen seeded invoices, paid and unpaid, newest first', async () => {
    const body = (await (await t.request('GET', '/invoice-orders?size=50', { token: owner })).json()) as List;
    expect(body._meta.totalCount).toBe(12);
    const ids = body.items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.items.some((i) => i.paid)).toBe(true);
    expect(body.items.some((i) => !i.paid)).toBe(true);
    // Seeded through the customers directory.
    expect(body.items.every((i) => i.customer !== null && customers.has(i.customer.id))).toBe(true);
  });

  it('creates with a custom item; the total is computed on the server', async () => {
    const invoice = await create({
      shipping: { price: 500 },
      tax: 226,
      total: 1,
      email: ' Buyer@Example.COM ',
    });
    expect(invoice).toMatchObject({
      paid: false,
      items: [{ product_id: null, variant: '', title: 'Custom engraving', price: 1250, quantity: 3 }],
      shipping: { price: 500 },
      tax: 226,
      subtotal: 3750,
      total: 4476,
      email: 'buyer@example.com',
      customer: null,
      address: null,
    });
  });

  it('refuses a fraction of a minor unit and creates nothing', async () => {
    const before = await total();
    const res = await t.request('POST', '/invoice-orders', {
      token: owner,
      body: { items: [{ ...customItem, price: 12.5 }], tax: 2.255 },
    });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(errors['items.0.price']).toEqual([INVOICE_ORDERS_MESSAGES.amountMinorUnits]);
    expect(errors.tax).toEqual([INVOICE_ORDERS_MESSAGES.amountMinorUnits]);
    expect(await total()).toBe(before);
  });

  it('refuses bad input with the spec’s messages and creates nothing', async () => {
    const before = await total();
    const empty = await t.request('POST', '/invoice-orders', { token: owner, body: { items: [] } });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { errors: Record<string, string[]> }).errors.items).toEqual([
      INVOICE_ORDERS_MESSAGES.itemsRequired,
    ]);
    const bad = await t.request('POST', '/invoice-orders', {
      token: owner,
      body: { items: [{ title: '', price: -1, quantity: 0 }], email: 'nope' },
    });
    const { errors } = (await bad.json()) as { errors: Record<string, string[]> };
    expect(errors['items.0.quantity']).toEqual([INVOICE_ORDERS_MESSAGES.quantityRequired]);
    expect(errors['items.0.title']).toEqual([INVOICE_ORDERS_MESSAGES.titleRequired]);
    expect(errors['items.0.price']).toEqual([INVOICE_ORDERS_MESSAGES.amountInvalid]);
    expect(errors.email).toEqual([INVOICE_ORDERS_MESSAGES.emailInvalid]);
    expect(await total()).toBe(before);
  });

  it('links customers through the directory: an id must exist, an email finds or creates', async () => {
    const missing = await t.request('POST', '/invoice-orders', {
      token: owner,
      body: { items: [customItem], customer: { id: 99999 } },
    });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({
      errors: { customer: [INVOICE_ORDERS_MESSAGES.customerNotFound] },
    });

    const byEmail = await create({ customer: { email: 'New.Client@Example.com', full_name: 'New Client' } });
    const made = customers.get(byEmail.customer!.id)!;
    expect(made).toMatchObject({ email: 'new.client@example.com', full_name: 'New Client' });
    expect(byEmail.email).toBe('new.client@example.com');
    const again = await create({ customer: { email: 'new.client@example.com' } });
    expect(again.customer).toEqual({ id: made.id });
    const byId = await create({ customer: { id: made.id } });
    expect(byId).toMatchObject({ customer: { id: made.id }, email: 'new.client@example.com' });
  });

  it('takes catalogue lines of known products only (CATALOGUE)', async () => {
    const ok = await create({
      items: [
        { product_id: 11, variant: 'Navy / L', title: 'Linen shirt', price: 4900, quantity: 1 },
        customItem,
      ],
    });
    expect(ok.items[0]).toMatchObject({ product_id: 11, variant: 'Navy / L' });
    const before = await total();
    const res = await t.request('POST', '/invoice-orders', {
      token: owner,
      body: { items: [customItem, { product_id: 99, title: 'Gone', price: 1, quantity: 1 }] },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      errors: { 'items.1.product_id': [INVOICE_ORDERS_MESSAGES.productNotFound] },
    });
    expect(await total()).toBe(before);
  });

  it('adds its invoice count to CUSTOMER_REFERENCES', async () => {
    const customer = await (await create({ customer: { email: 'counted@example.com' } })).customer!;
    await create({ customer: { id: customer.id } });
    const res = await t.request('GET', `/fake-customers/${customer.id}/references`, { token: owner });
    expect(await res.json()).toEqual({ value: 2 });
  });

  it('updates an unpaid invoice and recomputes the total; a paid one is refused', async () => {
    const invoice = await create();
    const res = await t.request('PATCH', `/invoice-orders/${invoice.id}`, {
      token: owner,
      body: {
        tax: 100,
        items: [
          { ...customItem, quantity: 1 },
          { title: 'Box', price: 50, quantity: 2 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ subtotal: 1350, tax: 100, total: 1450 });
    await t.request('POST', `/invoice-orders/${invoice.id}/pay`, {
      token: owner,
      body: { payment_type: 'free' },
    });
    const locked = await t.request('PATCH', `/invoice-orders/${invoice.id}`, {
      token: owner,
      body: { tax: 300 },
    });
    expect(locked.status).toBe(422);
    expect((await get(invoice.id)).tax).toBe(100);
  });
});

describe('invoice orders: pay', () => {
  it('marks an invoice paid with the free payment type, once', async () => {
    const invoice = await create();
    const res = await t.request('POST', `/invoice-orders/${invoice.id}/pay`, {
      token: owner,
      body: { payment_type: 'free' },
    });
    expect(res.status).toBe(200);
    const result = (await res.json()) as PayResult;
    expect(result.status).toBe('succeeded');
    expect(result.invoice).toMatchObject({ paid: true, payment: { type: 'free', status: 'succeeded' } });
    expect(result.invoice.paid_at).not.toBeNull();
    const again = await t.request('POST', `/invoice-orders/${invoice.id}/pay`, {
      token: owner,
      body: { payment_type: 'free' },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: INVOICE_ORDERS_MESSAGES.alreadyPaid });
  });

  it('lets exactly one of two concurrent pays succeed', async () => {
    const invoice = await create();
    const [a, b] = await Promise.all([
      t.request('POST', `/invoice-orders/${invoice.id}/pay`, {
        token: owner,
        body: { payment_type: 'free' },
      }),
      t.request('POST', `/invoice-orders/${invoice.id}/pay`, {
        token: owner,
        body: { payment_type: 'card', card: card(SANDBOX_CARDS.succeeds) },
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const paid = await get(invoice.id);
    expect(paid.paid).toBe(true);
    // The recorded payment is the winner's, not a mix.
    const winner = a.status === 200 ? 'free' : 'card';
    expect(paid.payment?.type).toBe(winner);
  });

  it('charges a card through the sandbox provider', async () => {
    const invoice = await create();
    const res = await t.request('POST', `/invoice-orders/${invoice.id}/pay`, {
      token: owner,
      body: { payment_type: 'card', card: card('4242 4242 4242 4242') },
    });
    const result = (await res.json()) as PayResult;
    expect(result.status).toBe('succeeded');
    expect(result.invoice.payment).toMatchObject({ type: 'card', last4: '4242', provider: 'sandbox' });
  });

  it('asks for extra authentication, then completes with the payment intent id', async () => {
    const invoice = await create();
    const first = (await (
      await t.request('POST', `/invoice-orders/${invoice.id}/pay`, {
        token: owner,
        body: { payment_type: 'card', card: card(SANDBOX_CARDS.requiresAction) },
      })
    ).json()) as PayResult;
    expect(first.status).toBe('requires_action');
    expect(first.invoice.paid).toBe(false);
    if (first.status !== 'requires_action') return;
    const wrong = await t.request('POST', `/invoice-orders/${invoice.id}/pay`, {
      token: owner,
      body: { payment_type: 'card', payment_intent_id: 'pi_sandbox_other' },
    });
    expect(wrong.status).toBe(422);
    expect((await get(invoice.id)).paid).toBe(false);
    const second = (await (
      await t.request('POST', `/invoice-orders/${invoice.id}/pay`, {
        token: owner,
        body: { payment_type: 'card', payment_intent_id: first.payment_intent_id },
      })
    ).json()) as PayResult;
    expect(second.status).toBe('succeeded');
    expect(second.invoice).toMatchObject({ paid: true, payment: { last4: '3184', status: 'succeeded' } });
  });

  it('refuses a declined or invalid card and leaves the invoice unpaid', async () => {
    const invoice = await create();
    const declined = await t.request('POST', `/invoice-orders/${invoice.id}/pay`, {
      token: owner,
      body: { payment_type: 'card', card: card(SANDBOX_CARDS.declined) },
    });
    expect(declined.status).toBe(402);
    expect(await declined.json()).toEqual({ message: INVOICE_ORDERS_MESSAGES.cardDeclined });
    const invalid = await t.request('POST', `/invoice-orders/${invoice.id}/pay`, {
      token: owner,
      body: { payment_type: 'card', card: card('4242 4242 4242 4241') },
    });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { errors: Record<string, string[]> }).errors['card.number']).toEqual([
      INVOICE_ORDERS_MESSAGES.cardInvalid,
    ]);
    const none = await t.request('POST', `/invoice-orders/${invoice.id}/pay`, {
      token: owner,
      body: { payment_type: 'card' },
    });
    expect(none.status).toBe(422);
    const unknownType = await t.request('POST', `/invoice-orders/${invoice.id}/pay`, {
      token: owner,
      body: { payment_type: 'cash' },
    });
    expect(unknownType.status).toBe(422);
    expect(await get(invoice.id)).toMatchObject({ paid: false, payment: null });
  });
});

describe('invoice orders: email, page, delete', () => {
  it('emails the invoice through the mailer (the email log shows it)', async () => {
    const invoice = await create({ email: 'client@example.com' });
    const res = await t.request('POST', `/invoice-orders/${invoice.id}/email`, { token: owner, body: {} });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; email_log_id: number };
    expect(body.message).toBe(INVOICE_ORDERS_MESSAGES.emailed('client@example.com'));
    // The mail leaves through the outbox after the commit: the log shows it sent once it has.
    const log = await vi.waitFor(
      async () => {
        const entry = (await (
          await t.request('GET', `/email-logs/${body.email_log_id}?expand=body`, { token: owner })
        ).json()) as { to_email: string; subject: string; status: number };
        expect(entry).toMatchObject({ to_email: 'client@example.com', status: 2 });
        return entry;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(log.subject).toContain(`Invoice #${invoice.id}`);
    const other = await t.request('POST', `/invoice-orders/${invoice.id}/email`, {
      token: owner,
      body: { email: 'Someone@Example.com' },
    });
    expect(((await other.json()) as { message: string }).message).toBe(
      INVOICE_ORDERS_MESSAGES.emailed('someone@example.com'),
    );
  });

  it('refuses to email an invoice without a recipient', async () => {
    const invoice = await create();
    const res = await t.request('POST', `/invoice-orders/${invoice.id}/email`, { token: owner, body: {} });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { email: [INVOICE_ORDERS_MESSAGES.noRecipient] } });
  });

  it('answers the invoice page data', async () => {
    const invoice = await create({ shipping: { price: 100 } });
    const page = (await (
      await t.request('GET', `/invoice-orders/${invoice.id}/page`, { token: owner })
    ).json()) as InvoicePage;
    expect(page).toMatchObject({
      id: invoice.id,
      paid: false,
      paid_at: null,
      payment: null,
      customer: null,
      total: 3850,
      store: { currency: 'USD' },
    });
    expect((await t.request('GET', '/invoice-orders/999999/page', { token: owner })).status).toBe(404);
  });

  it('names the customer from the customers directory and shows how a paid invoice was paid', async () => {
    const invoice = await create({
      customer: { email: 'page.reader@example.com', full_name: 'Page Reader' },
    });
    const pageOf = async () =>
      (await (
        await t.request('GET', `/invoice-orders/${invoice.id}/page`, { token: owner })
      ).json()) as InvoicePage;
    expect((await pageOf()).customer).toEqual({
      id: invoice.customer!.id,
      full_name: 'Page Reader',
      email: 'page.reader@example.com',
    });
    // An authentication still pending is not a payment: the page shows none, nor its intent id.
    await t.request('POST', `/invoice-orders/${invoice.id}/pay`, {
      token: owner,
      body: { payment_type: 'card', card: card(SANDBOX_CARDS.requiresAction) },
    });
    expect(await pageOf()).toMatchObject({ paid: false, payment: null });
    const paid = await t.request('POST', `/invoice-orders/${invoice.id}/pay`, {
      token: owner,
      body: { payment_type: 'card', card: card(SANDBOX_CARDS.succeeds) },
    });
    expect(paid.status).toBe(200);
    const page = await pageOf();
    expect(page).toMatchObject({ paid: true, payment: { type: 'card', last4: '4242' } });
    expect(page.paid_at).toEqual(expect.any(String));
    expect(JSON.stringify(page)).not.toContain('payment_intent_id');
    // A customer the directory no longer knows keeps its id; name and email are empty.
    customers.delete(invoice.customer!.id);
    expect((await pageOf()).customer).toEqual({ id: invoice.customer!.id, full_name: '', email: '' });
  });

  it('deletes an unpaid invoice and refuses a paid one with the spec’s message', async () => {
    const unpaid = await create();
    expect((await t.request('DELETE', `/invoice-orders/${unpaid.id}`, { token: owner })).status).toBe(204);
    expect((await t.request('GET', `/invoice-orders/${unpaid.id}`, { token: owner })).status).toBe(404);
    const paid = await create();
    await t.request('POST', `/invoice-orders/${paid.id}/pay`, {
      token: owner,
      body: { payment_type: 'free' },
    });
    const refused = await t.request('DELETE', `/invoice-orders/${paid.id}`, { token: owner });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe(
      `Paid Invoice Orders: ${paid.id} are not deleted. You can not delete paid invoice orders.`,
    );
    expect((await get(paid.id)).paid).toBe(true);
  });

  it('bulk deletes the unpaid ones and names the paid ones', async () => {
    const a = await create();
    const b = await create();
    const c = await create();
    for (const id of [b.id, c.id])
      await t.request('POST', `/invoice-orders/${id}/pay`, { token: owner, body: { payment_type: 'free' } });
    const res = await t.request('POST', '/invoice-orders/delete', {
      token: owner,
      body: { ids: [a.id, b.id, c.id] },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      message: INVOICE_ORDERS_MESSAGES.paidNotDeleted([b.id, c.id]),
      affected: 1,
    });
    expect((await t.request('GET', `/invoice-orders/${a.id}`, { token: owner })).status).toBe(404);
    expect((await t.request('GET', `/invoice-orders/${b.id}`, { token: owner })).status).toBe(200);
    const d = await create();
    const ok = await t.request('POST', '/invoice-orders/delete', { token: owner, body: { ids: [d.id] } });
    expect(await ok.json()).toEqual({ affected: 1 });
  });
});

describe('invoice orders: address', () => {
  const shipping = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    street: '1 Main St',
    city: 'London',
    zip: 'N1',
    country: 'GB',
  };

  it('adds, edits and deletes the address while unpaid; billing copies shipping while same-billing is on', async () => {
    const invoice = await create();
    const added = await t.request('POST', `/invoice-orders/${invoice.id}/address`, {
      token: owner,
      body: { shipping, same_billing: true },
    });
    expect(added.status).toBe(200);
    const address = (await added.json()) as NonNullable<InvoiceOrderItem['address']>;
    expect(address.billing).toEqual(address.shipping);
    expect(address).toMatchObject({ id: invoice.id, same_billing: true, shipping: { city: 'London' } });
    const twice = await t.request('POST', `/invoice-orders/${invoice.id}/address`, {
      token: owner,
      body: { shipping },
    });
    expect(twice.status).toBe(422);

    const own = await t.request('PATCH', `/invoice-orders/${invoice.id}/address`, {
      token: owner,
      body: {
        same_billing: false,
        billing: { first_name: '', last_name: '', street: '9 Side Rd', city: 'Leeds' },
      },
    });
    const separate = (await own.json()) as NonNullable<InvoiceOrderItem['address']>;
    // First and last name copied from shipping (spec 2 §5).
    expect(separate.billing).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      street: '9 Side Rd',
      city: 'Leeds',
    });
    expect(separate.shipping.city).toBe('London');

    const moved = await t.request('PATCH', `/invoice-orders/${invoice.id}/address`, {
      token: owner,
      body: { same_billing: true, shipping: { city: 'Bath' } },
    });
    const bath = (await moved.json()) as NonNullable<InvoiceOrderItem['address']>;
    expect(bath.billing.city).toBe('Bath');
    // A PATCH changes only the fields it sends: the rest of the card stays.
    expect(bath.shipping).toMatchObject({ first_name: 'Ada', street: '1 Main St', zip: 'N1', country: 'GB' });

    expect(
      (await t.request('DELETE', `/invoice-orders/${invoice.id}/address`, { token: owner })).status,
    ).toBe(204);
    expect((await get(invoice.id)).address).toBeNull();
    expect(
      (await t.request('DELETE', `/invoice-orders/${invoice.id}/address`, { token: owner })).status,
    ).toBe(404);
  });

  it('refuses address changes on a paid invoice', async () => {
    const invoice = await create();
    await t.request('POST', `/invoice-orders/${invoice.id}/address`, { token: owner, body: { shipping } });
    await t.request('POST', `/invoice-orders/${invoice.id}/pay`, {
      token: owner,
      body: { payment_type: 'free' },
    });
    const patch = await t.request('PATCH', `/invoice-orders/${invoice.id}/address`, {
      token: owner,
      body: { shipping: { city: 'Paris' } },
    });
    expect(patch.status).toBe(422);
    expect(await patch.json()).toEqual({ errors: { address: [INVOICE_ORDERS_MESSAGES.addressLocked] } });
    expect(
      (await t.request('DELETE', `/invoice-orders/${invoice.id}/address`, { token: owner })).status,
    ).toBe(422);
    expect((await get(invoice.id)).address?.shipping.city).toBe('London');
  });
});

describe('invoice orders: access', () => {
  it('refuses callers without an invoice_orders rule, and writes under limited access', async () => {
    expect((await t.request('GET', '/invoice-orders')).status).toBe(401);
    // The demo employee has dashboard and orders rules only.
    const employee = await t.login(DEMO_CREDENTIALS.employee);
    expect((await t.request('GET', '/invoice-orders', { token: employee })).status).toBe(403);
    const { token: reader } = await t.employee([{ subject: 'invoice_orders', rule: 1, options: [] }]);
    const invoice = await create();
    expect((await t.request('GET', `/invoice-orders/${invoice.id}`, { token: reader })).status).toBe(200);
    expect((await t.request('GET', `/invoice-orders/${invoice.id}/page`, { token: reader })).status).toBe(
      200,
    );
    const writes: [string, string, unknown][] = [
      ['POST', '/invoice-orders', { items: [customItem] }],
      ['PATCH', `/invoice-orders/${invoice.id}`, { tax: 1 }],
      ['POST', `/invoice-orders/${invoice.id}/pay`, { payment_type: 'free' }],
      ['POST', `/invoice-orders/${invoice.id}/email`, { email: 'x@example.com' }],
      ['POST', `/invoice-orders/${invoice.id}/address`, { shipping: {} }],
      ['DELETE', `/invoice-orders/${invoice.id}`, undefined],
      ['POST', '/invoice-orders/delete', { ids: [invoice.id] }],
    ];
    for (const [method, path, body] of writes)
      expect((await t.request(method, path, { token: reader, body })).status, `${method} ${path}`).toBe(403);
    expect(await get(invoice.id)).toMatchObject({ paid: false, tax: 0 });
  });
});

describe('invoice orders without the customers plugin', () => {
  it('keeps a customer id as given and an email customer as the invoice email', async () => {
    const alone = await createTestServer({ plugins: [invoiceOrdersServerPlugin] });
    try {
      const token = await alone.login(DEMO_CREDENTIALS.owner);
      const seeded = (await (await alone.request('GET', '/invoice-orders', { token })).json()) as List;
      expect(seeded._meta.totalCount).toBe(12);
      expect(seeded.items.every((i) => i.customer === null && i.email !== '')).toBe(true);
      const byEmail = await alone.request('POST', '/invoice-orders', {
        token,
        body: { items: [customItem], customer: { email: 'Solo@Example.com' } },
      });
      expect(await byEmail.json()).toMatchObject({ customer: null, email: 'solo@example.com' });
      const byId = await alone.request('POST', '/invoice-orders', {
        token,
        body: { items: [customItem], customer: { id: 42 } },
      });
      expect(await byId.json()).toMatchObject({ customer: { id: 42 } });
    } finally {
      await alone.close();
    }
  });
});

describe('invoice orders: API reference', () => {
  it('lists every endpoint of the contract in /openapi.json, with its schemas', async () => {
    const calls = [
      'GET /api/v1/invoice-orders',
      'POST /api/v1/invoice-orders/search',
      'POST /api/v1/invoice-orders',
      'GET /api/v1/invoice-orders/{id}',
      'PATCH /api/v1/invoice-orders/{id}',
      'DELETE /api/v1/invoice-orders/{id}',
      'POST /api/v1/invoice-orders/delete',
      'POST /api/v1/invoice-orders/{id}/pay',
      'POST /api/v1/invoice-orders/{id}/email',
      'GET /api/v1/invoice-orders/{id}/page',
      'POST /api/v1/invoice-orders/{id}/address',
      'PATCH /api/v1/invoice-orders/{id}/address',
      'DELETE /api/v1/invoice-orders/{id}/address',
    ];
    expect(await undocumentedCalls(t, calls)).toEqual([]);
    const doc = await openApiDocument(t);
    const pay = doc.paths['/api/v1/invoice-orders/{id}/pay']!.post!;
    expect(JSON.stringify(pay.requestBody)).toContain('payment_type');
    expect(JSON.stringify(pay.responses)).toContain('requires_action');
  });
});
