import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { ACCOUNT_MESSAGES } from '../../../contract';
import { accountHttp } from '../../story-data';
import { ContactPage } from './contact-page';

const Screen = storyScreen(<ContactPage />, '/admin/contact');

const meta = {
  title: 'Plugins/Account/Contact',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = { args: { http: accountHttp() } };
/** Employees may send feedback too. */
export const Employee: Story = {
  args: { http: accountHttp(), account: testEmployeeAccount([]) },
};
/** Pre-filled from the cancel offer. */
export const Prefilled: Story = {
  args: { http: accountHttp(), path: '/admin/contact?subject=Done%20for%20you' },
};
/** Sending fails (the provider is down): the message stays. */
export const SendFails: Story = { args: { http: failingHttp(502, ACCOUNT_MESSAGES.feedbackFailed) } };
export const Dark: Story = { ...Owner, globals: { theme: 'dark' } };
