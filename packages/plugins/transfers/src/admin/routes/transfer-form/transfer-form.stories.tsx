import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen } from '@storeroom/core/testing';
import { demoHttp, READ_ONLY_ACCOUNT } from '../../story-data';
import { TransferFormPage } from './transfer-form';

const Screen = storyScreen(<TransferFormPage />, '/admin/transfers/form');

const meta = {
  title: 'Plugins/Transfers/Form',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = { args: { http: demoHttp(), path: '/admin/transfers/form' } };
export const Edit: Story = { args: { http: demoHttp(), path: '/admin/transfers/form?id=1' } };
/** Something arrived already: only archive, receive and delete remain. */
export const PartlyReceived: Story = {
  args: { http: demoHttp(), path: '/admin/transfers/form?id=2' },
};
export const Loading: Story = { args: { http: pendingHttp(), path: '/admin/transfers/form?id=1' } };
export const NotFound: Story = {
  args: { http: failingHttp(404, 'The requested item does not exist.'), path: '/admin/transfers/form?id=99' },
};
export const PermissionLimited: Story = {
  args: {
    http: demoHttp(),
    path: '/admin/transfers/form?id=1',
    account: READ_ONLY_ACCOUNT,
  },
};
export const Dark: Story = {
  args: { http: demoHttp(), path: '/admin/transfers/form?id=1' },
  globals: { theme: 'dark' },
};
/** The transfer could not be loaded (not a missing one): the frame says so, with the way back. */
export const Error: Story = { args: { http: failingHttp(), path: '/admin/transfers/form?id=1' } };
