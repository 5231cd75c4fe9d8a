import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, failingHttp, pendingHttp } from '@storeroom/core/testing';
import { accountHttp } from '../../story-data';
import { AddCardDialog } from './billing-sections';
import { CancelFlowDialog } from './cancel-flow';

function Screen({ http, dialog }: { http: HttpClient; dialog: 'card' | 'cancel' }) {
  return (
    <AdminTestProvider http={http} initialPath="/admin/site/account">
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
export const AddCard: Story = { args: { http: accountHttp(), dialog: 'card' } };
/** Cancel flow, step 1: choose an option. */
export const CancelFlow: Story = { args: { http: accountHttp(), dialog: 'cancel' } };
export const CancelFlowLoading: Story = { args: { http: pendingHttp(), dialog: 'cancel' } };
export const CancelFlowError: Story = { args: { http: failingHttp(), dialog: 'cancel' } };
export const AddCardDark: Story = { ...AddCard, globals: { theme: 'dark' } };
