import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen } from '@storeroom/core/testing';
import { accountHttp } from '../../story-data';
import { CancelOfferPage } from './cancel-offer';

const Screen = storyScreen(<CancelOfferPage />, '/admin/site/cancel-offer');

const meta = {
  title: 'Plugins/Account/Cancel offer',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOffer: Story = { args: { http: accountHttp() } };
/** No done-for-you setting. */
export const Empty: Story = { args: { http: accountHttp({ doneForYou: null }) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
export const Dark: Story = { ...WithOffer, globals: { theme: 'dark' } };
