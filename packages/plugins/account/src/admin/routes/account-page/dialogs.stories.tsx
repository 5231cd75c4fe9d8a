import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen } from '@storeroom/core/testing';
import { accountHttp } from '../../story-data';
import { AddCardDialog } from './billing-sections';
import { CancelFlowDialog } from './cancel-flow';

const Screen = storyScreen(
  ({ dialog }: { dialog: 'card' | 'cancel' }) =>
    dialog === 'card' ? (
      <AddCardDialog open onOpenChange={() => undefined} />
    ) : (
      <CancelFlowDialog open onOpenChange={() => undefined} />
    ),
  '/admin/site/account',
);

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
