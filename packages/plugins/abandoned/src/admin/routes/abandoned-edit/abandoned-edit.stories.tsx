import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { ConfirmDialog } from '@storeroom/ui';
import { abandonedHttp, sampleCampaigns } from '../../story-data';
import { AbandonedEditPage } from './abandoned-edit';

const Screen = storyScreen(<AbandonedEditPage />, '/admin/abandoned/edit');

const meta = {
  title: 'Plugins/Abandoned checkouts/Campaign editor',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const http = () => abandonedHttp({ campaigns: sampleCampaigns() });

/** A new campaign: no emails yet. */
export const New: Story = { args: { http: http() } };
/** The demo campaign with its two staged emails. */
export const Existing: Story = { args: { http: http(), path: '/admin/abandoned/edit?id=1' } };
/** Test mode (spec 3 §5): a timeout may be 0 for a test email; the note says what it allows. */
export const TestMode: Story = { args: { http: http(), path: '/admin/abandoned/edit?id=1&test_mode=1' } };
export const Loading: Story = { args: { http: pendingHttp(), path: '/admin/abandoned/edit?id=1' } };
export const Error: Story = { args: { http: failingHttp(), path: '/admin/abandoned/edit?id=1' } };
/** Limited abandoned access: read-only, no save, delete or test email. */
export const PermissionLimited: Story = {
  args: {
    http: http(),
    path: '/admin/abandoned/edit?id=1',
    account: testEmployeeAccount([{ subject: 'abandoned', rule: 1, options: [] }]),
  },
};
/** The delete question (the generic one, spec 2 §8). */
export const DeleteModal: StoryObj = {
  render: () => <ConfirmDialog defaultOpen tone="danger" onConfirm={() => undefined} />,
};
