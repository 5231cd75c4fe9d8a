import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen } from '@storeroom/core/testing';
import { GIFT_CAMPAIGNS_PATH } from '../../../contract';
import { giftCodesHttp, limitedGiftCodesAccount, sampleCampaigns } from '../../story-data';
import { GiftCampaignsPage } from './gift-campaigns-list';

const Screen = storyScreen(<GiftCampaignsPage />, GIFT_CAMPAIGNS_PATH);

const meta = {
  title: 'Plugins/Gift codes/Gift card campaigns',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 45 campaigns: three pages of 20, each with its statistics. */
export const Filled: Story = { args: { http: giftCodesHttp({ giftCampaigns: sampleCampaigns(45) }) } };
export const Empty: Story = { args: { http: giftCodesHttp({}) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited access: no "Add campaign", no bulk actions. */
export const PermissionLimited: Story = {
  args: { http: giftCodesHttp({ giftCampaigns: sampleCampaigns(5) }), account: limitedGiftCodesAccount },
};
/** A published value campaign for big orders (`?id=1`), with its statistics. */
export const PanelOpen: Story = {
  args: { http: giftCodesHttp({ giftCampaigns: sampleCampaigns(5) }), path: `${GIFT_CAMPAIGNS_PATH}?id=1` },
};
/** A percent-of-order campaign with a maximum value (`?id=2`). */
export const PanelValuePercent: Story = {
  args: { http: giftCodesHttp({ giftCampaigns: sampleCampaigns(5) }), path: `${GIFT_CAMPAIGNS_PATH}?id=2` },
};
/** A percent card expiring on a date (`?id=3`). */
export const PanelExpiryDate: Story = {
  args: { http: giftCodesHttp({ giftCampaigns: sampleCampaigns(5) }), path: `${GIFT_CAMPAIGNS_PATH}?id=3` },
};
/** A new, unsaved campaign (`?id=0`): expiry 1 day, the default subject with its placeholders. */
export const PanelNew: Story = {
  args: { http: giftCodesHttp({ giftCampaigns: sampleCampaigns(5) }), path: `${GIFT_CAMPAIGNS_PATH}?id=0` },
};
/** The side panel read-only under limited access. */
export const PanelLimited: Story = {
  args: {
    http: giftCodesHttp({ giftCampaigns: sampleCampaigns(5) }),
    account: limitedGiftCodesAccount,
    path: `${GIFT_CAMPAIGNS_PATH}?id=1`,
  },
};
/** The side panel while the campaign loads. */
export const PanelLoading: Story = { args: { http: pendingHttp(), path: `${GIFT_CAMPAIGNS_PATH}?id=1` } };
