import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen } from '@storeroom/core/testing';
import { demoHttp, READ_ONLY_ACCOUNT } from '../../story-data';
import { TransferReceivePage } from './transfer-receive';

const Screen = storyScreen(<TransferReceivePage />, '/admin/transfers/receive');

const meta = {
  title: 'Plugins/Transfers/Receive',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InTransit: Story = {
  args: { http: demoHttp(), path: '/admin/transfers/receive?id=1' },
};
export const PartlyReceived: Story = {
  args: { http: demoHttp(), path: '/admin/transfers/receive?id=2' },
};
export const Received: Story = { args: { http: demoHttp(), path: '/admin/transfers/receive?id=3' } };
export const Loading: Story = { args: { http: pendingHttp(), path: '/admin/transfers/receive?id=1' } };
export const NotFound: Story = {
  args: { http: demoHttp(), path: '/admin/transfers/receive?id=99' },
};
export const PermissionLimited: Story = {
  args: {
    http: demoHttp(),
    path: '/admin/transfers/receive?id=1',
    account: READ_ONLY_ACCOUNT,
  },
};
export const Dark: Story = {
  args: { http: demoHttp(), path: '/admin/transfers/receive?id=1' },
  globals: { theme: 'dark' },
};
/** The transfer could not be loaded (not a missing one): the frame says so, with the way back. */
export const Error: Story = { args: { http: failingHttp(), path: '/admin/transfers/receive?id=1' } };
