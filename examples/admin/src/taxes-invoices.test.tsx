/**
 * Taxes and invoice orders together, in the assembled admin on the real server: the invoice's
 * tax comes from the taxes plugin's TAX_RATES for its shipping address (the invoice orders
 * plugin reaches it only through the taxes contract), and the invoice page shows it.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@storeroom/core/contract';
import { createTestAdmin } from '@storeroom/core/testing';
import { invoiceOrdersContract } from '@storeroom/plugin-invoice-orders/contract';
import { taxesContract } from '@storeroom/plugin-taxes/contract';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { serverPlugins } from '../server-plugins';
import { plugins } from './plugins';

const SLOW = { timeout: 30_000 };

let t: TestServer;
let owner: TestSession;
beforeAll(async () => {
  t = await createTestServer({ plugins: serverPlugins });
  owner = await t.session(DEMO_CREDENTIALS.owner);
});
afterAll(() => t.close());

function api() {
  const http = t.http(owner);
  return { taxes: createClient(taxesContract, http), invoices: createClient(invoiceOrdersContract, http) };
}

/** A chromeless page of the assembled admin (no shell, so no signature request), as the owner. */
function openPage(path: string) {
  const admin = createTestAdmin({ plugins, fetch: t.fetch, ...owner, initialPath: path });
  render(<admin.App />);
}

/** The assembled admin at `path` with its shell, as the owner, who signs first when asked (spec 4 §5). */
async function openAdmin(path: string) {
  const admin = createTestAdmin({ plugins, fetch: t.fetch, ...owner, initialPath: path });
  render(<admin.App />);
  if (owner.account.profile?.signature) return;
  const sign = await screen.findByRole('dialog', { name: 'Signature required' }, SLOW);
  await userEvent.type(within(sign).getByRole('textbox', { name: 'Or type your full name' }), 'Olivia Owner');
  await userEvent.click(within(sign).getByRole('button', { name: 'Save signature' }));
  await waitFor(() => expect(sign).not.toBeInTheDocument(), SLOW);
}

describe('invoice orders taxed by the taxes plugin', () => {
  it('taxes an invoice for its address by the store’s tax (state by name), shown on the invoice page', async () => {
    const { taxes, invoices } = api();
    await taxes.taxes.create({ country: 'US', state: 'WA', tax: 6.5, shipping_exempt: false });
    const invoice = await invoices.invoices.create({
      items: [{ title: 'Cedar box', price: 4000, quantity: 2 }],
      shipping: { price: 1000 },
      tax: 0,
    });
    await invoices.createAddress({
      params: { id: invoice.id },
      body: {
        shipping: {
          first_name: 'Rae',
          last_name: 'Rain',
          street: '1 Pike St',
          city: 'Seattle',
          state: 'Washington',
          country: 'US',
        },
        same_billing: true,
      },
    });
    const taxed = await invoices.invoices.get(invoice.id);
    // (8000 + 1000) × 6.5 % = 585: shipping is taxed here.
    expect(taxed).toMatchObject({
      subtotal: 8000,
      tax: 585,
      total: 9585,
      tax_rate: { country: 'US', state: 'WA', tax: 6.5, shipping_exempt: false },
    });

    openPage(`/admin/orders/invoice/${invoice.id}/page`);
    // The page's totals name the rate beside the tax.
    await screen.findByText('Tax (6.5 %)', undefined, SLOW);
    expect(screen.getByLabelText('Invoice totals')).toHaveTextContent('Tax (6.5 %)$5.85');
  });

  it('taxes the seeded California invoices of the demo store, shipping exempt', async () => {
    const { items } = await api().invoices.invoices.list({ size: 50 });
    const withAddress = items.filter((i) => i.address?.shipping.state === 'CA');
    expect(withAddress.length).toBeGreaterThan(0);
    for (const invoice of withAddress) {
      expect(invoice.tax_rate).toEqual({ country: 'US', state: 'CA', tax: 7.25, shipping_exempt: true });
      expect(invoice.tax).toBe(Math.floor((invoice.subtotal * 7250 + 50_000) / 100_000));
    }
  });

  it('shows the computed tax read-only with its rate in the invoice editor', async () => {
    const { invoices } = api();
    const [seeded] = (await invoices.invoices.search({ paid: false }, { size: 50 })).items.filter(
      (i) => i.address?.shipping.state === 'CA',
    );
    await openAdmin(`/admin/orders/invoice/${seeded!.id}`);
    const tax = await screen.findByRole('spinbutton', { name: 'Tax' }, SLOW);
    expect(tax).toHaveAttribute('readonly');
    expect(
      screen.getByText('7.25 % for the shipping address, shipping exempt (Settings › Taxes).'),
    ).toBeInTheDocument();
  });
});
