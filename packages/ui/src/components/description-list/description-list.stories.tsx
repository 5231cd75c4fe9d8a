import type { Meta, StoryObj } from '@storybook/react-vite';
import { DescriptionList } from './description-list';
import type { DescriptionListRootProps } from './description-list';

const contact = [
  { term: 'Name', description: 'Ada Lovelace' },
  { term: 'Email', description: 'ada@example.com' },
  { term: 'Phone', description: '+1 555 0100' },
  { term: 'Customer since', description: '12 March 2024' },
];

const meta = {
  title: 'UI/DescriptionList',
  component: DescriptionList.Root,
  args: { items: contact, layout: 'horizontal', align: 'start' },
  argTypes: {
    layout: { control: 'inline-radio', options: ['horizontal', 'vertical', 'columns'] },
    align: { control: 'inline-radio', options: ['start', 'end'] },
  },
} satisfies Meta<DescriptionListRootProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Vertical: Story = { args: { layout: 'vertical' } };
export const Columns: Story = { args: { layout: 'columns' } };
/** Order totals: figures at the end, the total emphasised (composed from parts). */
export const Totals: Story = {
  args: { items: undefined, align: 'end' },
  render: (args) => (
    <DescriptionList.Root {...args}>
      {[
        ['Subtotal', '$120.00'],
        ['Shipping', '$5.00'],
        ['Tax', '$7.00'],
      ].map(([term, value]) => (
        <DescriptionList.Item key={term}>
          <DescriptionList.Term>{term}</DescriptionList.Term>
          <DescriptionList.Details>{value}</DescriptionList.Details>
        </DescriptionList.Item>
      ))}
      <DescriptionList.Item emphasis>
        <DescriptionList.Term>Total</DescriptionList.Term>
        <DescriptionList.Details>$132.00</DescriptionList.Details>
      </DescriptionList.Item>
    </DescriptionList.Root>
  ),
};
export const LongContent: Story = {
  args: {
    items: [
      { term: 'A term long enough to need more than one line', description: 'Short' },
      { term: 'Note', description: 'A long description that wraps. '.repeat(12) },
    ],
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const TotalsDark: Story = { ...Totals, globals: { theme: 'dark' } };
