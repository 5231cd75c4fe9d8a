import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { AdminTestProvider } from '@storeroom/core/testing';
import type { AccountClient } from '../../../client';
import { accountClientRef } from '../../api';
import { failingAccountClient, fakeAccountClient, pendingAccountClient } from '../../test-support';
import { BillingInvoicePage } from './billing-invoice';

function Screen({ client, id }: { client: AccountClient; id: number }) {
  return (
    <AdminTestProvider apis={[[accountClientRef, client]]} initialPath={`/admin/site/invoice/${id}`}>
      <Routes>
        <Route path="/admin/site/invoice/:id" element={<BillingInvoicePage />} />
      </Routes>
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Account/Billing invoice',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid invoice. */
export const Paid: Story = { args: { client: fakeAccountClient().client, id: 3 } };
/** A failed, overdue invoice. */
export const Overdue: Story = { args: { client: fakeAccountClient().client, id: 2 } };
export const NotFound: Story = { args: { client: fakeAccountClient().client, id: 999 } };
export const Loading: Story = { args: { client: pendingAccountClient(), id: 1 } };
export const Error: Story = { args: { client: failingAccountClient(), id: 1 } };
export const Dark: Story = { ...Paid, globals: { theme: 'dark' } };
