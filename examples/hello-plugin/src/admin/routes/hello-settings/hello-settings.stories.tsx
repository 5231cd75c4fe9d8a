import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account, HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, failingHttp, pendingHttp, testEmployeeAccount } from '@storeroom/core/testing';
import { itemsHttp } from '../../story-data';
import { HelloSettingsPage } from './hello-settings';

function Screen({ http, account }: { http: HttpClient; account?: Account }) {
  return (
    <AdminTestProvider http={http} account={account} initialPath="/admin/settings/hello">
      <HelloSettingsPage />
    </AdminTestProvider>
  );
}

const meta = { title: 'Plugins/Hello/Settings', component: Screen } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { http: itemsHttp([], 'Welcome back!') } };
/** A store that never saved its own greeting: the default one. */
export const Empty: Story = { args: { http: itemsHttp([]) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
export const PermissionLimited: Story = {
  args: {
    http: itemsHttp([]),
    account: testEmployeeAccount([{ subject: 'hello', rule: 1, options: [] }]),
  },
};
