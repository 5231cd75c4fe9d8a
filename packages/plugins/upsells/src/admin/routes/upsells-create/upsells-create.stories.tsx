import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account, HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, failingHttp, pendingHttp, testEmployeeAccount } from '@storeroom/core/testing';
import { campaignsHttp, sampleCampaigns } from '../../story-data';

/** A small drawn picture standing in for an uploaded upsell image. */
const OFFER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80"><rect width="160" height="80" fill="#f4d35e"/><circle cx="40" cy="40" r="24" fill="#0d3b66"/></svg>',
  );

const rows = sampleCampaigns(5).map((row) =>
  row.type === 'one-click-upsell'
    ? {
        ...row,
        upsell_steps: [
          { product_id: 3, title: 'Add the matching scarf' },
          { product_id: 4, title: '' },
        ],
      }
    : row.type === 'recommendation'
      ? {
          ...row,
          frequency_cap: { size: 2, type: 'hours' as const },
          upsell_message: { message: 'Pair it with {discount_value} off', image: OFFER_IMAGE },
          matching_levels: row.matching_levels.map((l) => ({ ...l, enabled: l.type !== 'same_tags' })),
        }
      : row.type === 'storewide'
        ? { ...row, frequency_cap: { size: 0, type: 'lifetime' as const } }
        : row.type === 'x-items'
          ? {
              ...row,
              targeting: {
                match: 'all' as const,
                rules: [
                  { type: 'vendor' as const, condition: 'starts_with' as const, value: 'Nordic' },
                  { type: 'order_total' as const, condition: 'greater' as const, value: '50' },
                ],
              },
            }
          : row,
);
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

const http = campaignsHttp(rows);
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
/** A recommendation with two matching levels on, its upsell image, and a cap of once every 2 hours. */
export const EditRecommendationLevelsAndCap: Story = {
  args: { http, path: `/admin/upsells/create?id=${rows.find((r) => r.type === 'recommendation')!.id}` },
};
/** A one-click upsell's steps, one titled and one named by its position. */
export const EditOneClickUpsellSteps: Story = {
  args: { http, path: `/admin/upsells/create?id=${rows.find((r) => r.type === 'one-click-upsell')!.id}` },
};
/** A storewide discount shown once per visitor (lifetime: no size). */
export const EditStorewideLifetimeCap: Story = {
  args: { http, path: `/admin/upsells/create?id=${rows.find((r) => r.type === 'storewide')!.id}` },
};
/** Buy X items shown only when every targeting rule matches (a vendor and an order total). */
export const EditXItemsTargeting: Story = {
  args: { http, path: `/admin/upsells/create?id=${rows.find((r) => r.type === 'x-items')!.id}` },
};
export const Loading: Story = { args: { http: pendingHttp(), path: '/admin/upsells/create?id=1' } };
export const Error: Story = { args: { http: failingHttp(), path: '/admin/upsells/create?id=1' } };
/** Limited access reads the campaign only. */
export const PermissionLimited: Story = {
  args: { http, account: limited, path: '/admin/upsells/create?id=2' },
};
