/**
 * Invoice orders across plugins, in the assembled admin on the real server: an invoice for a
 * real customer (customers plugin) with a real product and variant (products plugin). The
 * invoice orders plugin reaches both only through their contracts; its own tests run it alone.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@storeroom/core/contract';
import { minorUnitsToDecimal } from '@storeroom/core/format';
import { createTestAdmin } from '@storeroom/core/testing';
import { customersContract } from '@storeroom/plugin-customers/contract';
import { INVOICE_ORDERS_MESSAGES, invoiceOrdersContract } from '@storeroom/plugin-invoice-orders/contract';
import { productsContract } from '@storeroom/plugin-products/contract';
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

/** What the server holds, read as the owner through each plugin's contract. */
function api() {
  const http = t.http(owner);
  return {
    customers: createClient(customersContract, http).customers,
    products: createClient(productsContract, http).products,
    invoiceOrders: createClient(invoiceOrdersContract, http),
  };
}

/** The assembled admin at `path`, signed in as the owner, who signs first when asked (spec 4 §5). */
async function openAdmin(path: string) {
  const admin = createTestAdmin({ plugins, fetch: t.fetch, ...owner, initialPath: path });
  render(<admin.App />);
  if (owner.account.profile?.signature) return;
  const sign = await screen.findByRole('dialog', { name: 'Signature required' }, SLOW);
  await userEvent.type(within(sign).getByRole('textbox', { name: 'Or type your full name' }), 'Olivia Owner');
  await userEvent.click(within(sign).getByRole('button', { name: 'Save signature' }));
  await waitFor(() => expect(sign).not.toBeInTheDocument(), SLOW);
}

async function newestInvoice() {
  const [invoice] = (await api().invoiceOrders.invoices.list({ sort: '!id', size: 1 })).items;
  return invoice!;
}

describe('invoice orders with the customers and products plugins', () => {
  it('invoices a real customer for a catalogue product variant; the invoice page names the customer', async () => {
    const [customer] = (await api().customers.list({ sort: 'id', size: 1 })).items;
    const [tee] = (await api().products.search({ query: 'Classic Cotton T-Shirt' }, { expand: ['variants'] }))
      .items;
    const variant = tee!.variants!.find((v) => v.variant.join(' / ') === 'Navy / M')!;

    await openAdmin('/admin/orders/invoice/new');
    expect(await screen.findByRole('heading', { name: 'New invoice order' }, SLOW)).toBeInTheDocument();

    // Browse customers: suggestions from the customers area once 3 characters are typed.
    await userEvent.type(
      screen.getByRole('combobox', { name: /Browse customers/ }),
      customer!.email.slice(0, 8),
    );
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(customer!.email) }, SLOW));
    expect(screen.getByRole('textbox', { name: 'Invoice email' })).toHaveValue(customer!.email);

    // Add product: the catalogue's product and variant, at the variant's price.
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add product' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Product/ }), 'classic cotton');
    await userEvent.click(await screen.findByRole('option', { name: tee!.title }, SLOW));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Variant' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Navy \/ M/ }));
    expect(within(dialog).getByRole('spinbutton', { name: /Price/ })).toHaveValue(
      minorUnitsToDecimal(variant.price!, 'USD'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(within(screen.getByRole('table', { name: 'Items' })).getByText(tee!.title)).toBeInTheDocument();

    // The item dialog closes once its form has checked the item; the page is hidden until then.
    await userEvent.click(await screen.findByRole('button', { name: 'Create invoice order' }, SLOW));
    expect(await screen.findByText(INVOICE_ORDERS_MESSAGES.created, {}, SLOW)).toBeInTheDocument();
    const invoice = await newestInvoice();
    expect(invoice).toMatchObject({
      customer: { id: customer!.id },
      email: customer!.email,
      items: [
        { product_id: tee!.id, variant: 'Navy / M', title: tee!.title, price: variant.price, quantity: 1 },
      ],
      total: variant.price,
    });

    // The invoice page (without the shell) names the customer from the customers area.
    await userEvent.click(await screen.findByRole('link', { name: 'Invoice page' }, SLOW));
    expect(await screen.findByRole('heading', { name: `Invoice #${invoice.id}` }, SLOW)).toBeInTheDocument();
    const shown = screen.getByRole('region', { name: 'Customer' });
    expect(shown).toHaveTextContent(customer!.full_name);
    expect(shown).toHaveTextContent(customer!.email);
  });

  it('creates a customer from the invoice editor; the customers area holds it', async () => {
    await openAdmin('/admin/orders/invoice/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create customer' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Create customer' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Customer email/ }),
      'New.Buyer@Example.com',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'New Buyer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText(INVOICE_ORDERS_MESSAGES.customerCreated, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Invoice email' })).toHaveValue('new.buyer@example.com');
    const [made] = (await api().customers.search({ email: 'new.buyer@example.com' })).items;
    expect(made).toMatchObject({ email: 'new.buyer@example.com', full_name: 'New Buyer' });

    // An invoice for them is linked to that customer, and its page names them.
    // The customer dialog closes after its save answers; the page behind it is hidden until then.
    await userEvent.click(await screen.findByRole('button', { name: 'Create custom item' }, SLOW));
    const item = await screen.findByRole('dialog', { name: 'Create custom item' });
    await userEvent.type(within(item).getByRole('textbox', { name: /Item title/ }), 'Gift wrapping');
    await userEvent.type(within(item).getByRole('spinbutton', { name: /Price/ }), '4');
    await userEvent.click(within(item).getByRole('button', { name: 'Add item' }));
    // The item dialog closes once its form has checked the item; the page is hidden until then.
    await userEvent.click(await screen.findByRole('button', { name: 'Create invoice order' }, SLOW));
    expect(await screen.findByText(INVOICE_ORDERS_MESSAGES.created, {}, SLOW)).toBeInTheDocument();
    const invoice = await newestInvoice();
    expect(invoice.customer).toEqual({ id: made!.id });
    expect((await api().invoiceOrders.page({ params: { id: invoice.id } })).customer).toEqual({
      id: made!.id,
      full_name: 'New Buyer',
      email: 'new.buyer@example.com',
    });
  });
});
