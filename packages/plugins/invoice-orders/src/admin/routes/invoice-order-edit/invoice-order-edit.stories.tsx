import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { invoicesHttp, sampleInvoices } from '../../story-data';
import { InvoiceOrderEditPage } from './invoice-order-edit';

const memory = () => invoicesHttp(sampleInvoices(3));
const longInvoice = () =>
  invoicesHttp([
    {
      ...sampleInvoices(1)[0]!,
      items: Array.from({ length: 12 }, (_, i) => ({
        product_id: null,
        variant: i % 2 === 0 ? 'Extra large / Midnight blue with a long variant name' : '',
        title: `A custom item with a rather long title that wraps across lines ${i + 1}`,
        price: 19.99 + i,
        quantity: 1 + i,
      })),
    },
  ]);

/** Taxed by the store's tax for its shipping address (taxes area): the Tax field is computed, read-only. */
const taxedInvoice = () => {
  const invoice = sampleInvoices(1)[0]!;
  const tax = Math.floor((invoice.subtotal * 7250 + 50_000) / 100_000);
  return invoicesHttp([
    {
      ...invoice,
      tax,
      total: invoice.subtotal + invoice.shipping.price + tax,
      tax_rate: { country: 'US', state: 'CA', tax: 7.25, shipping_exempt: true },
    },
  ]);
};

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
/** A paid invoice: read-only, no pay and no delete (the server refuses it too). */
export const TaxedByAddress: Story = { args: { http: taxedInvoice(), path: '/admin/orders/invoice/1' } };
export const Paid: Story = { args: { http: memory(), path: '/admin/orders/invoice/2' } };
export const LongContent: Story = { args: { http: longInvoice(), path: '/admin/orders/invoice/1' } };
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
