import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@storeroom/core/client';
import type { Account } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import { createInvoiceOrdersClient } from '../../../client';
import type { InvoiceOrdersClient } from '../../../client';
import { customerLookupApiRef, invoiceOrdersApiRef, productLookupApiRef } from '../../api';
import type { CustomerLookup } from '../../api';
import { memoryInvoices, sampleInvoices } from '../../test-support';
import { InvoiceOrderEditPage } from './invoice-order-edit';

const memory = () => memoryInvoices(sampleInvoices(3));
const pending = createInvoiceOrdersClient({ request: () => new Promise(() => undefined) });
const failing = createInvoiceOrdersClient({
  request: () =>
    Promise.reject(new ApiError(500, 'Something went wrong, please contact support or try again later.')),
});
const longInvoice = memoryInvoices([
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

function Screen({
  client,
  customers,
  path,
  account,
}: {
  client: InvoiceOrdersClient;
  customers?: CustomerLookup;
  path: string;
  account?: Account;
}) {
  return (
    <AdminTestProvider
      apis={[
        [invoiceOrdersApiRef, client],
        [customerLookupApiRef, customers ?? memory().customers],
        [productLookupApiRef, memory().products],
      ]}
      account={account}
      initialPath={path}
    >
      <InvoiceOrderEditPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Invoice orders/Editor',
  component: Screen,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new invoice: no items yet. */
export const Empty: Story = { args: { client: memory().client, path: '/admin/orders/invoice/new' } };
/** An unpaid invoice: editable items, customer, totals and address; pay, email and delete. */
export const Filled: Story = { args: { client: memory().client, path: '/admin/orders/invoice/1' } };
/** A paid invoice: read-only, no pay; delete is refused by the server. */
export const Paid: Story = { args: { client: memory().client, path: '/admin/orders/invoice/2' } };
export const LongContent: Story = { args: { client: longInvoice.client, path: '/admin/orders/invoice/1' } };
export const Loading: Story = { args: { client: pending, path: '/admin/orders/invoice/1' } };
export const Error: Story = { args: { client: failing, path: '/admin/orders/invoice/1' } };
export const NotFound: Story = { args: { client: memory().client, path: '/admin/orders/invoice/99' } };
/** Limited (read-only) access: no pay, email, delete or edits. */
export const PermissionLimited: Story = {
  args: {
    client: memory().client,
    path: '/admin/orders/invoice/1',
    account: testEmployeeAccount([{ subject: 'invoice_orders', rule: 1, options: [] }]),
  },
};
