import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { invoicesHttp, sampleInvoices } from '../../story-data';
import { InvoiceOrdersListPage } from './invoice-orders-list';

const Screen = storyScreen(<InvoiceOrdersListPage />, '/admin/orders/invoice');

const meta = {
  title: 'Plugins/Invoice orders/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { http: invoicesHttp(sampleInvoices(45)) } };
export const Empty: Story = { args: { http: invoicesHttp([]) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited (read-only) access: no create, no bulk delete. */
export const PermissionLimited: Story = {
  args: {
    http: invoicesHttp(sampleInvoices(12)),
    account: testEmployeeAccount([{ subject: 'invoice_orders', rule: 1, options: [] }]),
  },
};
