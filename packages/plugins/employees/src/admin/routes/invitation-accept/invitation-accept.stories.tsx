import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen } from '@storeroom/core/testing';
import { INVITATION_MESSAGES, INVITATION_PAGE_PATH } from '../../../contract';
import { coreHttp } from '../../story-data';
import { InvitationAcceptPage } from './invitation-accept';

/** The public page at the link's address. */
const Screen = storyScreen(<InvitationAcceptPage />, `${INVITATION_PAGE_PATH}?token=story-token`);

const meta = {
  title: 'Plugins/Employees/Accept invitation',
  component: Screen,
  parameters: { layout: 'fullscreen' },
  // Signed out: nobody who follows an invitation has an account yet.
  args: { account: null },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A working link, signed out: whom it invites, and the password form. */
export const ValidLink: Story = {
  args: {
    http: coreHttp({ check: { email: 'ivy@shop.test', full_name: 'Ivy Invited', store: 'Storeroom Demo' } }),
  },
};
export const Checking: Story = { args: { http: pendingHttp() } };
/** The link expired (the server answers 410 with the reason). */
export const Expired: Story = { args: { http: failingHttp(410, INVITATION_MESSAGES.expired) } };
/** The link was used already. */
export const AlreadyUsed: Story = { args: { http: failingHttp(410, INVITATION_MESSAGES.used) } };
/** No token in the address, or an unknown or revoked one. */
export const Invalid: Story = {
  args: { http: failingHttp(404, INVITATION_MESSAGES.invalid), path: INVITATION_PAGE_PATH },
};
export const Dark: Story = { ...ValidLink, globals: { theme: 'dark' } };
