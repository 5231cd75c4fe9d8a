import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTestProvider } from '@storeroom/core/testing';
import { customersApiRef } from '../../api';
import { fakeCustomersApi, sampleCustomers } from '../../test-support';
import { NewCustomerDialog } from './new-customer-dialog';

function Screen({ open }: { open: boolean }) {
  return (
    <AdminTestProvider
      apis={[[customersApiRef, fakeCustomersApi(sampleCustomers(3)).client]]}
      initialPath="/admin/customers"
    >
      <NewCustomerDialog defaultOpen={open} />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Customers/New customer',
  component: Screen,
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button on the list. */
export const Closed: Story = { args: { open: false } };
/** The dialog, empty. */
export const Open: Story = { args: { open: true } };
export const Dark: Story = { ...Open, globals: { theme: 'dark' } };
