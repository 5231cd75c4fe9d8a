import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../styles/core.css';
import { ACCESS_LEVEL } from '../access';
import type { Account } from '../client/account';
import { AdminTestProvider, TEST_OWNER_ACCOUNT, testEmployeeAccount } from '../testing';
import { Header } from './header';
import { demoPlugins } from './story-fixtures';

interface Args {
  account: Account;
  mobile?: boolean;
  /** Leave out the plugins' Reports page (an admin without reports). */
  withoutReports?: boolean;
}

const withoutReports = demoPlugins.map((plugin) => ({
  ...plugin,
  routes: plugin.routes?.filter((r) => r.path !== '/admin/reports'),
  menu: plugin.menu?.filter((m) => m.path !== '/admin/reports'),
}));

const meta = {
  title: 'Core/Shell/Header',
  parameters: { layout: 'fullscreen' },
  args: { account: TEST_OWNER_ACCOUNT },
  render: ({ account, mobile, withoutReports: noReports }) => (
    <AdminTestProvider plugins={noReports ? withoutReports : demoPlugins} account={account}>
      <Header mobile={mobile} />
    </AdminTestProvider>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner: every menu group, favourites, store switcher (two stores), user panel. */
export const Owner: Story = {};

/** A limited employee: only the areas they have access to; one store, so no switcher. */
export const LimitedEmployee: Story = {
  args: {
    account: testEmployeeAccount([
      { subject: 'orders', rule: ACCESS_LEVEL.limited, options: [] },
      { subject: 'reports', rule: ACCESS_LEVEL.full, options: [] },
    ]),
  },
};

/** Below 980 px: favourites hidden, search behind a button. */
export const Mobile: Story = { args: { mobile: true } };

/** A long name and store title. */
export const LongContent: Story = {
  args: {
    account: {
      ...TEST_OWNER_ACCOUNT,
      profile: {
        ...TEST_OWNER_ACCOUNT.profile,
        full_name: 'Maximiliana Alexandrina Featherstonehaugh-Cholmondeley',
      },
      stores: [
        {
          id: 1,
          title: 'The Extraordinarily Long Named Outdoor Equipment Emporium',
          subdomain: 'emporium',
          current: true,
        },
        { id: 2, title: 'Outlet', subdomain: 'outlet', current: false },
      ],
    },
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** No plugin provides the default Reports favourite: it stays, disabled, with the reason. */
export const FavouriteWithoutPage: Story = { args: { withoutReports: true } };
export const FavouriteWithoutPageDark: Story = { args: { withoutReports: true }, globals: { theme: 'dark' } };

/** The user panel open: Profile, Account, the theme choice (System, Light, Dark), Log out. */
export const UserMenuOpen: Story = {
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu for Olivia Owner' }));
    const theme = await canvas.findByRole('group', { name: 'Theme' });
    await expect(within(theme).getAllByRole('menuitemradio')).toHaveLength(3);
  },
};
export const UserMenuOpenDark: Story = { ...UserMenuOpen, globals: { theme: 'dark' } };
