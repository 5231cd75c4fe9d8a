import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TestSession } from '@storeroom/server/testing';
import { INVOICE_ORDERS_MESSAGES } from '../../../contract';
import { renderScreen, SLOW, startInvoiceServer } from '../../test-setup';
import { InvoiceOrdersListPage } from './invoice-orders-list';

const io = startInvoiceServer();
/** The invoices as the server holds them (read as the owner). */
const server = io.client;

function setup(session?: TestSession) {
  renderScreen(io, <InvoiceOrdersListPage />, { path: '/admin/orders/invoice', session });
}

describe('Invoice orders list (on the real server)', () => {
  it('lists invoices newest first with their paid status and total', async () => {
    const newest = (await server().invoices.list({ sort: '!id', size: 20 })).items;
    setup();
    const grid = await screen.findByRole('grid', { name: 'Invoice orders' });
    await within(grid).findByText(`#${newest[0]!.id}`, {}, SLOW);
    const links = within(grid).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(newest.map((i) => `#${i.id}`));
    expect(links[0]).toHaveAttribute('href', `/admin/orders/invoice/${newest[0]!.id}`);
    expect(within(grid).getAllByText('Paid')).toHaveLength(newest.filter((i) => i.paid).length);
    expect(within(grid).getAllByText('Not paid')).toHaveLength(newest.filter((i) => !i.paid).length);
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    // The API's minor units, shown as the store's money text.
    expect(within(grid).getAllByText(usd.format(newest[0]!.total / 100)).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Create invoice order' })).toHaveAttribute(
      'href',
      '/admin/orders/invoice/new',
    );
  });

  it('bulk deletes unpaid invoices and shows the spec’s refusal for paid ones', async () => {
    const unpaid = await server().invoices.create({ items: [{ title: 'Box', price: 2, quantity: 1 }] });
    const paid = await server().invoices.create({ items: [{ title: 'Crate', price: 3, quantity: 1 }] });
    await server().pay({ params: { id: paid.id }, body: { payment_type: 'free' } });
    setup();
    const grid = await screen.findByRole('grid', { name: 'Invoice orders' });
    await within(grid).findByText(`#${paid.id}`, {}, SLOW);
    for (const id of [unpaid.id, paid.id])
      await userEvent.click(within(grid).getByRole('checkbox', { name: new RegExp(`Invoice #${id}\\b`) }));
    await userEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText(INVOICE_ORDERS_MESSAGES.paidNotDeleted([paid.id]), {}, SLOW),
    ).toBeInTheDocument();
    const left = (await server().invoices.search({ id: [unpaid.id, paid.id] })).items;
    expect(left.map((i) => i.id)).toEqual([paid.id]);
  });

  /** Adds a filter row in the list's filter builder and applies it. */
  async function filterBy(field: string, operator: string, value: string) {
    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('button', { name: 'Add filter' }));
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Field 1' }), field);
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Operator 1' }), operator);
    const input = within(filters).getByLabelText('Value 1');
    if (input.tagName === 'SELECT') await userEvent.selectOptions(input, value);
    else await userEvent.type(input, value);
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply filters' }));
  }
  const numbersIn = (grid: HTMLElement) =>
    within(grid)
      .queryAllByRole('link')
      .map((l) => l.textContent);

  it('filters by paid status: Paid shows only paid invoices', async () => {
    const paid = (await server().invoices.search({ paid: true }, { sort: '!id', size: 20 })).items;
    expect(paid.length).toBeGreaterThan(0);
    setup();
    const grid = await screen.findByRole('grid', { name: 'Invoice orders' });
    await within(grid).findAllByRole('link', {}, SLOW);
    expect(within(grid).getAllByText('Not paid').length).toBeGreaterThan(0);
    await filterBy('Paid status', 'is', 'Paid');
    await waitFor(() => expect(numbersIn(grid)).toEqual(paid.map((i) => `#${i.id}`)), SLOW);
    expect(within(grid).queryByText('Not paid')).not.toBeInTheDocument();
  });

  it('filters by date: before a day shows only the invoices created earlier', async () => {
    // The demo invoices are created a day apart from 1 October 2026.
    const before = (
      await server().invoices.search({ created_at: { operator: '<', value: '2026-10-03' } }, { sort: '!id' })
    ).items;
    expect(before.length).toBeGreaterThan(0);
    setup();
    const grid = await screen.findByRole('grid', { name: 'Invoice orders' });
    await within(grid).findAllByRole('link', {}, SLOW);
    // The date filter is typed as MM/DD/YYYY (or picked from its calendar).
    await filterBy('Date', 'less than', '10/03/2026');
    await waitFor(() => expect(numbersIn(grid)).toEqual(before.map((i) => `#${i.id}`)), SLOW);
  });

  it('offers no create and no delete under limited access', async () => {
    setup(await io.t.employeeSession([{ subject: 'invoice_orders', rule: 1, options: [] }]));
    const grid = await screen.findByRole('grid', { name: 'Invoice orders' });
    await within(grid).findAllByRole('link', {}, SLOW);
    expect(screen.queryByRole('link', { name: 'Create invoice order' })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
