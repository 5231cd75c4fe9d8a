import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import '../styles/core.css';
import { ACCESS_LEVEL } from '../access';
import type { Account } from '../client/account';
import { AdminTestProvider, TEST_OWNER_ACCOUNT, testEmployeeAccount } from '../testing';
import { demoPlugins } from './story-fixtures';
import { MainMenu } from './main-menu';

const meta = {
  title: 'Core/Shell/Menu',
  parameters: { layout: 'fullscreen' },
  args: { account: TEST_OWNER_ACCOUNT },
  render: ({ account }) => (
    <AdminTestProvider plugins={demoPlugins} account={account}>
      <MainMenu defaultOpen />
    </AdminTestProvider>
  ),
  // The drawer loads on the first open.
  play: async () => {
    await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
  },
} satisfies Meta<{ account: Account }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Manage, Apps and Settings groups; starred entries are favourites. */
export const Owner: Story = {};

/** Employees never see Employees, and only areas with limited or full access. */
export const Employee: Story = {
  args: {
    account: testEmployeeAccount([
      { subject: 'orders', rule: ACCESS_LEVEL.limited, options: [] },
      { subject: 'settings', rule: ACCESS_LEVEL.full, options: [] },
    ]),
  },
};

/** No access at all. */
export const Empty: Story = { args: { account: testEmployeeAccount([]) } };

export const Dark: Story = { globals: { theme: 'dark' } };
