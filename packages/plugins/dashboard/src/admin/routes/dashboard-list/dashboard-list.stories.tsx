import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError, createResourceClient } from '@storeroom/core/client';
import type { HttpClient } from '@storeroom/core/client';
import { createMemoryHttpClient } from '@storeroom/core';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { DASHBOARD_PATH } from '../../../client';
import type { DashboardClient } from '../../../client';
import type { DashboardItem } from '../../../schema';
import { dashboardApiRef } from '../../api';
import { DashboardListPage } from './dashboard-list';

function items(count: number): DashboardItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `Item ${i + 1}`,
    status: i % 4 === 0 ? 'archived' : 'active',
    notes: i === 0 ? 'A note on the first item.' : '',
    created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
  }));
}

function clientOf(http: HttpClient): DashboardClient {
  return createResourceClient(http, DASHBOARD_PATH);
}

const memory = (count: number) => clientOf(createMemoryHttpClient({ resources: { [DASHBOARD_PATH]: items(count) } }));
const pending = clientOf({ request: () => new Promise(() => undefined) });
const failing = clientOf({
  request: () => Promise.reject(new ApiError(500, 'Something went wrong, please contact support or try again later.')),
});

function Screen({ client, account }: { client: DashboardClient; account?: Account }) {
  return (
    <AdminTestProvider apis={[[dashboardApiRef, client]]} account={account} initialPath="/admin/dashboard">
      <DashboardListPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Dashboard/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { client: memory(45) } };
export const Empty: Story = { args: { client: memory(0) } };
export const Loading: Story = { args: { client: pending } };
export const Error: Story = { args: { client: failing } };
/** An employee with limited (read-only) access: no add, no delete, a read-only panel. */
export const PermissionLimited: Story = {
  args: { client: memory(12), account: testEmployeeAccount([{ subject: 'dashboard', rule: 1, options: [] }]) },
};
