import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import { SETUP_STEPS } from '../../../schema';
import { dashboardApiRef } from '../../api';
import { fakeDashboardClient } from '../../test-support';
import type { FakeDashboardOptions } from '../../test-support';
import { DashboardPage } from './dashboard-page';

// A fixed afternoon, so the greeting and the periods are the same on every render.
const NOW = Date.parse('2026-03-10T14:30:00Z');
const clock = () => NOW;

function Screen({ options, account }: { options: FakeDashboardOptions; account?: Account }) {
  return (
    <AdminTestProvider apis={[[dashboardApiRef, fakeDashboardClient(options)]]} account={account}>
      <DashboardPage now={clock} />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Dashboard/Home',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner: checklist, figures at a glance, period statistics, top products, referrers. */
export const Owner: Story = { args: { options: {} } };
/** An employee without the dashboard rule sees the greeting and the widgets only (spec 2 §6). */
export const EmployeeWithoutDashboardRule: Story = {
  args: { options: {}, account: testEmployeeAccount([{ subject: 'orders', rule: 1, options: [] }]) },
};
/** An employee with a limited dashboard rule sees the statistics. */
export const EmployeeWithDashboardRule: Story = {
  args: { options: {}, account: testEmployeeAccount([{ subject: 'dashboard', rule: 1, options: [] }]) },
};
export const Loading: Story = { args: { options: { pending: true } } };
export const Error: Story = {
  args: { options: { failWith: 'Something went wrong, please contact support or try again later.' } },
};
/** A new store: no orders, no visitors, every checklist step open. */
export const EmptyStore: Story = {
  args: {
    options: {
      perBucket: { orders: 0, sales: 0, visitors: 0 },
      products: [],
      referrers: [],
      funnel: [0, 0, 0],
      info: { checklist: SETUP_STEPS.map((step) => ({ ...step, done: false })) },
    },
  },
};
/** On trial, without the done-for-you app, 5 hours after sign-up: the promo and its countdown. */
export const TrialPromo: Story = {
  args: {
    options: {
      trial: {
        on_trial: true,
        created_at: new Date(NOW - 5 * 3600_000).toISOString(),
        promo_ends_at: new Date(NOW + 19 * 3600_000).toISOString(),
      },
    },
  },
};
/** Long names and large figures. */
export const LongContent: Story = {
  args: {
    options: {
      perBucket: { orders: 1234, sales: 98765.43, visitors: 123456 },
      info: { greeting_name: 'Maximiliana Alexandra Konstantinopoulou-Vanderbilt' },
      products: [
        {
          product_id: 1,
          title: 'An extraordinarily long product title that keeps going to test wrapping in the list',
          image: null,
          quantity: 9999,
          orders: 8888,
          total: 1234567.89,
        },
      ],
    },
  },
};
export const Dark: Story = { ...Owner, globals: { theme: 'dark' } };
