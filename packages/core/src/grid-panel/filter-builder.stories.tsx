import type { Meta, StoryObj } from '@storybook/react-vite';
import { FilterBuilder } from './filter-builder';
import type { GridFilterField } from './filters';

const fields: readonly GridFilterField[] = [
  { name: 'order_date', label: 'Order date', type: 'date' },
  { name: 'total', label: 'Total', type: 'money' },
  { name: 'email', label: 'Email' },
];

const meta = {
  title: 'Core/GridPanel/Filter builder',
  component: FilterBuilder,
  args: { fields, value: [], onApply: () => undefined },
} satisfies Meta<typeof FilterBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** A date condition: typed as MM/DD/YYYY or picked from the calendar beside it. */
export const DateCondition: Story = {
  args: {
    value: [
      { field: 'order_date', operator: '>=', value: '2026-07-04' },
      { field: 'email', operator: 'contains', value: 'example.com' },
    ],
  },
};
