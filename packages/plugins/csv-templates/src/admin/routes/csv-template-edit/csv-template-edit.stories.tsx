import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError, createResourceClient } from '@storeroom/core/client';
import type { Account } from '@storeroom/core/client';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import { CSV_TEMPLATES_PATH } from '../../../client';
import type { CsvTemplatesClient } from '../../../client';
import { csvTemplatesApiRef } from '../../api';
import { memoryTemplates, sampleTemplates } from '../../test-support';
import { CsvTemplateEditPage } from './csv-template-edit';

const memory = () => memoryTemplates(sampleTemplates(3)).client;
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
const longColumns = memoryTemplates([
  {
    id: 1,
    title: 'A template with a long title that keeps going to show how the heading wraps on narrow screens',
    layout_type: 3,
    columns: Array.from({ length: 8 }, (_, i) => ({
      title: `Column ${i + 1} with a longer title`,
      content: ['shipping.street', 'shipping.suite', 'shipping.city', 'shipping.state', 'shipping.zip'],
    })),
    created_at: '2026-01-01T00:00:00Z',
  },
]).client;

function Screen({ client, path, account }: { client: CsvTemplatesClient; path: string; account?: Account }) {
  return (
    <AdminTestProvider apis={[[csvTemplatesApiRef, client]]} account={account} initialPath={path}>
      <CsvTemplateEditPage />
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/CSV templates/Editor',
  component: Screen,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { client: memory(), path: '/admin/csv/1' } };
export const New: Story = { args: { client: memory(), path: '/admin/csv/0' } };
export const LongContent: Story = { args: { client: longColumns, path: '/admin/csv/1' } };
export const Loading: Story = { args: { client: pending, path: '/admin/csv/1' } };
export const Error: Story = { args: { client: failing, path: '/admin/csv/1' } };
export const NotFound: Story = { args: { client: memory(), path: '/admin/csv/99' } };
/** Limited (read-only) access: fields read-only, no save, no column changes. */
export const PermissionLimited: Story = {
  args: {
    client: memory(),
    path: '/admin/csv/1',
    account: testEmployeeAccount([{ subject: 'csv', rule: 1, options: [] }]),
  },
};
