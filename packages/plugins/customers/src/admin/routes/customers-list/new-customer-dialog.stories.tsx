import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTestProvider } from '@storeroom/core/testing';
import { customersHttp, sampleCustomers } from '../../story-data';
import { NewCustomerDialog } from './new-customer-dialog';

function Screen({ open }: { open: boolean }) {
  return (
    <AdminTestProvider http={customersHttp(sampleCustomers(3))} initialPath="/admin/customers">
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
