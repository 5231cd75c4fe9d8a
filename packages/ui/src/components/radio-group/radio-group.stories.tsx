import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'UI/Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Discount type',
    options: [
      { value: 'amount', label: 'Amount', description: 'A fixed value off the order' },
      { value: 'percent', label: 'Percent' },
    ],
    defaultValue: 'amount',
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Disabled: Story = { args: { disabled: true } };
export const Error: Story = { args: { defaultValue: undefined, error: 'Choose a discount type.' } };
export const LongContent: Story = {
  args: {
    options: Array.from({ length: 6 }, (_, i) => ({
      value: String(i),
      label: `Option ${i + 1} with a long label `.repeat(3),
    })),
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
