import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, failingHttp, pendingHttp, storyScreen } from '@storeroom/core/testing';
import { giftCodesHttp, limitedGiftCodesAccount, sampleGiftCards } from '../../story-data';
import { GiftCardsPage } from './gift-cards-list';
import { IssueGiftCardDialog } from './issue-dialog';

const Screen = storyScreen(<GiftCardsPage />, '/admin/gift-cards');

const meta = {
  title: 'Plugins/Gift codes/Gift cards',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 45 cards: three pages of 20; drafts, used and expired among them. */
export const Filled: Story = { args: { http: giftCodesHttp({ giftCards: sampleGiftCards(45) }) } };
export const Empty: Story = { args: { http: giftCodesHttp({}) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited access: no "Issue gift card", no bulk actions. */
export const PermissionLimited: Story = {
  args: { http: giftCodesHttp({ giftCards: sampleGiftCards(5) }), account: limitedGiftCodesAccount },
};
/** The side panel of a card (`?id=2`): its balance, recipient, expiry and publishing. */
export const PanelOpen: Story = {
  args: { http: giftCodesHttp({ giftCards: sampleGiftCards(5) }), path: '/admin/gift-cards?id=2' },
};
/** The side panel read-only under limited access. */
export const PanelLimited: Story = {
  args: {
    http: giftCodesHttp({ giftCards: sampleGiftCards(5) }),
    account: limitedGiftCodesAccount,
    path: '/admin/gift-cards?id=1',
  },
};
/** The side panel while the card loads. */
export const PanelLoading: Story = { args: { http: pendingHttp(), path: '/admin/gift-cards?id=1' } };

/** The issue gift card modal, open: the default subject with its placeholders. */
export const IssueModal: StoryObj<{ http: HttpClient }> = {
  args: { http: giftCodesHttp({ giftCards: sampleGiftCards(3) }) },
  render: ({ http }) => (
    <AdminTestProvider http={http} initialPath="/admin/gift-cards">
      <IssueGiftCardDialog defaultOpen />
    </AdminTestProvider>
  ),
};
