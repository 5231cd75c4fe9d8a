import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@storeroom/core/client';
import type { Account, HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import { createTransfersClient } from '../../../client';
import { transfersApiRef } from '../../api';
import { createFakeTransfersHttp, sampleTransfers } from '../../test-support';
import { TransfersListPage } from './transfers-list';

const pending: HttpClient = { request: () => new Promise(() => undefined) };
const failing: HttpClient = {
  request: () =>
    Promise.reject(new ApiError(500, 'Something went wrong, please contact support or try again later.')),
};

function Screen({ http, account }: { http: () => HttpClient; account?: Account }) {
  const [client] = useState(() => createTransfersClient(http()));
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

export const Filled: Story = { args: { http: () => createFakeTransfersHttp(sampleTransfers(45)) } };
export const Empty: Story = { args: { http: () => createFakeTransfersHttp([]) } };
export const Loading: Story = { args: { http: () => pending } };
export const Error: Story = { args: { http: () => failing } };
/** Read-only: no create, archive, delete or receive. */
export const PermissionLimited: Story = {
  args: {
    http: () => createFakeTransfersHttp(sampleTransfers(8)),
    account: testEmployeeAccount([{ subject: 'products_and_collections', rule: 1, options: [] }]),
  },
};
export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
