import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { failingHttp, pendingHttp, storyScreen } from '@storeroom/core/testing';
import { accountHttp, STORY_INVOICES } from '../../story-data';
import { BillingInvoicePage } from './billing-invoice';

const Screen = storyScreen(
  <Routes>
    <Route path="/admin/site/invoice/:id" element={<BillingInvoicePage />} />
  </Routes>,
  '/admin/site/invoice/1',
);
const at = (id: number) => `/admin/site/invoice/${id}`;

const meta = {
  title: 'Plugins/Account/Billing invoice',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid invoice. */
export const Paid: Story = {
  args: { http: accountHttp(), path: at(STORY_INVOICES.find((i) => i.status === 'paid')!.id) },
};
/** A failed, overdue invoice. */
export const Overdue: Story = {
  args: { http: accountHttp(), path: at(STORY_INVOICES.find((i) => i.overdue)!.id) },
};
export const NotFound: Story = { args: { http: accountHttp(), path: at(999) } };
export const Loading: Story = { args: { http: pendingHttp(), path: at(1) } };
export const Error: Story = { args: { http: failingHttp(), path: at(1) } };
export const Dark: Story = { ...Paid, globals: { theme: 'dark' } };
