import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@storeroom/core/client';
import type { Account } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import { createPrivateAppsClient } from '../../../client';
import type { PrivateAppsClient } from '../../../client';
import type { PrivateApp } from '../../../schema';
import { privateAppsApiRef } from '../../api';
import { fakePrivateApps } from '../../test-support';
import { PrivateAppsPage } from './private-apps-page';

function apps(count: number): PrivateApp[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name:
      i === 0
        ? 'Warehouse bridge for the north-east fulfilment centre and returns desk'
        : `Private app ${i + 1}`,
    accessRules: i % 2 === 0 ? [{ subject: 'orders', rule: 1, options: ['allow_fulfilments'] }] : [],
    tokens: Array.from({ length: i % 3 }, (_, k) => ({
      id: i * 10 + k + 1,
      hint: `sr_pat_${i}${k}…ab1${k}`,
      created_at: '2026-11-01T00:00:00Z',
      last_used_at: null,
    })),
    created_at: '2026-11-01T00:00:00Z',
  }));
}

function Screen({ client, account, path }: { client: PrivateAppsClient; account?: Account; path?: string }) {
  return (
    <AdminTestProvider
      apis={[[privateAppsApiRef, client]]}
      account={account}
      initialPath={path ?? '/admin/apps/installed'}
    >
      <PrivateAppsPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Employees/Private apps',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { client: fakePrivateApps(apps(8)).client } };
export const Empty: Story = { args: { client: fakePrivateApps([]).client } };
export const Loading: Story = {
  args: { client: createPrivateAppsClient({ request: () => new Promise(() => undefined) }) },
};
export const Error: Story = {
  args: {
    client: createPrivateAppsClient({
      request: () =>
        Promise.reject(new ApiError(500, 'Something went wrong, please contact support or try again later.')),
    }),
  },
};
/** An app open for editing: its rules and tokens. */
export const EditApp: Story = {
  args: { client: fakePrivateApps(apps(3)).client, path: '/admin/apps/installed?id=1' },
};
/** A new app: full access on every area (spec 4 §5). */
export const NewApp: Story = {
  args: { client: fakePrivateApps(apps(2)).client, path: '/admin/apps/installed?id=0' },
};
/** Limited access to apps: the list only, no create, rows do not open. */
export const PermissionLimited: Story = {
  args: {
    client: fakePrivateApps(apps(4)).client,
    account: testEmployeeAccount([{ subject: 'apps', rule: 1, options: [] }]),
  },
};
/**
 * Full access to apps, limited orders without fulfilments: the first app (with fulfilments) is
 * beyond the employee, so it opens read-only, without token, save or delete buttons.
 */
export const BeyondYourAccess: Story = {
  args: {
    client: fakePrivateApps(apps(3)).client,
    path: '/admin/apps/installed?id=1',
    account: testEmployeeAccount([
      { subject: 'apps', rule: 2, options: [] },
      { subject: 'orders', rule: 1, options: [] },
    ]),
  },
};
