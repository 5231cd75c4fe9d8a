import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen } from '@storeroom/core/testing';
import { paymentsHttp, sampleSettings } from '../../story-data';
import { PaymentsProcessingPage } from './payments-processing';

const Screen = storyScreen(<PaymentsProcessingPage />, '/admin/payment/processing');

const meta = {
  title: 'Plugins/Payments/Processing',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const withCode = '/admin/payment/processing?code=sandbox_connect';

/** The connect flow returned a code: Stripe connected. */
export const Connected: Story = { args: { http: paymentsHttp(sampleSettings()), path: withCode } };
/** No code came back. */
export const Empty: Story = {
  args: { http: paymentsHttp(sampleSettings()), path: '/admin/payment/processing' },
};
export const Loading: Story = { args: { http: pendingHttp(), path: withCode } };
export const Error: Story = { args: { http: failingHttp(), path: withCode } };
/** Limited settings access: the server refuses to store the code. */
export const PermissionLimited: Story = {
  args: { http: failingHttp(403, "You don't have permission to do this."), path: withCode },
};
