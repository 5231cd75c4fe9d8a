import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@storeroom/core/client';
import type { Account } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { HelloSettingsClient } from '../../../client';
import { helloSettingsApiRef } from '../../api';
import { HelloSettingsPage } from './hello-settings';

const saving: HelloSettingsClient = {
  get: async () => ({ greeting: 'Hello from the Hello plugin!' }),
  save: async (s) => s,
};
const pending: HelloSettingsClient = { get: () => new Promise(() => undefined), save: async (s) => s };
const failing: HelloSettingsClient = {
  get: () =>
    Promise.reject(new ApiError(500, 'Something went wrong, please contact support or try again later.')),
  save: async (s) => s,
};

function Screen({ api, account }: { api: HelloSettingsClient; account?: Account }) {
  return (
    <AdminTestProvider
      apis={[[helloSettingsApiRef, api]]}
      account={account}
      initialPath="/admin/settings/hello"
    >
      <HelloSettingsPage />
    </AdminTestProvider>
  );
}

const meta = { title: 'Plugins/Hello/Settings', component: Screen } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { api: saving } };
export const Loading: Story = { args: { api: pending } };
export const Error: Story = { args: { api: failing } };
export const PermissionLimited: Story = {
  args: { api: saving, account: testEmployeeAccount([{ subject: 'hello', rule: 1, options: [] }]) },
};
