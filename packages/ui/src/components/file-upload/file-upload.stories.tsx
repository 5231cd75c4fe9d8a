import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileUpload, ImageUpload } from './file-upload';

const sample = (name: string, type: string) => new File(['sample'], name, { type });

const meta = {
  title: 'UI/Forms/FileUpload',
  component: FileUpload,
  args: { label: 'Drop files here or choose files', hint: 'Up to 20 files, 10 MB each' },
  argTypes: { maxFiles: { control: 'number' }, maxSize: { control: 'number' } },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithFiles: Story = {
  args: { defaultValue: [sample('orders.csv', 'text/csv'), sample('tracking.csv', 'text/csv')] },
};
export const Disabled: Story = { args: { disabled: true } };
export const Csv: Story = { args: { accept: '.csv,text/csv', maxFiles: 1, label: 'Choose a CSV file' } };
export const LongContent: Story = {
  args: {
    defaultValue: Array.from({ length: 12 }, (_, i) =>
      sample(`a-very-long-export-file-name-from-the-warehouse-system-${i + 1}.csv`, 'text/csv'),
    ),
  },
};
export const Images: Story = { render: () => <ImageUpload hint="JPG or PNG, 10 MB each" /> };
export const Dark: Story = { globals: { theme: 'dark' } };
