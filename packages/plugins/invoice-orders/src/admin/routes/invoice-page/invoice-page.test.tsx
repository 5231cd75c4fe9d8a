import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminTestProvider } from '@storeroom/core/testing';
import { createInvoiceOrdersClient } from '../../../client';
import type { InvoiceOrdersClient } from '../../../client';
import { ApiError } from '@storeroom/core/client';
import { invoiceOrdersApiRef } from '../../api';
import { memoryInvoices, sampleInvoices } from '../../test-support';
import { InvoicePagePage, invoicePageIdFromPath } from './invoice-page';

const SLOW = { timeout: 5000 };

function setup(path: string, client: InvoiceOrdersClient = memoryInvoices(sampleInvoices(6)).client) {
  render(
    <AdminTestProvider apis={[[invoiceOrdersApiRef, client]]} initialPath={path}>
      <InvoicePagePage />
    </AdminTestProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Invoice page', () => {
  it('reads the id from the path', () => {
    expect(invoicePageIdFromPath('/admin/orders/invoice/12/page')).toBe(12);
    expect(invoicePageIdFromPath('/admin/orders/invoice/12/page/')).toBe(12);
    expect(invoicePageIdFromPath('/admin/orders/invoice/new/page')).toBeNull();
    expect(invoicePageIdFromPath('/admin/orders/invoice/12')).toBeNull();
  });

  it('shows the store, customer, addresses, lines and totals of an unpaid invoice', async () => {
    // Invoice 1: unpaid, customer Grace Hopper, 1 × 15 engraving + 24 × 8.50 T-shirts, free shipping.
    setup('/admin/orders/invoice/1/page');
    expect(await screen.findByRole('heading', { name: 'Invoice #1' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Linen & Co.')).toBeInTheDocument();
    expect(screen.getByText('Not paid')).toBeInTheDocument();
    expect(screen.queryByText(/^Paid|Marked as paid/)).not.toBeInTheDocument();

    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Grace Hopper');
    expect(customer).toHaveTextContent('grace.hopper@example.com');

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
      '/admin/orders/invoice/1',
    );
  });

  it('says how and when a paid invoice was paid', async () => {
    setup('/admin/orders/invoice/2/page');
    await screen.findByRole('heading', { name: 'Invoice #2' }, SLOW);
    expect(screen.getByText(/^Marked as paid on \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
  });

  it('names the card of an invoice paid by card', async () => {
    const memory = memoryInvoices(sampleInvoices(3));
    await memory.client.pay(3, {
      payment_type: 'card',
      card: { number: '4242424242424242', exp_month: 1, exp_year: 2030, cvc: '123' },
    });
    setup('/admin/orders/invoice/3/page', memory.client);
    await screen.findByRole('heading', { name: 'Invoice #3' }, SLOW);
    expect(screen.getByText(/^Paid by card ending in 4242 on /)).toBeInTheDocument();
  });

  it('shows the missing address and customer plainly', async () => {
    // Invoice 5 has no address in the samples; drop its customer too.
    const memory = memoryInvoices(
      sampleInvoices(5).map((i) => (i.id === 5 ? { ...i, customer: null, email: '' } : i)),
    );
    setup('/admin/orders/invoice/5/page', memory.client);
    await screen.findByRole('heading', { name: 'Invoice #5' }, SLOW);
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('No customer');
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('No address');
  });

  it('prints on request', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    setup('/admin/orders/invoice/1/page');
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }, SLOW));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says when the invoice does not exist', async () => {
    setup('/admin/orders/invoice/99/page');
    expect(await screen.findByRole('heading', { name: 'Invoice order not found' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoice orders' })).toHaveAttribute(
      'href',
      '/admin/orders/invoice',
    );
  });

  it('shows the server’s message when loading fails', async () => {
    const failing = createInvoiceOrdersClient({
      request: () => Promise.reject(new ApiError(500, 'Something went wrong, please try again later.')),
    });
    setup('/admin/orders/invoice/1/page', failing);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Something went wrong, please try again later.',
    );
    expect(screen.getByRole('heading', { name: 'Could not load the invoice' })).toBeInTheDocument();
  });
});
