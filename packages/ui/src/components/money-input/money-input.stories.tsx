import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { MoneyInput } from './money-input';

const meta = {
  title: 'UI/Forms/MoneyInput',
  component: MoneyInput,
  args: { 'aria-label': 'Price', defaultValue: 1999, currency: 'USD' },
  argTypes: { currency: { control: 'select', options: ['USD', 'CAD', 'EUR', 'GBP', 'AUD', 'NZD'] } },
} satisfies Meta<typeof MoneyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dollars: Story = {};
export const Euros: Story = { args: { currency: 'EUR' } };
export const Pounds: Story = { args: { currency: 'GBP' } };
export const Disabled: Story = { args: { disabled: true } };
export const Error: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <Field label="Refund value" error="Refund value isn't filled.">
      <MoneyInput {...args} defaultValue={null} />
    </Field>
  ),
};
export const LongContent: Story = { args: { defaultValue: 987654321050 } };
export const Yen: Story = { args: { currency: 'JPY', defaultValue: 1500 } };
export const Dark: Story = { args: { currency: 'EUR' }, globals: { theme: 'dark' } };
