import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account, HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, failingHttp, pendingHttp, testEmployeeAccount } from '@storeroom/core/testing';
import { expect, userEvent, within } from 'storybook/test';
import { UPSELLS_MESSAGES } from '../../../contract';
import {
  SAMPLE_OCU_TEMPLATES,
  campaignsHttp,
  noBuilderThemeHttp,
  sampleCampaigns,
  templatesFailingHttp,
} from '../../story-data';
import { OcuTemplatesPage } from './ocu-templates';

function Screen({ http, account }: { http: HttpClient; account?: Account }) {
  return (
    <AdminTestProvider http={http} account={account} initialPath="/admin/upsells/ocu-templates?id=4">
      <OcuTemplatesPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Upsells/One-click upsell templates',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = sampleCampaigns(5);

export const Filled: Story = { args: { http: campaignsHttp(rows) } };
export const Loading: Story = { args: { http: pendingHttp() } };
/** The campaign loads but the template list does not: the page says so and offers a retry. */
export const TemplatesError: Story = { args: { http: templatesFailingHttp(rows) } };
/** A template was chosen already: the page names it. */
export const TemplateChosen: Story = {
  args: {
    http: campaignsHttp(
      rows.map((row) => (row.id === 4 ? { ...row, builder_theme_id: SAMPLE_OCU_TEMPLATES[1]!.id } : row)),
    ),
  },
};
export const Error: Story = { args: { http: failingHttp() } };
export const PermissionLimited: Story = {
  args: {
    http: campaignsHttp(rows),
    account: testEmployeeAccount([{ subject: 'upsells', rule: 1, options: [] }]),
  },
};
/** The store has no builder theme: choosing a template is refused with the spec's message. */
export const BuilderThemeRefusal: Story = {
  args: { http: noBuilderThemeHttp(rows) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Use Classic offer' }));
    await expect(await canvas.findByText(UPSELLS_MESSAGES.builderThemeRequired)).toBeInTheDocument();
  },
};
