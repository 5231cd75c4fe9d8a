import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table } from './table';
import { ItemsTable } from './table.story-data';
import type { TableRootProps } from './table';

const meta = {
  title: 'UI/Table',
  component: Table.Root,
  args: { density: 'default' },
  argTypes: { density: { control: 'inline-radio', options: ['default', 'compact'] } },
  render: (args) => <ItemsTable {...args} />,
} satisfies Meta<TableRootProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Tighter cells, for print views and panels. */
export const Compact: Story = { args: { density: 'compact' } };
export const Dark: Story = { globals: { theme: 'dark' } };
