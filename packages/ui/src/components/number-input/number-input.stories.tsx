import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { NumberInput } from './number-input';

const meta = {
  title: 'UI/Forms/NumberInput',
  component: NumberInput,
  args: { 'aria-label': 'Quantity', defaultValue: 12.5, decimals: 2 },
  argTypes: {
    min: { control: 'number' },
    max: { control: 'number' },
    decimals: { control: { type: 'number', min: 0, max: 4 } },
  },
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Clamped: Story = {
  args: { min: 0, max: 100, decimals: 0, defaultValue: 100, 'aria-label': 'Percent' },
};
export const Empty: Story = { args: { defaultValue: null, placeholder: '0.00' } };
export const Disabled: Story = { args: { disabled: true } };
export const Error: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <Field label="Quantity" error="Product quantity is required.">
      <NumberInput {...args} defaultValue={null} />
    </Field>
  ),
};
export const LongContent: Story = { args: { defaultValue: 123456789012.34 } };
export const Dark: Story = { globals: { theme: 'dark' } };
