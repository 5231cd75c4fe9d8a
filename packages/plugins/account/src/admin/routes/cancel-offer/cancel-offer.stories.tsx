import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTestProvider } from '@storeroom/core/testing';
import type { AccountClient } from '../../../client';
import { accountClientRef } from '../../api';
import { failingAccountClient, fakeAccountClient, pendingAccountClient } from '../../test-support';
import { CancelOfferPage } from './cancel-offer';

function Screen({ client }: { client: AccountClient }) {
  return (
    <AdminTestProvider apis={[[accountClientRef, client]]} initialPath="/admin/site/cancel-offer">
      <CancelOfferPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Account/Cancel offer',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOffer: Story = { args: { client: fakeAccountClient().client } };
/** No done-for-you setting. */
export const Empty: Story = { args: { client: fakeAccountClient({ doneForYou: null }).client } };
export const Loading: Story = { args: { client: pendingAccountClient() } };
export const Error: Story = { args: { client: failingAccountClient() } };
export const Dark: Story = { ...WithOffer, globals: { theme: 'dark' } };
