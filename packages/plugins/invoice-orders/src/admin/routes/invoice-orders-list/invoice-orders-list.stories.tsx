import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@storeroom/core/client';
import type { Account } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import { createInvoiceOrdersClient } from '../../../client';
import type { InvoiceOrdersClient } from '../../../client';
import { invoiceOrdersApiRef } from '../../api';
import { memoryInvoices, sampleInvoices } from '../../test-support';
import { InvoiceOrdersListPage } from './invoice-orders-list';

const memory = (count: number) => memoryInvoices(sampleInvoices(count)).client;
const pending = createInvoiceOrdersClient({ request: () => new Promise(() => undefined) });
const failing = createInvoiceOrdersClient({
  request: () =>
    Promise.reject(new ApiError(500, 'Something went wrong, please contact support or try again later.')),
});

function Screen({ client, account }: { client: InvoiceOrdersClient; account?: Account }) {
  return (
    <AdminTestProvider
      apis={[[invoiceOrdersApiRef, client]]}
      account={account}
      initialPath="/admin/orders/invoice"
    >
      <InvoiceOrdersListPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Invoice orders/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { client: memory(45) } };
export const Empty: Story = { args: { client: memory(0) } };
export const Loading: Story = { args: { client: pending } };
export const Error: Story = { args: { client: failing } };
/** Limited (read-only) access: no create, no bulk delete. */
export const PermissionLimited: Story = {
  args: {
    client: memory(12),
    account: testEmployeeAccount([{ subject: 'invoice_orders', rule: 1, options: [] }]),
  },
};
