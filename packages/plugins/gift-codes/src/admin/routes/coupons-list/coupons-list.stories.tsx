import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen } from '@storeroom/core/testing';
import { giftCodesHttp, limitedGiftCodesAccount, sampleCoupons } from '../../story-data';
import { CouponsPage } from './coupons-list';

const Screen = storyScreen(<CouponsPage />, '/admin/settings/coupons');

const meta = {
  title: 'Plugins/Gift codes/Coupons',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 45 coupons: three pages of 20. */
export const Filled: Story = { args: { http: giftCodesHttp({ coupons: sampleCoupons(45) }) } };
export const Empty: Story = { args: { http: giftCodesHttp({}) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited access: no "Add coupon", no bulk actions. */
export const PermissionLimited: Story = {
  args: { http: giftCodesHttp({ coupons: sampleCoupons(5) }), account: limitedGiftCodesAccount },
};
/** The side panel on a coupon with a rule and a total usage limit (`?id=2`). */
export const PanelOpen: Story = {
  args: { http: giftCodesHttp({ coupons: sampleCoupons(5) }), path: '/admin/settings/coupons?id=2' },
};
/** The side panel of a new, unsaved coupon (`?id=0`): a generated code, the start today. */
export const PanelNew: Story = {
  args: { http: giftCodesHttp({ coupons: sampleCoupons(5) }), path: '/admin/settings/coupons?id=0' },
};
/** The side panel read-only under limited access. */
export const PanelLimited: Story = {
  args: {
    http: giftCodesHttp({ coupons: sampleCoupons(5) }),
    account: limitedGiftCodesAccount,
    path: '/admin/settings/coupons?id=1',
  },
};
/** The side panel while the coupon loads. */
export const PanelLoading: Story = { args: { http: pendingHttp(), path: '/admin/settings/coupons?id=1' } };
