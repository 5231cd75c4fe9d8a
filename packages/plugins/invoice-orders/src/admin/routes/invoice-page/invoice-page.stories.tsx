import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTestProvider } from '@storeroom/core/testing';
import { ApiError } from '@storeroom/core/client';
import { createInvoiceOrdersClient } from '../../../client';
import type { InvoiceOrdersClient } from '../../../client';
import { invoiceOrdersApiRef } from '../../api';
import { memoryInvoices, sampleInvoices } from '../../test-support';
import { InvoicePagePage } from './invoice-page';

const samples = () => memoryInvoices(sampleInvoices(5)).client;
const pending = createInvoiceOrdersClient({ request: () => new Promise(() => undefined) });
const failing = createInvoiceOrdersClient({
  request: () =>
    Promise.reject(new ApiError(500, 'Something went wrong, please contact support or try again later.')),
});
const separateBilling = () => {
  const [invoice] = sampleInvoices(1);
  const shipping = invoice!.address!.shipping;
  return memoryInvoices([
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
  ]).client;
};
const longInvoice = () =>
  memoryInvoices([
    {
      ...sampleInvoices(1)[0]!,
      items: Array.from({ length: 14 }, (_, i) => ({
        product_id: null,
        variant: i % 2 === 0 ? 'Extra large / Midnight blue with a long variant name' : '',
        title: `A custom item with a rather long title that wraps across lines ${i + 1}`,
        price: 19.99 + i,
        quantity: 1 + i,
      })),
    },
  ]).client;

function Page({ client, path }: { client: () => InvoiceOrdersClient; path: string }) {
  return (
    <AdminTestProvider apis={[[invoiceOrdersApiRef, client()]]} initialPath={path}>
      <InvoicePagePage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Invoice orders/Invoice page',
  component: Page,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotPaid: Story = { args: { client: samples, path: '/admin/orders/invoice/1/page' } };
export const Paid: Story = { args: { client: samples, path: '/admin/orders/invoice/2/page' } };
export const SeparateBilling: Story = {
  args: { client: separateBilling, path: '/admin/orders/invoice/1/page' },
};
export const NoAddress: Story = { args: { client: samples, path: '/admin/orders/invoice/5/page' } };
export const LongContent: Story = { args: { client: longInvoice, path: '/admin/orders/invoice/1/page' } };
export const Loading: Story = { args: { client: () => pending, path: '/admin/orders/invoice/1/page' } };
export const NotFound: Story = { args: { client: samples, path: '/admin/orders/invoice/99/page' } };
export const LoadError: Story = { args: { client: () => failing, path: '/admin/orders/invoice/1/page' } };
export const Dark: Story = {
  args: { client: samples, path: '/admin/orders/invoice/2/page' },
  globals: { theme: 'dark' },
};
