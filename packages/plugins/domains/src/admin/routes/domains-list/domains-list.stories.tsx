import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account, HttpClient } from '@storeroom/core/client';
import { AdminTestProvider, failingHttp, pendingHttp, testEmployeeAccount } from '@storeroom/core/testing';
import { domainsHttp, sampleDomain, sampleDomains } from '../../story-data';
import { AddDomainDialog } from './add-domain-dialog';
import { DnsRecordsDialog } from './dns-records-dialog';
import { DomainsListPage } from './domains-list';
import { RenewDialog } from './renew-dialog';
import { SslDialog } from './ssl-dialog';

type Modal =
  'add-connect' | 'add-create' | 'records' | 'records-limited' | 'ssl-activate' | 'ssl-deactivate' | 'renew';

const failed = sampleDomain(2, 'shop-nodns.net', {
  ssl_status: 4,
  ssl_errors: ['The A record of shop-nodns.net pointing to 203.0.113.10 was not found.'],
});
const bought = sampleDomain(3, 'bought-shop.com', {
  kind: 'bought',
  connected: true,
  ssl_status: 1,
  expires_at: new Date(Date.UTC(2027, 5, 1)).toISOString(),
});

function ModalOf({ modal }: { modal: Modal }) {
  const close = () => undefined;
  switch (modal) {
    case 'add-connect':
      return <AddDomainDialog open onOpenChange={close} />;
    case 'add-create':
      return <AddDomainDialog open onOpenChange={close} defaultTab="create" />;
    case 'records':
      return <DnsRecordsDialog domain={sampleDomain(1, 'my-demo-store.com')} canEdit onClose={close} />;
    case 'records-limited':
      return (
        <DnsRecordsDialog domain={sampleDomain(1, 'my-demo-store.com')} canEdit={false} onClose={close} />
      );
    case 'ssl-activate':
      return <SslDialog request={{ domain: failed, activate: true }} onClose={close} />;
    case 'ssl-deactivate':
      return <SslDialog request={{ domain: bought, activate: false }} onClose={close} />;
    case 'renew':
      return <RenewDialog domain={bought} onClose={close} />;
  }
}

function Screen({ http, account, modal }: { http: HttpClient; account?: Account; modal?: Modal }) {
  return (
    <AdminTestProvider http={http} account={account} initialPath="/admin/domains">
      {modal ? <ModalOf modal={modal} /> : <DomainsListPage />}
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Domains/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every SSL state: disabled, failed with its errors, enabled, queued and processing. */
export const Filled: Story = { args: { http: domainsHttp(sampleDomains()) } };
export const Empty: Story = { args: { http: domainsHttp([]) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited (read-only) access: no add, no primary, no SSL, no renew, no delete. */
export const PermissionLimited: Story = {
  args: {
    http: domainsHttp(sampleDomains()),
    account: testEmployeeAccount([{ subject: 'domains', rule: 1, options: [] }]),
  },
};
export const ConnectTab: Story = { args: { http: domainsHttp([]), modal: 'add-connect' } };
export const CreateTab: Story = { args: { http: domainsHttp([]), modal: 'add-create' } };
export const DnsRecords: Story = { args: { http: domainsHttp(sampleDomains()), modal: 'records' } };
export const DnsRecordsReadOnly: Story = {
  args: { http: domainsHttp(sampleDomains()), modal: 'records-limited' },
};
export const ActivateSsl: Story = { args: { http: domainsHttp(sampleDomains()), modal: 'ssl-activate' } };
export const DeactivateSsl: Story = { args: { http: domainsHttp(sampleDomains()), modal: 'ssl-deactivate' } };
export const Renew: Story = { args: { http: domainsHttp(sampleDomains()), modal: 'renew' } };
