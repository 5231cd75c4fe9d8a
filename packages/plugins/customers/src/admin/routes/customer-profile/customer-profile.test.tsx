import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { definePlugin, fillSlot } from '@storeroom/core';
import type { PluginManifest } from '@storeroom/core';
import { CUSTOMER_PROFILE_SECTIONS } from '../../../contract/model';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { CUSTOMERS_PATH } from '../../../client';
import { CUSTOMERS_MESSAGES } from '../../../schema';
import type { CustomerItem } from '../../../schema';
import { customersApiRef } from '../../api';
import { customersPlugin } from '../../plugin';
import { fakeCustomersApi, sampleCustomers } from '../../test-support';
import { CustomerProfilePage } from './customer-profile';

function setup(options: { account?: Account; id?: number; plugins?: PluginManifest[] } = {}) {
  const api = fakeCustomersApi(sampleCustomers(4));
  render(
    <AdminTestProvider
      apis={[[customersApiRef, api.client]]}
      account={options.account}
      plugins={options.plugins}
      initialPath={`/admin/customers/${options.id ?? 1}`}
    >
      <CustomerProfilePage />
    </AdminTestProvider>,
  );
  const row = (id: number) => api.http.rows(CUSTOMERS_PATH).find((r) => r.id === id) as CustomerItem;
  return { api, row };
}

describe('Customer profile', () => {
  it('shows the customer named by the last path segment with order statistics', async () => {
    setup({ id: 2 });
    expect(await screen.findByRole('heading', { name: 'Liam Garcia', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute(
      'href',
      '/admin/customers',
    );
    const stats = screen.getByRole('region', { name: 'Order statistics' });
    // id 2: 2 orders, 2 × 123.45, last purchase Feb 2 2026 (UTC).
    expect(within(stats).getByText('2')).toBeInTheDocument();
    expect(within(stats).getByText('$246.90')).toBeInTheDocument();
    expect(within(stats).getByText('02/02/2026')).toBeInTheDocument();
  });

  it('says so when the customer does not exist', async () => {
    setup({ id: 99 });
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
  });

  it('saves notes and tags', async () => {
    const { row } = setup({ id: 2 });
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    await userEvent.type(notes, 'Wholesale buyer');
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    await userEvent.type(tags, 'wholesale{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CUSTOMERS_MESSAGES.updated)).toBeInTheDocument();
    expect(row(2)).toMatchObject({ notes: 'Wholesale buyer', tags: ['wholesale'] });
  });

  it('adds, edits and removes addresses', async () => {
    const { row } = setup({ id: 1 });
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Street' }), '5 Elm Road');
    await userEvent.type(within(form).getByRole('textbox', { name: 'City' }), 'Denver');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(row(1).addresses).toHaveLength(3));
    expect(row(1).addresses[2]).toMatchObject({ street: '5 Elm Road', city: 'Denver', country: 'US' });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit address 1' }));
    const edit = screen.getByRole('form', { name: 'Edit address' });
    const city = within(edit).getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Dallas');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(row(1).addresses[0]?.city).toBe('Dallas'));

    await userEvent.click(await screen.findByRole('button', { name: 'Remove address 2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(row(1).addresses.map((a) => a.city)).toEqual(['Dallas', 'Denver']));
  });

  it('shows the customer’s own phone and saves a new one as +dial.number', async () => {
    const { row } = setup({ id: 1 });
    const contact = await screen.findByRole('region', { name: 'Contact' });
    const phone = within(contact).getByRole('textbox', { name: 'Phone' });
    // Stored +1.5125550147, shown the country's way.
    expect(phone).toHaveValue('(512) 555-0147');
    await userEvent.clear(phone);
    await userEvent.type(phone, '(303) 555-0164');
    await userEvent.click(within(contact).getByRole('button', { name: 'Save phone' }));
    expect(await screen.findByText(CUSTOMERS_MESSAGES.updated)).toBeInTheDocument();
    expect(row(1).phone).toBe('+1.3035550164');
  });

  it('refuses the customer’s phone when it is not valid for the chosen country, saving nothing', async () => {
    const { row } = setup({ id: 1 });
    const contact = await screen.findByRole('region', { name: 'Contact' });
    const phone = within(contact).getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '555 01');
    await userEvent.click(within(contact).getByRole('button', { name: 'Save phone' }));
    expect((await within(contact).findAllByText(CUSTOMERS_MESSAGES.phoneInvalid)).length).toBeGreaterThan(0);
    expect(row(1).phone).toBe('+1.5125550147');
    expect(screen.queryByText(CUSTOMERS_MESSAGES.updated)).not.toBeInTheDocument();
  });

  it('refuses an invalid phone even when submitted without leaving the box', async () => {
    const { row } = setup({ id: 1 });
    const contact = await screen.findByRole('region', { name: 'Contact' });
    const phone = within(contact).getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '555 01');
    // Saving by keyboard from the box: no blur marks it first.
    within(contact).getByRole('button', { name: 'Save phone' }).click();
    expect((await within(contact).findAllByText(CUSTOMERS_MESSAGES.phoneInvalid)).length).toBeGreaterThan(0);
    expect(row(1).phone).toBe('+1.5125550147');
  });

  it('clears the customer’s phone', async () => {
    const { row } = setup({ id: 1 });
    const contact = await screen.findByRole('region', { name: 'Contact' });
    await userEvent.clear(within(contact).getByRole('textbox', { name: 'Phone' }));
    await userEvent.click(within(contact).getByRole('button', { name: 'Save phone' }));
    expect(await screen.findByText(CUSTOMERS_MESSAGES.updated)).toBeInTheDocument();
    expect(row(1).phone).toBe('');
  });

  it('stores a phone typed for the address country as +dial.number', async () => {
    const { row } = setup({ id: 2 });
    await userEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'City' }), 'Denver');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Phone' }), '(303) 555-0164');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(row(2).addresses).toHaveLength(1));
    expect(row(2).addresses[0]).toMatchObject({ city: 'Denver', country: 'US', phone: '+1.3035550164' });
  });

  it('refuses a phone that is not valid for the address country, saving nothing', async () => {
    const { row } = setup({ id: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit address 1' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    const phone = within(form).getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect((await within(form).findAllByText(CUSTOMERS_MESSAGES.phoneInvalid)).length).toBeGreaterThan(0);
    expect(row(1).addresses[0]?.phone).toBe('+1.5125550147');
    expect(screen.queryByText(CUSTOMERS_MESSAGES.updated)).not.toBeInTheDocument();
  });

  it('renders what other plugins add to the profile (the orders list)', async () => {
    const orders = definePlugin({
      id: 'fake-orders',
      name: 'Orders',
      slots: [
        fillSlot(CUSTOMER_PROFILE_SECTIONS, {
          id: 'customer-orders',
          component: ({ customerId }: { customerId: number }) => <p>Orders of customer {customerId}</p>,
        }),
      ],
    });
    setup({ id: 3, plugins: [customersPlugin, orders] });
    expect(await screen.findByText('Orders of customer 3')).toBeInTheDocument();
  });

  it('is read-only under limited access', async () => {
    setup({ id: 1, account: testEmployeeAccount([{ subject: 'customers', rule: 1, options: [] }]) });
    await screen.findByRole('heading', { name: 'Olivia Johnson', level: 1 });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit address/ })).not.toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).queryByRole('textbox', { name: 'Phone' })).not.toBeInTheDocument();
    expect(contact).toHaveTextContent('+1.5125550147');
  });
});
