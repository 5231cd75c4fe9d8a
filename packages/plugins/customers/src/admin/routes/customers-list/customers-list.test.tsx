import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { CUSTOMERS_PATH } from '../../../client';
import { CUSTOMERS_MESSAGES } from '../../../schema';
import { customersApiRef } from '../../api';
import { fakeCustomersApi, sampleCustomers } from '../../test-support';
import { CustomersListPage } from './customers-list';

function setup(options: { account?: Account; path?: string } = {}) {
  const api = fakeCustomersApi(sampleCustomers(6));
  render(
    <AdminTestProvider
      apis={[[customersApiRef, api.client]]}
      account={options.account}
      initialPath={options.path ?? '/admin/customers'}
    >
      <CustomersListPage />
    </AdminTestProvider>,
  );
  return api;
}

const grid = () => screen.findByRole('grid', { name: 'Customers' });

describe('Customers list', () => {
  it('lists customers by last purchase, newest first, linking to their profiles', async () => {
    const api = setup();
    const g = await grid();
    await within(g).findByRole('link', { name: 'Ava Smith' });
    const links = within(g).getAllByRole('link');
    // Purchases on Feb 1–6 for ids 1..6, id 4 never bought.
    expect(links.slice(0, 3).map((l) => l.textContent)).toEqual(['Elijah Brown', 'Ava Smith', 'Emma Nguyen']);
    expect(links.find((l) => l.textContent === 'Ava Smith')).toHaveAttribute('href', '/admin/customers/5');
    expect(api.http.log.some((l) => l.startsWith('GET /customers'))).toBe(true);
  });

  it('pre-fills the search from chqsearch', async () => {
    setup({ path: '/admin/customers?chqsearch=liam' });
    const g = await grid();
    await within(g).findByRole('link', { name: 'Liam Garcia' });
    expect(within(g).queryByRole('link', { name: 'Ava Smith' })).not.toBeInTheDocument();
  });

  it('exports and tells the user the report will be emailed', async () => {
    const api = setup();
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Report will be sent to your email')).toBeInTheDocument();
    expect(api.exports).toEqual([{ filter: {} }]);
  });

  it('hides export and bulk delete under limited access without allow_export', async () => {
    setup({ account: testEmployeeAccount([{ subject: 'customers', rule: 1, options: [] }]) });
    const g = await grid();
    await within(g).findByRole('link', { name: 'Ava Smith' });
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(within(g).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows export to limited access with allow_export', async () => {
    setup({ account: testEmployeeAccount([{ subject: 'customers', rule: 1, options: ['allow_export'] }]) });
    await grid();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument());
  });

  it('creates a customer from the New customer dialog, refusing a bad email first', async () => {
    const api = setup();
    await grid();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'New customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await u.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await u.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await within(dialog).findByText(CUSTOMERS_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(api.http.rows(CUSTOMERS_PATH)).toHaveLength(6);
    const email = within(dialog).getByLabelText(/^Email/);
    await u.clear(email);
    await u.type(email, ' Grace.Hopper@Example.com');
    await u.type(within(dialog).getByLabelText('Full name'), 'Grace Hopper');
    await u.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText(CUSTOMERS_MESSAGES.created)).toBeInTheDocument();
    expect(api.http.rows(CUSTOMERS_PATH).find((c) => c.full_name === 'Grace Hopper')).toMatchObject({
      email: 'grace.hopper@example.com',
    });
  });

  it('creates a customer with a phone stored as +dial.number, refusing one not valid for the country', async () => {
    const api = setup();
    await grid();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'New customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await u.type(within(dialog).getByLabelText(/^Email/), 'ada@example.com');
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await u.type(phone, '555 01');
    await u.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect((await within(dialog).findAllByText(CUSTOMERS_MESSAGES.phoneInvalid)).length).toBeGreaterThan(0);
    expect(api.http.rows(CUSTOMERS_PATH)).toHaveLength(6);
    await u.clear(phone);
    await u.type(phone, '(416) 555-0198');
    await u.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText(CUSTOMERS_MESSAGES.created)).toBeInTheDocument();
    expect(api.http.rows(CUSTOMERS_PATH).find((c) => c.email === 'ada@example.com')).toMatchObject({
      phone: '+1.4165550198',
    });
  });

  it('exports the selected customers', async () => {
    const api = setup();
    const g = await grid();
    await within(g).findByRole('link', { name: 'Ava Smith' });
    await userEvent.click(within(g).getByRole('checkbox', { name: /Ava Smith/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Export selected' }));
    expect(await screen.findByText(CUSTOMERS_MESSAGES.exportQueued)).toBeInTheDocument();
    expect(api.exports).toEqual([{ ids: [5] }]);
  });

  it('offers no New customer to limited access', async () => {
    setup({ account: testEmployeeAccount([{ subject: 'customers', rule: 1, options: ['allow_export'] }]) });
    await grid();
    expect(screen.queryByRole('button', { name: 'New customer' })).not.toBeInTheDocument();
  });
});
