import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account, HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, failingHttp, pendingHttp, testEmployeeAccount } from '@storeroom/core/testing';
import { domainsHttp } from '../../story-data';
import { DomainsConfirmPage } from './domains-confirm';

function Screen({ http, account, domain }: { http: HttpClient; account?: Account; domain: string }) {
  return (
    <AdminTestProvider
      http={http}
      account={account}
      initialPath={`/admin/domains/confirm?domain=${domain}&years=2`}
    >
      <DomainsConfirmPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Domains/Confirm',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { http: domainsHttp([]), domain: 'my-new-shop.com' } };
/** ca, us and co.uk ask for a legal type and the registry rules (spec 1 §5). */
export const LegalType: Story = { args: { http: domainsHttp([]), domain: 'maple-shop.ca' } };
/** The spec's message; the page goes back to the buy page after 5 seconds. */
export const NotAvailable: Story = { args: { http: domainsHttp([]), domain: 'taken-shop.com' } };
export const Empty: Story = { args: { http: domainsHttp([]), domain: '' } };
export const Loading: Story = { args: { http: pendingHttp(), domain: 'my-new-shop.com' } };
export const Error: Story = { args: { http: failingHttp(), domain: 'my-new-shop.com' } };
/** Limited access: the price is shown, no purchase button. */
export const PermissionLimited: Story = {
  args: {
    http: domainsHttp([]),
    domain: 'my-new-shop.com',
    account: testEmployeeAccount([{ subject: 'domains', rule: 1, options: [] }]),
  },
};
