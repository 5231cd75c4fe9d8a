import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTestProvider } from '@storeroom/core/testing';
import type { AccountClient } from '../../../client';
import { accountClientRef } from '../../api';
import { failingAccountClient, fakeAccountClient, pendingAccountClient } from '../../test-support';
import { AddCardDialog } from './billing-sections';
import { CancelFlowDialog } from './cancel-flow';

function Screen({ client, dialog }: { client: AccountClient; dialog: 'card' | 'cancel' }) {
  return (
    <AdminTestProvider apis={[[accountClientRef, client]]} initialPath="/admin/site/account">
      {dialog === 'card' ? (
        <AddCardDialog open onOpenChange={() => undefined} />
      ) : (
        <CancelFlowDialog open onOpenChange={() => undefined} />
      )}
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Account/Dialogs',
  component: Screen,
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The add-card dialog (sandbox card provider). */
export const AddCard: Story = { args: { client: fakeAccountClient().client, dialog: 'card' } };
/** Cancel flow, step 1: choose an option. */
export const CancelFlow: Story = { args: { client: fakeAccountClient().client, dialog: 'cancel' } };
export const CancelFlowLoading: Story = { args: { client: pendingAccountClient(), dialog: 'cancel' } };
export const CancelFlowError: Story = { args: { client: failingAccountClient(), dialog: 'cancel' } };
export const AddCardDark: Story = { ...AddCard, globals: { theme: 'dark' } };
