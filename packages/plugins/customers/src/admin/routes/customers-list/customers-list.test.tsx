import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
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
});
