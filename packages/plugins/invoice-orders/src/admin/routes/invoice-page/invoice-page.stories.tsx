import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen } from '@storeroom/core/testing';
import { invoicesHttp, longInvoiceHttp, sampleInvoices, taxedInvoiceHttp } from '../../story-data';
import { InvoicePagePage } from './invoice-page';

// Invoice 1: not paid; 2: paid by card; 5: no address; 11: marked as paid (seed data).
const samples = () => invoicesHttp(sampleInvoices(12));
const separateBilling = () => {
  const [invoice] = sampleInvoices(1);
  const shipping = invoice!.address!.shipping;
  return invoicesHttp([
    {
      ...invoice!,
      address: {
        id: 1,
        shipping: {
          ...shipping,
          company: 'Hopper Analytical Engines',
          suite: 'Suite 400',
          phone: '+1.4155550123',
        },
        billing: {
          ...shipping,
          street: '1 Accounts Payable Way',
          city: 'Arlington',
          state: 'VA',
          zip: '22201',
        },
        same_billing: false,
      },
    },
  ]);
};
const Page = storyScreen(<InvoicePagePage />, '/admin/orders/invoice/1/page');

const meta = {
  title: 'Plugins/Invoice orders/Invoice page',
  component: Page,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotPaid: Story = { args: { http: samples(), path: '/admin/orders/invoice/1/page' } };
export const Paid: Story = { args: { http: samples(), path: '/admin/orders/invoice/2/page' } };
export const MarkedAsPaid: Story = { args: { http: samples(), path: '/admin/orders/invoice/11/page' } };
export const SeparateBilling: Story = {
  args: { http: separateBilling(), path: '/admin/orders/invoice/1/page' },
};
export const TaxedByAddress: Story = {
  args: { http: taxedInvoiceHttp(), path: '/admin/orders/invoice/1/page' },
};
export const NoAddress: Story = { args: { http: samples(), path: '/admin/orders/invoice/5/page' } };
export const LongContent: Story = {
  args: { http: longInvoiceHttp(14), path: '/admin/orders/invoice/1/page' },
};
export const Loading: Story = { args: { http: pendingHttp(), path: '/admin/orders/invoice/1/page' } };
export const NotFound: Story = { args: { http: samples(), path: '/admin/orders/invoice/99/page' } };
export const LoadError: Story = { args: { http: failingHttp(), path: '/admin/orders/invoice/1/page' } };
export const Dark: Story = {
  args: { http: samples(), path: '/admin/orders/invoice/2/page' },
  globals: { theme: 'dark' },
};
