import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHttp, pendingHttp, storyScreen, testEmployeeAccount } from '@storeroom/core/testing';
import { sampleTemplates, templatesHttp } from '../../story-data';
import { CsvTemplateEditPage } from './csv-template-edit';

const memory = () => templatesHttp(sampleTemplates(3));
const longColumns = templatesHttp([
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
]);

const Screen = storyScreen(<CsvTemplateEditPage />, '/admin/csv/1');

const meta = {
  title: 'Plugins/CSV templates/Editor',
  component: Screen,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { http: memory(), path: '/admin/csv/1' } };
export const New: Story = { args: { http: memory(), path: '/admin/csv/0' } };
export const LongContent: Story = { args: { http: longColumns, path: '/admin/csv/1' } };
export const Loading: Story = { args: { http: pendingHttp(), path: '/admin/csv/1' } };
export const Error: Story = { args: { http: failingHttp(), path: '/admin/csv/1' } };
export const NotFound: Story = { args: { http: memory(), path: '/admin/csv/99' } };
/** Limited (read-only) access: fields read-only, no save, no column changes. */
export const PermissionLimited: Story = {
  args: {
    http: memory(),
    path: '/admin/csv/1',
    account: testEmployeeAccount([{ subject: 'csv', rule: 1, options: [] }]),
  },
};
