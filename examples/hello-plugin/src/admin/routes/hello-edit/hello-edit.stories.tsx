import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account, HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, failingHttp, pendingHttp, testEmployeeAccount } from '@storeroom/core/testing';
import { sampleItems, storyHttp } from '../../story-data';
import { HelloEditPage } from './hello-edit';

const memory = () => storyHttp(sampleItems(3));

function Screen({ http, path, account }: { http: HttpClient; path: string; account?: Account }) {
  return (
    <AdminTestProvider http={http} account={account} initialPath={path}>
      <HelloEditPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Hello/Editor',
  component: Screen,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { http: memory(), path: '/admin/hello/1' } };
/** A new item: the empty form. */
export const Empty: Story = { args: { http: memory(), path: '/admin/hello/0' } };
export const Loading: Story = { args: { http: pendingHttp(), path: '/admin/hello/1' } };
export const Error: Story = { args: { http: failingHttp(), path: '/admin/hello/1' } };
export const NotFound: Story = { args: { http: memory(), path: '/admin/hello/99' } };
/** Limited (read-only) access: read-only fields, no save, no archive. */
export const PermissionLimited: Story = {
  args: {
    http: memory(),
    path: '/admin/hello/1',
    account: testEmployeeAccount([{ subject: 'hello', rule: 1, options: [] }]),
  },
};
/** Limited access with the `allow_archive` option: read-only fields, but Archive. */
export const PermissionLimitedArchive: Story = {
  args: {
    http: memory(),
    path: '/admin/hello/1',
    account: testEmployeeAccount([{ subject: 'hello', rule: 1, options: ['allow_archive'] }]),
  },
};
