import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AdminTestProvider, failingHttp, pendingHttp } from '@storeroom/core/testing';
import { abandonedHttp, sampleCampaigns, sampleSends } from '../../story-data';
import { CampaignDialog } from './campaign-dialog';

const campaigns = sampleCampaigns();
const range = { start_date: '2026-10-28', end_date: '2026-11-27' };

const meta = {
  title: 'Plugins/Abandoned checkouts/Campaign details',
  component: CampaignDialog,
  args: { campaign: campaigns[0]!, range, onClose: fn() },
  decorators: [
    (Story, { parameters }) => {
      const p = parameters as { http?: 'failing' | 'pending' };
      const http =
        p.http === 'failing'
          ? failingHttp()
          : p.http === 'pending'
            ? pendingHttp()
            : abandonedHttp({ campaigns, sends: sampleSends(120) });
      return (
        <AdminTestProvider http={http}>
          <Story />
        </AdminTestProvider>
      );
    },
  ],
} satisfies Meta<typeof CampaignDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The campaign's emails, its figures in the list's period and the emails it sent (two pages of 100). */
export const Filled: Story = {};
/** A campaign that has sent nothing yet. */
export const NothingSent: Story = { args: { campaign: campaigns[1]! } };
export const Loading: Story = { parameters: { http: 'pending' } };
export const Error: Story = { parameters: { http: 'failing' } };
