import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account, HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, failingHttp, pendingHttp, testEmployeeAccount } from '@storeroom/core/testing';
import { campaignsHttp, sampleCampaigns } from '../../story-data';
import { UpsellsListPage } from './upsells-list';

function Screen({ http, account, path }: { http: HttpClient; account?: Account; path?: string }) {
  return (
    <AdminTestProvider http={http} account={account} initialPath={path ?? '/admin/upsells'}>
      <UpsellsListPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Upsells/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const limited = testEmployeeAccount([{ subject: 'upsells', rule: 1, options: [] }]);

export const Filled: Story = { args: { http: campaignsHttp(sampleCampaigns(8)) } };
export const Empty: Story = { args: { http: campaignsHttp([]) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited access: no New campaign, no draft toggle, Edit or Delete in the pane. */
export const PermissionLimited: Story = {
  args: { http: campaignsHttp(sampleCampaigns(3)), account: limited, path: '/admin/upsells?id=1' },
};
/** `?id=` opens the detail pane: statistics by page, the draft toggle, Edit and Delete. */
export const DetailPane: Story = {
  args: { http: campaignsHttp(sampleCampaigns(5)), path: '/admin/upsells?id=1' },
};
