import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { domainsHttp, sampleDomains } from '../../story-data';
import { DomainsBuyPage } from './domains-buy';

const Screen = storyScreen(<DomainsBuyPage />, '/admin/domains/buy');

const meta = {
  title: 'Plugins/Domains/Buy',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox registrar, labelled with its rule. */
export const Filled: Story = { args: { http: domainsHttp(sampleDomains()) } };
export const Empty: Story = { args: { http: domainsHttp([]) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited access: a name can be checked, not bought. */
export const PermissionLimited: Story = {
  args: {
    http: domainsHttp([]),
    account: testEmployeeAccount([{ subject: 'domains', rule: 1, options: [] }]),
  },
};
