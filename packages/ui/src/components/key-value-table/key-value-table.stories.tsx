import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyValueTable } from './key-value-table';

const meta = {
  title: 'UI/KeyValueTable',
  component: KeyValueTable,
  args: {
    caption: 'Totals',
    rows: [
      { label: 'Subtotal', value: '$120.00', numeric: true },
      { label: 'Shipping', value: '$5.00', numeric: true },
      { label: 'Tax', value: '$7.00', numeric: true },
      { label: 'Total', value: '$132.00', numeric: true, emphasis: true },
    ],
  },
} satisfies Meta<typeof KeyValueTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A record's properties with column headers and a caption for screen readers only. */
export const Properties: Story = {
  args: {
    caption: 'Product properties',
    captionHidden: true,
    columns: { label: 'Property', value: 'Value' },
    rows: [
      { label: 'SKU', value: 'MUG-BLUE' },
      { label: 'Weight', value: '0.4 lb' },
      { label: 'Vendor', value: 'Acme Ceramics' },
      { label: 'Track inventory', value: 'Yes' },
    ],
  },
};
export const Compact: Story = { args: { density: 'compact' } };
export const LongContent: Story = {
  args: {
    rows: [
      { label: 'Gift message', value: 'Happy birthday! '.repeat(20) },
      { label: 'A rather long label for a property', value: 'Short' },
    ],
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
