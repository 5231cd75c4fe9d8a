import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@storeroom/core/client';
import type { Account, HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import { createTransfersClient } from '../../../client';
import { transfersApiRef } from '../../api';
import { createFakeTransfersHttp, sampleTransfers } from '../../test-support';
import { TransferFormPage } from './transfer-form';

const pending: HttpClient = { request: () => new Promise(() => undefined) };
const failing: HttpClient = {
  request: () => Promise.reject(new ApiError(404, 'The requested item does not exist.')),
};

function Screen({ http, account, path }: { http: () => HttpClient; account?: Account; path: string }) {
  const [client] = useState(() => createTransfersClient(http()));
  return (
    <AdminTestProvider apis={[[transfersApiRef, client]]} account={account} initialPath={path}>
      <TransferFormPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Transfers/Form',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fake = () => createFakeTransfersHttp(sampleTransfers(3));

export const Create: Story = { args: { http: fake, path: '/admin/transfers/form' } };
export const Edit: Story = { args: { http: fake, path: '/admin/transfers/form?id=1' } };
/** Something arrived already: only archive, receive and delete remain. */
export const PartlyReceived: Story = { args: { http: fake, path: '/admin/transfers/form?id=2' } };
export const Loading: Story = { args: { http: () => pending, path: '/admin/transfers/form?id=1' } };
export const NotFound: Story = { args: { http: () => failing, path: '/admin/transfers/form?id=99' } };
export const PermissionLimited: Story = {
  args: {
    http: fake,
    path: '/admin/transfers/form?id=1',
    account: testEmployeeAccount([{ subject: 'products_and_collections', rule: 1, options: [] }]),
  },
};
export const Dark: Story = { ...Edit, globals: { theme: 'dark' } };
