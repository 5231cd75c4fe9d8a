import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError, createResourceClient } from '@storeroom/core/client';
import type { Account } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import { CSV_TEMPLATES_PATH } from '../../../client';
import type { CsvTemplatesClient } from '../../../client';
import { csvTemplatesApiRef } from '../../api';
import { memoryTemplates, sampleTemplates } from '../../test-support';
import { CsvTemplatesListPage } from './csv-templates-list';

const memory = (count: number) => memoryTemplates(sampleTemplates(count)).client;
const pending: CsvTemplatesClient = createResourceClient(
  { request: () => new Promise(() => undefined) },
  CSV_TEMPLATES_PATH,
);
const failing: CsvTemplatesClient = createResourceClient(
  {
    request: () =>
      Promise.reject(new ApiError(500, 'Something went wrong, please contact support or try again later.')),
  },
  CSV_TEMPLATES_PATH,
);

function Screen({ client, account }: { client: CsvTemplatesClient; account?: Account }) {
  return (
    <AdminTestProvider apis={[[csvTemplatesApiRef, client]]} account={account} initialPath="/admin/csv">
      <CsvTemplatesListPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/CSV templates/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { client: memory(30) } };
export const Empty: Story = { args: { client: memory(0) } };
export const Loading: Story = { args: { client: pending } };
export const Error: Story = { args: { client: failing } };
/** Limited (read-only) access: no "New template", no bulk delete. */
export const PermissionLimited: Story = {
  args: { client: memory(5), account: testEmployeeAccount([{ subject: 'csv', rule: 1, options: [] }]) },
};
