import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CREDENTIALS, defineServerPlugin, provide } from '@storeroom/server';
import { TAX_RATES } from '@storeroom/plugin-taxes/contract';
import type { TaxRate } from '@storeroom/plugin-taxes/contract';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { INVOICE_ORDERS_MESSAGES } from '../contract';
import type { InvoiceOrderItem, InvoicePage } from '../contract';
import { createInvoiceOrdersServerPlugin } from './plugin';
import { readInvoice } from './test-server';

// A stand-in taxes area (the real pair is tested in examples/admin): California 7.25 % with
// shipping exempt, the rest of the United States none, Germany 19 % on shipping too.
const RATES: TaxRate[] = [
  { id: 1, country: 'US', state: 'CA', tax: 7.25, shipping_exempt: true },
  { id: 2, country: 'DE', state: null, tax: 19, shipping_exempt: false },
];
const fakeTaxes = defineServerPlugin({
  id: 'fake-taxes',
  provides: [
    provide(TAX_RATES, () => ({
      rateFor: async (country, state) =>
        RATES.find((r) => r.country === country && r.state === (state?.toUpperCase() ?? null)) ??
        RATES.find((r) => r.country === country && r.state === null) ??
        null,
    })),
  ],
});

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await createTestServer({
    plugins: [
      fakeTaxes,
      createInvoiceOrdersServerPlugin({
        storefrontUrl: (store) => `https://${store.subdomain}.shop.example/`,
      }),
    ],
  });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const address = (country: string, state: string) => ({
  shipping: { first_name: 'Ada', last_name: 'Lovelace', street: '1 Main St', city: 'X', state, country },
  same_billing: true,
});

