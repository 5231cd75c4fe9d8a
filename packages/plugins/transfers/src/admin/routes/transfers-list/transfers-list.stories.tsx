import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError, createResourceClient } from '@storeroom/core/client';
import type { HttpClient } from '@storeroom/core/client';
import { createMemoryHttpClient } from '@storeroom/core';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { TRANSFERS_PATH } from '../../../client';
import type { TransfersClient } from '../../../client';
import type { TransfersItem } from '../../../schema';
import { transfersApiRef } from '../../api';
import { TransfersListPage } from './transfers-list';

function items(count: number): TransfersItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `Item ${i + 1}`,
    status: i % 4 === 0 ? 'archived' : 'active',
    notes: i === 0 ? 'A note on the first item.' : '',
    created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
  }));
}

function clientOf(http: HttpClient): TransfersClient {
  return createResourceClient(http, TRANSFERS_PATH);
}

const memory = (count: number) => clientOf(createMemoryHttpClient({ resources: { [TRANSFERS_PATH]: items(count) } }));
const pending = clientOf({ request: () => new Promise(() => undefined) });
const failing = clientOf({
  request: () => Promise.reject(new ApiError(500, 'Something went wrong, please contact support or try again later.')),
});

function Screen({ client, account }: { client: TransfersClient; account?: Account }) {
  return (
    <AdminTestProvider apis={[[transfersApiRef, client]]} account={account} initialPath="/admin/transfers">
      <TransfersListPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Transfers/List',
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
  args: { client: memory(12), account: testEmployeeAccount([{ subject: 'transfers', rule: 1, options: [] }]) },
};
