import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account, HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, failingHttp, pendingHttp, testEmployeeAccount } from '@storeroom/core/testing';
import { itemsHttp, sampleItems } from '../../story-data';
import { HelloListPage } from './hello-list';

function Screen({ http, account }: { http: HttpClient; account?: Account }) {
  return (
    <AdminTestProvider http={http} account={account} initialPath="/admin/hello">
      <HelloListPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Hello/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { http: itemsHttp(sampleItems(45)) } };
export const Empty: Story = { args: { http: itemsHttp([]) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited (read-only) access: no "New item", no bulk delete. */
export const PermissionLimited: Story = {
  args: {
    http: itemsHttp(sampleItems(5)),
    account: testEmployeeAccount([{ subject: 'hello', rule: 1, options: [] }]),
  },
};
