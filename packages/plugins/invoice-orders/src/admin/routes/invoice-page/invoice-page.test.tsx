import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@storeroom/core/client';
import { failingHttp } from '@storeroom/core/testing';
import { SANDBOX_CARDS } from '../../../contract';
import { addShippingAddress, renderScreen, SLOW, startInvoiceServer } from '../../test-setup';
import { InvoicePagePage, invoicePageIdFromPath } from './invoice-page';

const io = startInvoiceServer();
/** The invoices as the server holds them (read as the owner). */
const server = io.client;
afterEach(() => vi.restoreAllMocks());

function setup(path: string, http?: HttpClient) {
  renderScreen(io, <InvoicePagePage />, { path, http });
}

/** An unpaid invoice: 1 × 15 engraving + 24 × 8.50 T-shirts, free shipping, tax 1.25, an address. */
async function unpaidInvoice(email = 'grace.hopper@example.com') {
  const invoice = await server().invoices.create({
    items: [
      { title: 'Custom engraving', price: 1500, quantity: 1 },
      { title: 'Wholesale T-shirt', variant: 'Large / Blue', price: 850, quantity: 24 },
    ],
    email,
    tax: 125,
  });
  await addShippingAddress(io, invoice.id, { state: 'CA', zip: '94103', country: 'US' });
  return invoice;
}

describe('Invoice page (on the real server)', () => {
  it('reads the id from the path', () => {
    expect(invoicePageIdFromPath('/admin/orders/invoice/12/page')).toBe(12);
    expect(invoicePageIdFromPath('/admin/orders/invoice/12/page/')).toBe(12);
    expect(invoicePageIdFromPath('/admin/orders/invoice/new/page')).toBeNull();
    expect(invoicePageIdFromPath('/admin/orders/invoice/12')).toBeNull();
  });

  it('shows the store, customer email, addresses, lines and totals of an unpaid invoice', async () => {
    const invoice = await unpaidInvoice();
    const { store } = await server().page({ params: { id: invoice.id } });
    setup(`/admin/orders/invoice/${invoice.id}/page`);
    expect(await screen.findByRole('heading', { name: `Invoice #${invoice.id}` }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(store.title)).toBeInTheDocument();
    expect(screen.getByText('Not paid')).toBeInTheDocument();
    expect(screen.queryByText(/^Paid|Marked as paid/)).not.toBeInTheDocument();

    // Without the customers area the page names the invoice email.
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('grace.hopper@example.com');

    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    expect(shipping).toHaveTextContent('100 Market Street');
    expect(shipping).toHaveTextContent('San Francisco, CA 94103');
    expect(shipping).toHaveTextContent('United States');
    expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent(
      'Same as the shipping address',
    );

    const rows = within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('Wholesale T-shirt');
    expect(rows[2]).toHaveTextContent('Large / Blue');
    expect(rows[2]).toHaveTextContent('$204.00');

    const totals = screen.getByLabelText('Invoice totals');
    expect(totals).toHaveTextContent('Subtotal$219.00');
    expect(totals).toHaveTextContent('Shipping$0.00');
    expect(totals).toHaveTextContent('Tax$1.25');
    expect(totals).toHaveTextContent('Total$220.25');

    expect(screen.getByRole('link', { name: 'Back to the invoice order' })).toHaveAttribute(
      'href',
      `/admin/orders/invoice/${invoice.id}`,
    );
  });

  it('says how and when a paid invoice was paid', async () => {
    const invoice = await unpaidInvoice();
    await server().pay({ params: { id: invoice.id }, body: { payment_type: 'free' } });
    setup(`/admin/orders/invoice/${invoice.id}/page`);
    await screen.findByRole('heading', { name: `Invoice #${invoice.id}` }, SLOW);
    expect(screen.getByText(/^Marked as paid on \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
  });

  it('names the card of an invoice paid by card', async () => {
    const invoice = await unpaidInvoice();
    await server().pay({
      params: { id: invoice.id },
      body: {
        payment_type: 'card',
        card: { number: SANDBOX_CARDS.succeeds, exp_month: 1, exp_year: 2030, cvc: '123' },
      },
    });
    setup(`/admin/orders/invoice/${invoice.id}/page`);
    await screen.findByRole('heading', { name: `Invoice #${invoice.id}` }, SLOW);
    expect(screen.getByText(/^Paid by card ending in 4242 on /)).toBeInTheDocument();
  });

  it('shows the missing address and customer plainly', async () => {
    const invoice = await server().invoices.create({ items: [{ title: 'Box', price: 1, quantity: 1 }] });
    setup(`/admin/orders/invoice/${invoice.id}/page`);
    await screen.findByRole('heading', { name: `Invoice #${invoice.id}` }, SLOW);
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('No customer');
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('No address');
  });

  it('prints on request', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const invoice = await unpaidInvoice();
    setup(`/admin/orders/invoice/${invoice.id}/page`);
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }, SLOW));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says when the invoice does not exist', async () => {
    setup('/admin/orders/invoice/999999/page');
    expect(await screen.findByRole('heading', { name: 'Invoice order not found' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoice orders' })).toHaveAttribute(
      'href',
      '/admin/orders/invoice',
    );
  });

  it('shows the server’s message when loading fails', async () => {
    setup('/admin/orders/invoice/1/page', failingHttp(500, 'Something went wrong, please try again later.'));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Something went wrong, please try again later.',
    );
    expect(screen.getByRole('heading', { name: 'Could not load the invoice' })).toBeInTheDocument();
  });
});
