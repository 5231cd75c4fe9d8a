import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { AccountClient } from '../../../client';
import { accountClientRef } from '../../api';
import { fakeAccountClient } from '../../test-support';
import { ContactPage } from './contact-page';

function Screen({ client, account, path }: { client: AccountClient; account?: Account; path?: string }) {
  return (
    <AdminTestProvider
      apis={[[accountClientRef, client]]}
      account={account}
      initialPath={path ?? '/admin/contact'}
    >
      <ContactPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Account/Contact',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = { args: { client: fakeAccountClient().client } };
/** Employees may send feedback too. */
export const Employee: Story = {
  args: { client: fakeAccountClient().client, account: testEmployeeAccount([]) },
};
/** Pre-filled from the cancel offer. */
export const Prefilled: Story = {
  args: { client: fakeAccountClient().client, path: '/admin/contact?subject=Done%20for%20you' },
};
/** Sending fails: the message stays. */
export const SendFails: Story = { args: { client: fakeAccountClient({ feedbackFails: true }).client } };
export const Dark: Story = { ...Owner, globals: { theme: 'dark' } };
