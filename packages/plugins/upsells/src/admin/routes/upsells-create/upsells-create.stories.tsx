import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account, HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, failingHttp, pendingHttp, testEmployeeAccount } from '@storeroom/core/testing';
import { campaignsHttp, sampleCampaigns } from '../../story-data';
import { UpsellsCreatePage } from './upsells-create';

function Screen({ http, account, path }: { http: HttpClient; account?: Account; path: string }) {
  return (
    <AdminTestProvider http={http} account={account} initialPath={path}>
      <UpsellsCreatePage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Upsells/Create',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const http = campaignsHttp(sampleCampaigns(5));
const limited = testEmployeeAccount([{ subject: 'upsells', rule: 1, options: [] }]);

/** The five campaign types with their slugs. */
export const Chooser: Story = { args: { http, path: '/admin/upsells/create' } };
export const EditorStorewide: Story = { args: { http, path: '/admin/upsells/create?type=storewide' } };
export const EditorRecommendation: Story = {
  args: { http, path: '/admin/upsells/create?type=recommendation' },
};
export const EditorXItems: Story = { args: { http, path: '/admin/upsells/create?type=x-items' } };
export const EditorOneClickUpsell: Story = {
  args: { http, path: '/admin/upsells/create?type=one-click-upsell' },
};
export const EditorOrderBumps: Story = { args: { http, path: '/admin/upsells/create?type=order-bumps' } };
/** `?id=` edits a saved campaign. */
export const EditExisting: Story = { args: { http, path: '/admin/upsells/create?id=1' } };
export const Loading: Story = { args: { http: pendingHttp(), path: '/admin/upsells/create?id=1' } };
export const Error: Story = { args: { http: failingHttp(), path: '/admin/upsells/create?id=1' } };
/** Limited access reads the campaign only. */
export const PermissionLimited: Story = {
  args: { http, account: limited, path: '/admin/upsells/create?id=2' },
};
