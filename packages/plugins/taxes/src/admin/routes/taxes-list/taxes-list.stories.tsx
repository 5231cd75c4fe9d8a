import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpClient } from '@storeroom/core/client';
import {
  AdminTestProvider,
  failingHttp,
  pendingHttp,
  storyScreen,
  testEmployeeAccount,
} from '@storeroom/core/testing';
import { sampleTaxes, taxesHttp } from '../../story-data';
import { TaxDialog } from './tax-dialog';
import { TaxesListPage } from './taxes-list';

const Screen = storyScreen(<TaxesListPage />, '/admin/settings/taxes');

const meta = {
  title: 'Plugins/Taxes/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Limited settings access: read-only. */
const limited = testEmployeeAccount([{ subject: 'settings', rule: 1, options: [] }]);

export const Filled: Story = { args: { http: taxesHttp(sampleTaxes(8)) } };
export const Empty: Story = { args: { http: taxesHttp([]) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited access: no "Add tax", no Edit or Delete. */
export const PermissionLimited: Story = { args: { http: taxesHttp(sampleTaxes(3)), account: limited } };

function DialogScreen({ http, edit }: { http: HttpClient; edit?: boolean }) {
  const rows = sampleTaxes(3);
  return (
    <AdminTestProvider http={http} initialPath="/admin/settings/taxes">
      <TaxDialog open onOpenChange={() => undefined} tax={edit ? rows[1] : undefined} />
    </AdminTestProvider>
  );
}

/** The add tax modal: California and New York are taken, so the United States offers the rest. */
export const AddTaxModal: StoryObj<typeof DialogScreen> = {
  render: (args) => <DialogScreen {...args} />,
  args: { http: taxesHttp(sampleTaxes(3)) },
};
/** The edit tax modal on New York: its own pair stays offered. */
export const EditTaxModal: StoryObj<typeof DialogScreen> = {
  render: (args) => <DialogScreen {...args} />,
  args: { http: taxesHttp(sampleTaxes(3)), edit: true },
};
