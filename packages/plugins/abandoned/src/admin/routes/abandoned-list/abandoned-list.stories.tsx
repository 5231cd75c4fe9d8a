import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { abandonedHttp, sampleCampaigns, sampleCheckouts, sampleSends } from '../../story-data';
import { AbandonedListPage } from './abandoned-list';

const Screen = storyScreen(<AbandonedListPage />, '/admin/abandoned/index');

const meta = {
  title: 'Plugins/Abandoned checkouts/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = () =>
  abandonedHttp({
    campaigns: sampleCampaigns(),
    recovered: sampleCheckouts(3, true),
    unrecovered: sampleCheckouts(60, false),
    sends: sampleSends(120),
  });

/** The demo campaigns with their statistics; 60 unrecovered checkouts (two pages of 50), 120 sends. */
export const Filled: Story = { args: { http: filled() } };
export const Empty: Story = { args: { http: abandonedHttp({}) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited abandoned access: toggles disabled, no "New campaign". */
export const PermissionLimited: Story = {
  args: { http: filled(), account: testEmployeeAccount([{ subject: 'abandoned', rule: 1, options: [] }]) },
};
/** `?id=1` opens the campaign in the editor. */
export const CampaignOpen: Story = { args: { http: filled(), path: '/admin/abandoned/index?id=1' } };
/** The unrecovered log (`?tab=unrecovered`): customer, e-mail, campaign; export and "Mark recovered". */
export const UnrecoveredLog: Story = {
  args: { http: filled(), path: '/admin/abandoned/index?tab=unrecovered' },
};
/** The recovered log (`?tab=recovered`) under limited access: export, no "Mark unrecovered". */
export const RecoveredLogLimited: Story = {
  args: {
    http: filled(),
    path: '/admin/abandoned/index?tab=recovered',
    account: testEmployeeAccount([{ subject: 'abandoned', rule: 1, options: [] }]),
  },
};
