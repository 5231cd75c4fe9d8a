import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { AdminTestProvider } from '@storeroom/core/testing';
import type { HttpClient } from '@storeroom/core/client';
import { failingHttp, pendingHttp } from '@storeroom/core/testing';
import { accountHttp, STORY_INVOICES } from '../../story-data';
import { BillingInvoicePage } from './billing-invoice';

function Screen({ http, id }: { http: HttpClient; id: number }) {
  return (
    <AdminTestProvider http={http} initialPath={`/admin/site/invoice/${id}`}>
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
export const Paid: Story = {
  args: { http: accountHttp(), id: STORY_INVOICES.find((i) => i.status === 'paid')!.id },
};
/** A failed, overdue invoice. */
export const Overdue: Story = {
  args: { http: accountHttp(), id: STORY_INVOICES.find((i) => i.overdue)!.id },
};
export const NotFound: Story = { args: { http: accountHttp(), id: 999 } };
export const Loading: Story = { args: { http: pendingHttp(), id: 1 } };
export const Error: Story = { args: { http: failingHttp(), id: 1 } };
export const Dark: Story = { ...Paid, globals: { theme: 'dark' } };
