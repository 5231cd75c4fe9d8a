import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/core.css';
import { coreContract } from '../contract';
import type { AccountNotice } from '../contract';
import { AdminTestProvider, contractMemoryHttp, failingHttp, pendingHttp } from '../testing';
import type { HttpClient } from '../client';
import { AccountNotices } from './account-notices';

const answering = (items: AccountNotice[]): HttpClient =>
  contractMemoryHttp(coreContract, {}, { endpoints: { accountNotices: () => ({ items }) } });

const meta = {
  title: 'Core/Shell/Account notices',
  parameters: { layout: 'fullscreen' },
  args: { http: answering([]) },
  render: ({ http }) => (
    <AdminTestProvider http={http}>
      <AccountNotices />
    </AdminTestProvider>
  ),
} satisfies Meta<{ http: HttpClient }>;

export default meta;
type Story = StoryObj<typeof meta>;

const OVERDUE: AccountNotice = {
  id: 'account.overdue-invoice',
  tone: 'danger',
  message: 'An invoice of your plan is overdue: pay it to keep your store open.',
  href: '/admin/site/account',
  action: 'See invoices',
};
const EXPIRING: AccountNotice = {
  id: 'domains.expiring',
  tone: 'warning',
  message: 'Your domain green-grocer.com expires in 5 days: renew it.',
  href: '/admin/domains',
  action: 'Renew',
};

/** An overdue invoice and a domain about to expire, above the page. */
export const Filled: Story = { args: { http: answering([OVERDUE, EXPIRING]) } };
/** One notice of information. */
export const Info: Story = {
  args: { http: answering([{ id: 'info', tone: 'info', message: 'Your trial ends tomorrow.' }]) },
};
/** Nothing to say: nothing is shown. */
export const Empty: Story = {};
/** While loading, nothing stands between the user and the page. */
export const Loading: Story = { args: { http: pendingHttp() } };
/** A failed call shows nothing either. */
export const Error: Story = { args: { http: failingHttp() } };
/** The dark theme. */
export const Dark: Story = { args: { http: answering([OVERDUE, EXPIRING]) }, globals: { theme: 'dark' } };
