import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { createCustomersClient } from '../../../client';
import type { CustomersClient } from '../../../client';
import { customersApiRef } from '../../api';
import { fakeCustomersApi, pendingCustomersClient, sampleCustomers } from '../../test-support';
import { CustomersListPage } from './customers-list';

const failing = createCustomersClient({
  request: () =>
    Promise.reject(new ApiError(500, 'Something went wrong, please contact support or try again later.')),
});

function Screen({ client, account, path }: { client: CustomersClient; account?: Account; path?: string }) {
  return (
    <AdminTestProvider
      apis={[[customersApiRef, client]]}
      account={account}
      initialPath={path ?? '/admin/customers'}
    >
      <CustomersListPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Customers/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { client: fakeCustomersApi(sampleCustomers(45)).client } };
export const Empty: Story = { args: { client: fakeCustomersApi([]).client } };
export const Loading: Story = { args: { client: pendingCustomersClient } };
export const Error: Story = { args: { client: failing } };
/** Opened from a link with `?chqsearch=`: the search is pre-filled. */
export const Prefilled: Story = {
  args: { client: fakeCustomersApi(sampleCustomers(12)).client, path: '/admin/customers?chqsearch=emma' },
};
/** Limited access without allow_export: no export, no bulk delete. */
export const PermissionLimited: Story = {
  args: {
    client: fakeCustomersApi(sampleCustomers(12)).client,
    account: testEmployeeAccount([{ subject: 'customers', rule: 1, options: [] }]),
  },
};
/** Limited access with allow_export: the export button, still no bulk delete. */
export const PermissionLimitedWithExport: Story = {
  args: {
    client: fakeCustomersApi(sampleCustomers(12)).client,
    account: testEmployeeAccount([{ subject: 'customers', rule: 1, options: ['allow_export'] }]),
  },
};
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
