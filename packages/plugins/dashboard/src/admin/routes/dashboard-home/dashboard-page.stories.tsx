import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PluginManifest } from '@storeroom/core';
import { AdminTestProvider, failingHttp, pendingHttp, testEmployeeAccount } from '@storeroom/core/testing';
import type { StoryScreenProps } from '@storeroom/core/testing';
import { SETUP_STEPS } from '../../../contract';
import { STORY_CATALOGUE_PAGES, STORY_EVERY_PAGE, dashboardHttp } from '../../story-data';
import { DashboardPage } from './dashboard-page';

// A fixed afternoon, so the greeting and the periods are the same on every render.
const NOW = Date.parse('2026-03-10T14:30:00Z');
const clock = () => NOW;

/** The home page in an admin with the pages its links open (every one unless `pages` says otherwise). */
function Screen({
  http,
  account,
  pages = [STORY_EVERY_PAGE],
}: StoryScreenProps & { pages?: PluginManifest[] }) {
  return (
    <AdminTestProvider http={http} account={account} plugins={pages} initialPath="/admin">
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
export const Owner: Story = { args: { http: dashboardHttp() } };
/** An employee without the dashboard rule sees the greeting and the widgets only (spec 2 §6). */
export const EmployeeWithoutDashboardRule: Story = {
  args: {
    http: dashboardHttp(),
    account: testEmployeeAccount([{ subject: 'orders', rule: 1, options: [] }]),
  },
};
/** An employee with a limited dashboard rule sees the statistics. */
export const EmployeeWithDashboardRule: Story = {
  args: {
    http: dashboardHttp(),
    account: testEmployeeAccount([{ subject: 'dashboard', rule: 1, options: [] }]),
  },
};
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** A new store: no orders, no visitors, every checklist step open. */
export const EmptyStore: Story = {
  args: {
    http: dashboardHttp({
      perBucket: { orders: 0, sales: 0, visitors: 0 },
      products: [],
      referrers: [],
      funnel: [0, 0, 0],
      info: { checklist: SETUP_STEPS.map((step) => ({ ...step, done: false })) },
    }),
  },
};
/** On trial, without the done-for-you app, 5 hours after sign-up: the promo and its countdown. */
export const TrialPromo: Story = {
  args: {
    http: dashboardHttp({
      trial: {
        on_trial: true,
        created_at: new Date(NOW - 5 * 3600_000).toISOString(),
        promo_ends_at: new Date(NOW + 19 * 3600_000).toISOString(),
      },
    }),
  },
};
/**
 * On trial in an admin without the done-for-you app and the settings pages: no promo, and the
 * domains, payments and shipping steps disabled with the reason (no link to "Page not found").
 */
export const PagesNotInThisAdmin: Story = {
  args: {
    pages: [STORY_CATALOGUE_PAGES],
    http: dashboardHttp({
      trial: {
        on_trial: true,
        created_at: new Date(NOW - 5 * 3600_000).toISOString(),
        promo_ends_at: new Date(NOW + 19 * 3600_000).toISOString(),
      },
    }),
  },
};
/** Long names and large figures. */
export const LongContent: Story = {
  args: {
    http: dashboardHttp({
      perBucket: { orders: 1234, sales: 9876543, visitors: 123456 },
      info: { greeting_name: 'Maximiliana Alexandra Konstantinopoulou-Vanderbilt' },
      products: [
        {
          product_id: 1,
          title: 'An extraordinarily long product title that keeps going to test wrapping in the list',
          image: null,
          quantity: 9999,
          orders: 8888,
          total: 123456789,
        },
      ],
    }),
  },
};
export const Dark: Story = { ...Owner, globals: { theme: 'dark' } };
