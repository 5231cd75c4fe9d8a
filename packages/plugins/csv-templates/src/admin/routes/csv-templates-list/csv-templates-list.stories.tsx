import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { sampleTemplates, templatesHttp } from '../../story-data';
import { CsvTemplatesListPage } from './csv-templates-list';

const Screen = storyScreen(<CsvTemplatesListPage />, '/admin/csv');

const meta = {
  title: 'Plugins/CSV templates/List',
  component: Screen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { http: templatesHttp(sampleTemplates(30)) } };
export const Empty: Story = { args: { http: templatesHttp([]) } };
export const Loading: Story = { args: { http: pendingHttp() } };
export const Error: Story = { args: { http: failingHttp() } };
/** Limited (read-only) access: no "New template", no bulk delete. */
export const PermissionLimited: Story = {
  args: {
    http: templatesHttp(sampleTemplates(5)),
    account: testEmployeeAccount([{ subject: 'csv', rule: 1, options: [] }]),
  },
};
