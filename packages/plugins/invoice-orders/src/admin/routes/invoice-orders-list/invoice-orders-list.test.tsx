import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { INVOICE_ORDERS_MESSAGES } from '../../../schema';
import { customerLookupApiRef, invoiceOrdersApiRef, productLookupApiRef } from '../../api';
import { memoryInvoices, sampleInvoices } from '../../test-support';
import { InvoiceOrdersListPage } from './invoice-orders-list';

function setup(account?: Account) {
  const memory = memoryInvoices(sampleInvoices(3));
  render(
    <AdminTestProvider
      apis={[
        [invoiceOrdersApiRef, memory.client],
        [customerLookupApiRef, memory.customers],
        [productLookupApiRef, memory.products],
      ]}
      account={account}
      initialPath="/admin/orders/invoice"
    >
      <InvoiceOrdersListPage />
    </AdminTestProvider>,
  );
  return memory;
}

describe('Invoice orders list', () => {
  it('lists invoices newest first with their paid status and total', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Invoice orders' });
    await within(grid).findByText('#3');
    const links = within(grid).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['#3', '#2', '#1']);
    expect(links[0]).toHaveAttribute('href', '/admin/orders/invoice/3');
    // Invoice 2 is paid (every third from the second), the others not.
    expect(within(grid).getAllByText('Paid')).toHaveLength(1);
    expect(within(grid).getAllByText('Not paid')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Create invoice order' })).toHaveAttribute(
      'href',
      '/admin/orders/invoice/new',
    );
  });

  it('bulk deletes unpaid invoices and shows the spec’s refusal for paid ones', async () => {
    const memory = setup();
    const grid = await screen.findByRole('grid', { name: 'Invoice orders' });
    await within(grid).findByText('#3');
    for (const row of ['Invoice #2', 'Invoice #3'])
      await userEvent.click(within(grid).getByRole('checkbox', { name: new RegExp(row) }));
    await userEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText(INVOICE_ORDERS_MESSAGES.paidNotDeleted([2]), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(memory.rows().map((r) => r.id)).toEqual([1, 2]);
  });

  it('offers no create and no delete under limited access', async () => {
    setup(testEmployeeAccount([{ subject: 'invoice_orders', rule: 1, options: [] }]));
    const grid = await screen.findByRole('grid', { name: 'Invoice orders' });
    await within(grid).findByText('#3');
    expect(screen.queryByRole('link', { name: 'Create invoice order' })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
