import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { createCustomersClient } from '../../../client';
import type { CustomersClient } from '../../../client';
import { customersApiRef } from '../../api';
import { fakeCustomersApi, pendingCustomersClient, sampleCustomers } from '../../test-support';
import type { CustomerItem } from '../../../schema';
import { CustomerProfilePage } from './customer-profile';

const failing = createCustomersClient({
  request: () =>
    Promise.reject(new ApiError(500, 'Something went wrong, please contact support or try again later.')),
});

function Screen({ client, account, id }: { client: CustomersClient; account?: Account; id?: number }) {
  return (
    <AdminTestProvider
      apis={[[customersApiRef, client]]}
      account={account}
      initialPath={`/admin/customers/${id ?? 1}`}
    >
      <CustomerProfilePage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Customers/Profile',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two addresses, notes and a tag. */
export const Filled: Story = { args: { client: fakeCustomersApi(sampleCustomers(3)).client } };
/** A customer without addresses, notes, tags or purchases. */
export const Empty: Story = { args: { client: fakeCustomersApi(sampleCustomers(4)).client, id: 4 } };
export const Loading: Story = { args: { client: pendingCustomersClient } };
export const Error: Story = { args: { client: failing } };
export const NotFound: Story = { args: { client: fakeCustomersApi([]).client, id: 7 } };
/** Limited access: everything shown, nothing editable. */
export const PermissionLimited: Story = {
  args: {
    client: fakeCustomersApi(sampleCustomers(3)).client,
    account: testEmployeeAccount([{ subject: 'customers', rule: 1, options: [] }]),
  },
};

/** Long notes, many tags and addresses. */
export const LongContent: Story = {
  args: {
    client: fakeCustomersApi(
      sampleCustomers(1).map((c): CustomerItem => ({
        ...c,
        notes: 'Called about a delayed parcel; prefers email over phone. '.repeat(12),
        tags: ['vip', 'wholesale', 'newsletter', 'returning', 'gift-buyer', 'b2b', 'early-access'],
        addresses: Array.from({ length: 6 }, (_, i) => ({
          ...c.addresses[0]!,
          street: `${i + 1} Long Avenue`,
        })),
      })),
    ).client,
  },
};
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
