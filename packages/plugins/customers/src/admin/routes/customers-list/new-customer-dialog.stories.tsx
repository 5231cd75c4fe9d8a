import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyScreen } from '@storeroom/core/testing';
import { customersHttp, sampleCustomers } from '../../story-data';
import { NewCustomerDialog } from './new-customer-dialog';

const Screen = storyScreen(
  ({ open }: { open: boolean }) => <NewCustomerDialog defaultOpen={open} />,
  '/admin/customers',
);

const meta = {
  title: 'Plugins/Customers/New customer',
  component: Screen,
  args: { http: customersHttp(sampleCustomers(3)) },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button on the list. */
export const Closed: Story = { args: { open: false } };
/** The dialog, empty. */
export const Open: Story = { args: { open: true } };
export const Dark: Story = { ...Open, globals: { theme: 'dark' } };
