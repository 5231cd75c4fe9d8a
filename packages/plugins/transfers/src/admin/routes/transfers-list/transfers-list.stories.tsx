import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen } from '@storeroom/core/testing';
import { READ_ONLY_ACCOUNT, sampleTransfers, storyHttp } from '../../story-data';
import { TransfersListPage } from './transfers-list';

const Screen = storyScreen(<TransfersListPage />, '/admin/transfers');

const meta = {
  title: 'Plugins/Transfers/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { http: storyHttp(sampleTransfers(45)) } };
export const Empty: Story = { args: { http: storyHttp([]) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Read-only: no create, archive, delete or receive. */
export const PermissionLimited: Story = {
  args: {
    http: storyHttp(sampleTransfers(8)),
    account: READ_ONLY_ACCOUNT,
  },
};
export const Dark: Story = { args: { http: storyHttp(sampleTransfers(45)) }, globals: { theme: 'dark' } };
