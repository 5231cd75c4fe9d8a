import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI/Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Track inventory' },
  argTypes: { checked: { control: 'inline-radio', options: [true, false, 'indeterminate'] } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { checked: 'indeterminate', label: 'Select all' } };
export const WithDescription: Story = { args: { description: 'Stock goes down with every paid order.' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const LongContent: Story = {
  args: {
    label:
      'Send the customer an email when the order ships, including tracking links and carrier details '.repeat(
        2,
      ),
  },
};
export const Dark: Story = { args: { defaultChecked: true }, globals: { theme: 'dark' } };
