import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account, HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import { createTransfersClient } from '../../../client';
import { transfersApiRef } from '../../api';
import { createFakeTransfersHttp, sampleTransfers } from '../../test-support';
import { TransferReceivePage } from './transfer-receive';

function Screen({ http, account, path }: { http: () => HttpClient; account?: Account; path: string }) {
  const [client] = useState(() => createTransfersClient(http()));
  return (
    <AdminTestProvider apis={[[transfersApiRef, client]]} account={account} initialPath={path}>
      <TransferReceivePage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Transfers/Receive',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fake = () => createFakeTransfersHttp(sampleTransfers(3));

export const InTransit: Story = { args: { http: fake, path: '/admin/transfers/receive?id=1' } };
export const PartlyReceived: Story = { args: { http: fake, path: '/admin/transfers/receive?id=2' } };
export const Received: Story = { args: { http: fake, path: '/admin/transfers/receive?id=3' } };
export const Loading: Story = {
  args: {
    http: () => ({ request: () => new Promise(() => undefined) }),
    path: '/admin/transfers/receive?id=1',
  },
};
export const NotFound: Story = { args: { http: fake, path: '/admin/transfers/receive?id=99' } };
export const PermissionLimited: Story = {
  args: {
    http: fake,
    path: '/admin/transfers/receive?id=1',
    account: testEmployeeAccount([{ subject: 'products_and_collections', rule: 1, options: [] }]),
  },
};
export const Dark: Story = { ...InTransit, globals: { theme: 'dark' } };
