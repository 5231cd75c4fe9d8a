import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { invoicesHttp, longInvoiceHttp, sampleInvoices, taxedInvoiceHttp } from '../../story-data';
import { InvoiceOrderEditPage } from './invoice-order-edit';

const memory = () => invoicesHttp(sampleInvoices(3));
const Screen = storyScreen(<InvoiceOrderEditPage />, '/admin/orders/invoice/new');

const meta = {
  title: 'Plugins/Invoice orders/Editor',
  component: Screen,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new invoice: no items yet. */
export const Empty: Story = { args: { http: memory(), path: '/admin/orders/invoice/new' } };
/** An unpaid invoice: editable items, customer, totals and address; pay, email and delete. */
export const Filled: Story = { args: { http: memory(), path: '/admin/orders/invoice/1' } };
/** Taxed by the store's tax for its shipping address (taxes area): the Tax field is computed, read-only. */
export const TaxedByAddress: Story = { args: { http: taxedInvoiceHttp(), path: '/admin/orders/invoice/1' } };
/** A paid invoice: read-only, no pay and no delete (the server refuses it too). */
export const Paid: Story = { args: { http: memory(), path: '/admin/orders/invoice/2' } };
export const LongContent: Story = { args: { http: longInvoiceHttp(12), path: '/admin/orders/invoice/1' } };
export const Loading: Story = { args: { http: pendingHttp(), path: '/admin/orders/invoice/1' } };
export const Error: Story = { args: { http: failingHttp(), path: '/admin/orders/invoice/1' } };
export const NotFound: Story = { args: { http: memory(), path: '/admin/orders/invoice/99' } };
/** Limited (read-only) access: no pay, email, delete or edits. */
export const PermissionLimited: Story = {
  args: {
    http: memory(),
    path: '/admin/orders/invoice/1',
    account: testEmployeeAccount([{ subject: 'invoice_orders', rule: 1, options: [] }]),
  },
};
