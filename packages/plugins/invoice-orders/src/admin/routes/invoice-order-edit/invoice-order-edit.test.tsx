import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { INVOICE_ORDERS_MESSAGES, SANDBOX_CARDS } from '../../../schema';
import { customerLookupApiRef, invoiceOrdersApiRef, productLookupApiRef } from '../../api';
import { memoryInvoices, sampleInvoices } from '../../test-support';
import { InvoiceOrderEditPage } from './invoice-order-edit';

const SLOW = { timeout: 5000 };

function setup(path: string, account?: Account) {
  const memory = memoryInvoices(sampleInvoices(3));
  render(
    <AdminTestProvider
      apis={[
        [invoiceOrdersApiRef, memory.client],
        [customerLookupApiRef, memory.customers],
        [productLookupApiRef, memory.products],
      ]}
      account={account}
      initialPath={path}
    >
      <InvoiceOrderEditPage />
    </AdminTestProvider>,
  );
  return memory;
}

async function addCustomItem(title: string, price: string, quantity: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Create custom item' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create custom item' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Item title/ }), title);
  await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Price/ }), price);
  const qty = within(dialog).getByRole('spinbutton', { name: /Quantity/ });
  await userEvent.clear(qty);
  await userEvent.type(qty, quantity);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
}

describe('Invoice order editor', () => {
  it('creates an invoice with a custom item and a browsed customer', async () => {
    const memory = setup('/admin/orders/invoice/new');
    await screen.findByRole('heading', { name: 'New invoice order' });
    await userEvent.click(screen.getByRole('button', { name: 'Create invoice order' }));
    expect(await screen.findByText(INVOICE_ORDERS_MESSAGES.itemsRequired)).toBeInTheDocument();

    await addCustomItem('Engraving', '12.50', '2');
    const items = await screen.findByRole('table', { name: 'Items' });
    expect(within(items).getByText('Engraving')).toBeInTheDocument();

    // Suggestions only after more than 2 characters.
    const browse = screen.getByRole('combobox', { name: /Browse customers/ });
    await userEvent.type(browse, 'gr');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await userEvent.type(browse, 'a');
    await userEvent.click(await screen.findByRole('option', { name: /grace\.hopper@example\.com/ }, SLOW));
    expect(screen.getByRole('textbox', { name: 'Invoice email' })).toHaveValue('grace.hopper@example.com');

    const tax = screen.getByRole('spinbutton', { name: 'Tax' });
    await userEvent.clear(tax);
    await userEvent.type(tax, '1.5');
    await userEvent.tab();
    expect(within(screen.getByLabelText('Invoice totals')).getByText('$26.50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create invoice order' }));
    expect(await screen.findByText(INVOICE_ORDERS_MESSAGES.created, {}, SLOW)).toBeInTheDocument();
    const created = memory.rows().find((r) => r.id === 4);
    expect(created).toMatchObject({
      items: [{ title: 'Engraving', price: 12.5, quantity: 2 }],
      customer: { id: 1 },
      email: 'grace.hopper@example.com',
      tax: 1.5,
      total: 26.5,
    });
    // Now on the saved invoice.
    expect(await screen.findByRole('heading', { name: 'Invoice #4' }, SLOW)).toBeInTheDocument();
  });

  it('links a saved invoice to its invoice page', async () => {
    setup('/admin/orders/invoice/2');
    await screen.findByRole('heading', { name: 'Invoice #2' }, SLOW);
    expect(screen.getByRole('link', { name: 'Invoice page' })).toHaveAttribute(
      'href',
      '/admin/orders/invoice/2/page',
    );
  });

  it('offers no invoice page before the invoice is saved', async () => {
    setup('/admin/orders/invoice/new');
    await screen.findByRole('heading', { name: 'New invoice order' });
    expect(screen.queryByRole('link', { name: 'Invoice page' })).not.toBeInTheDocument();
  });

  it('adds a catalogue product with its variant and price', async () => {
    const memory = setup('/admin/orders/invoice/1');
    await screen.findByRole('heading', { name: 'Invoice #1' });
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add product' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Product/ }), 'linen');
    await userEvent.click(await screen.findByRole('option', { name: 'Linen shirt' }, SLOW));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Variant' }));
    await userEvent.click(await screen.findByRole('option', { name: /Navy \/ L/ }));
    expect(within(dialog).getByRole('spinbutton', { name: /Price/ })).toHaveValue('49.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(within(screen.getByRole('table', { name: 'Items' })).getByText('Linen shirt')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INVOICE_ORDERS_MESSAGES.updated, {}, SLOW)).toBeInTheDocument();
    expect(
      memory
        .rows()
        .find((r) => r.id === 1)
        ?.items.at(-1),
    ).toEqual({
      product_id: 11,
      variant: 'Navy / L',
      title: 'Linen shirt',
      price: 49,
      quantity: 1,
    });
  });

  it('creates a customer from the modal', async () => {
    setup('/admin/orders/invoice/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create customer' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Customer email/ }),
      'new.buyer@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText(INVOICE_ORDERS_MESSAGES.customerCreated, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Invoice email' })).toHaveValue('new.buyer@example.com');
  });

  it('marks an unpaid invoice as paid with the free payment type', async () => {
    const memory = setup('/admin/orders/invoice/1');
    await screen.findByRole('heading', { name: 'Invoice #1' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay invoice #1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(await screen.findByText(INVOICE_ORDERS_MESSAGES.paid, {}, SLOW)).toBeInTheDocument();
    expect(memory.rows().find((r) => r.id === 1)?.paid).toBe(true);
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
  });

  it('pays by card with the extra-authentication step (sandbox)', async () => {
    const memory = setup('/admin/orders/invoice/1');
    await screen.findByRole('heading', { name: 'Invoice #1' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay invoice #1' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Card payment/ }));
    expect(within(dialog).getAllByText('sandbox').length).toBeGreaterThan(0);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Card number/ }),
      SANDBOX_CARDS.requiresAction,
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Expiry/ }), '12/30');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Security code/ }), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Charge card' }));
    const auth = await screen.findByRole('dialog', { name: 'Extra authentication required' }, SLOW);
    expect(memory.rows().find((r) => r.id === 1)?.paid).toBe(false);
    await userEvent.click(within(auth).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText(INVOICE_ORDERS_MESSAGES.paid, {}, SLOW)).toBeInTheDocument();
    expect(memory.rows().find((r) => r.id === 1)).toMatchObject({ paid: true, payment: { type: 'card' } });
  });

  it('shows a declined card and keeps the invoice unpaid', async () => {
    const memory = setup('/admin/orders/invoice/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay invoice #1' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Card payment/ }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Card number/ }),
      SANDBOX_CARDS.declined,
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Expiry/ }), '12/30');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Security code/ }), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Charge card' }));
    expect(
      await within(dialog).findByText(INVOICE_ORDERS_MESSAGES.cardDeclined, {}, SLOW),
    ).toBeInTheDocument();
    expect(memory.rows().find((r) => r.id === 1)?.paid).toBe(false);
  });

  it('emails the invoice', async () => {
    const memory = setup('/admin/orders/invoice/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Send invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email invoice #1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invoice' }));
    expect(
      await screen.findByText(INVOICE_ORDERS_MESSAGES.emailed('grace.hopper@example.com'), {}, SLOW),
    ).toBeInTheDocument();
    expect(memory.sent).toEqual([{ to: 'grace.hopper@example.com', invoice: 1 }]);
  });

  it('refuses to delete a paid invoice with the spec’s message', async () => {
    const memory = setup('/admin/orders/invoice/2');
    await screen.findByRole('heading', { name: 'Invoice #2' });
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create custom item' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText(INVOICE_ORDERS_MESSAGES.paidNotDeleted([2]), {}, SLOW),
    ).toBeInTheDocument();
    expect(memory.rows().map((r) => r.id)).toContain(2);
  });

  it('edits the address of an unpaid invoice; billing follows shipping while same-billing is on', async () => {
    const memory = setup('/admin/orders/invoice/1');
    const card = await screen.findByRole('region', { name: 'Address' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit address' }));
    const shipping = within(card).getByRole('group', { name: 'Shipping address' });
    const city = within(shipping).getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Oakland');
    await userEvent.click(within(card).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(INVOICE_ORDERS_MESSAGES.addressSaved, {}, SLOW)).toBeInTheDocument();
    expect(memory.rows().find((r) => r.id === 1)?.address).toMatchObject({
      shipping: { city: 'Oakland' },
      billing: { city: 'Oakland' },
      same_billing: true,
    });
  });

  it('is read-only under limited access', async () => {
    setup(
      '/admin/orders/invoice/1',
      testEmployeeAccount([{ subject: 'invoice_orders', rule: 1, options: [] }]),
    );
    await screen.findByRole('heading', { name: 'Invoice #1' });
    for (const name of ['Pay', 'Send invoice', 'Delete', 'Create custom item', 'Save', 'Edit address'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('shows a missing invoice as not found', async () => {
    setup('/admin/orders/invoice/99');
    expect(await screen.findByText('Invoice order not found', {}, SLOW)).toBeInTheDocument();
  });
});
