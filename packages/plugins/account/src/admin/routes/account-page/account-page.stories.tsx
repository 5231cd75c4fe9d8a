import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  failingHttp,
  pendingHttp,
  storyScreen,
  TEST_OWNER_ACCOUNT,
  testEmployeeAccount,
} from '@storeroom/core/testing';
import { accountHttp, TEST_NOW } from '../../story-data';
import { AccountPage } from './account-page';

const Screen = storyScreen(<AccountPage now={TEST_NOW} />, '/admin/site/account');

const meta = {
  title: 'Plugins/Account/Account page',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner: profile, photo, signature, plan, cards, invoices and the cancel flow. */
export const Owner: Story = { args: { http: accountHttp() } };
/** An employee sees their own profile only: no billing (spec 1 §6). */
export const Employee: Story = {
  args: { http: accountHttp(), account: testEmployeeAccount([]) },
};
/** A paused account shows Paused Plan and an Unpause button. */
export const Paused: Story = {
  args: {
    http: accountHttp({ paused: true }),
    account: { ...TEST_OWNER_ACCOUNT, is_paused: true },
  },
};
/** No cards and no invoices yet. */
/** On trial: the plan offers to finish the trial now. */
export const OnTrial: Story = { args: { http: accountHttp({ trial: true }) } };
export const Empty: Story = { args: { http: accountHttp({ cards: [], invoices: [] }) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** A disabled account is forced here and told so. */
export const Disabled: Story = {
  args: { http: accountHttp(), account: { ...TEST_OWNER_ACCOUNT, disabled: true } },
};
/** Long names and addresses. */
export const LongContent: Story = {
  args: {
    http: accountHttp(),
    account: {
      ...TEST_OWNER_ACCOUNT,
      profile: {
        ...TEST_OWNER_ACCOUNT.profile,
        full_name: 'Olivia Alexandra Maximiliana Owner-Featherstonehaugh',
        address:
          '1234 Very Long Boulevard Name, Building C, Floor 17, Suite 1701, Springfield, IL 62701, United States',
      },
    },
  },
};
export const Dark: Story = { ...Owner, globals: { theme: 'dark' } };