async function invoiceWith(lines: { price: number; quantity: number }[], shipping = 0, tax = 0) {
  const res = await t.request('POST', '/invoice-orders', {
    token: owner,
    body: {
      items: lines.map((line, i) => ({ title: `Line ${i + 1}`, ...line })),
      shipping: { price: shipping },
      tax,
      email: 'payer@example.com',
    },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as InvoiceOrderItem;
}

const get = (id: number) => readInvoice(t, owner, id);

describe('invoice tax from the taxes area (TAX_RATES)', () => {
  it('keeps the tax sent while the invoice has no address', async () => {
    const invoice = await invoiceWith([{ price: 1000, quantity: 1 }], 500, 123);
    expect(invoice).toMatchObject({ tax: 123, tax_rate: null, total: 1623 });
  });

  it('taxes the invoice for its shipping address once it has one, rounding once per invoice', async () => {
    const invoice = await invoiceWith(
      [
        { price: 333, quantity: 1 },
        { price: 334, quantity: 1 },
        { price: 334, quantity: 1 },
      ],
      995,
      5000,
    );
    const res = await t.request('POST', `/invoice-orders/${invoice.id}/address`, {
      token: owner,
      body: address('US', 'ca'),
    });
    expect(res.status).toBe(200);
    const taxed = await get(invoice.id);
    // 1001 × 7.25 % = 72.57 → 73 (per line it would be 24 + 24 + 24 = 72); shipping is exempt.
    expect(taxed).toMatchObject({
      subtotal: 1001,
      tax: 73,
      total: 1001 + 995 + 73,
      tax_rate: { country: 'US', state: 'CA', tax: 7.25, shipping_exempt: true },
    });
    // A PATCH recomputes it from the lines (a tax sent is not used while the address rules it).
    const patched = await t.request('PATCH', `/invoice-orders/${invoice.id}`, {
      token: owner,
      body: { items: [{ title: 'One', price: 2000, quantity: 2 }], tax: 1 },
    });
    expect(await patched.json()).toMatchObject({ subtotal: 4000, tax: 290, total: 4000 + 995 + 290 });
  });

  it('taxes shipping unless the rate exempts it, and answers 0 % where no tax applies', async () => {
    const de = await invoiceWith([{ price: 1000, quantity: 1 }], 500);
    await t.request('POST', `/invoice-orders/${de.id}/address`, { token: owner, body: address('DE', '') });
    // (1000 + 500) × 19 % = 285.
    expect(await get(de.id)).toMatchObject({ tax: 285, total: 1785, tax_rate: { country: 'DE', tax: 19 } });
    // Moving the address to Texas: the United States have no tax there.
    const moved = await t.request('PATCH', `/invoice-orders/${de.id}/address`, {
      token: owner,
      body: { shipping: { country: 'US', state: 'TX' } },
    });
    expect(moved.status).toBe(200);
    expect(await get(de.id)).toMatchObject({
      tax: 0,
      total: 1500,
      tax_rate: { country: 'US', state: null, tax: 0 },
    });
    // Without the address the tax is an amount again (the last one) and a PATCH may set it.
    expect((await t.request('DELETE', `/invoice-orders/${de.id}/address`, { token: owner })).status).toBe(
      204,
    );
    const patched = await t.request('PATCH', `/invoice-orders/${de.id}`, { token: owner, body: { tax: 50 } });
    expect(await patched.json()).toMatchObject({ tax: 50, tax_rate: null, total: 1550 });
  });

  it('shows the tax and its rate on the invoice page', async () => {
    const invoice = await invoiceWith([{ price: 10000, quantity: 1 }]);
    await t.request('POST', `/invoice-orders/${invoice.id}/address`, {
      token: owner,
      body: address('US', 'CA'),
    });
    const page = (await (
      await t.request('GET', `/invoice-orders/${invoice.id}/page`, { token: owner })
    ).json()) as InvoicePage;
    expect(page).toMatchObject({ tax: 725, total: 10725, tax_rate: { state: 'CA', tax: 7.25 } });
  });
});

interface LogEntry {
  to_email: string;
  status: number;
  body: string;
}

async function sentMail(id: number): Promise<LogEntry> {
  return vi.waitFor(
    async () => {
      const entry = (await (
        await t.request('GET', `/email-logs/${id}?expand=body`, { token: owner })
      ).json()) as LogEntry;
      expect(entry.status).toBe(2);
      return entry;
    },
    { timeout: 60_000, interval: 100 },
  );
}

describe('invoice email pay link (issue 18 item 8)', () => {
  it('carries a pay link to the store’s storefront, the same in every email of the invoice', async () => {
    const invoice = await invoiceWith([{ price: 1500, quantity: 1 }]);
    const first = (await (
      await t.request('POST', `/invoice-orders/${invoice.id}/email`, { token: owner, body: {} })
    ).json()) as { email_log_id: number };
    const mail = await sentMail(first.email_log_id);
    expect(mail.to_email).toBe('payer@example.com');
    const link = new RegExp(
      `<a href="(https://storeroom-demo\\.shop\\.example/invoice/${invoice.id}/pay\\?token=[A-Za-z0-9_-]{32})">${INVOICE_ORDERS_MESSAGES.payLinkLabel}</a>`,
    );
    const url = link.exec(mail.body)?.[1];
    expect(url).toBeDefined();
    const again = (await (
      await t.request('POST', `/invoice-orders/${invoice.id}/email`, { token: owner, body: {} })
    ).json()) as { email_log_id: number };
    expect((await sentMail(again.email_log_id)).body).toContain(url!);
  });

  it('has no pay link once the invoice is paid', async () => {
    const invoice = await invoiceWith([{ price: 1500, quantity: 1 }]);
    const paid = await t.request('POST', `/invoice-orders/${invoice.id}/pay`, {
      token: owner,
      body: { payment_type: 'free' },
    });
    expect(paid.status).toBe(200);
    const sent = (await (
      await t.request('POST', `/invoice-orders/${invoice.id}/email`, { token: owner, body: {} })
    ).json()) as { email_log_id: number };
    const mail = await sentMail(sent.email_log_id);
    expect(mail.body).toContain('Status: Paid');
    expect(mail.body).not.toContain(INVOICE_ORDERS_MESSAGES.payLinkLabel);
  });
});
