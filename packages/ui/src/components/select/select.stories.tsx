import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { Select } from './select';

const currencies = ['USD', 'CAD', 'EUR', 'GBP', 'AUD', 'NZD'].map((c) => ({ value: c, label: c }));

const meta = {
  title: 'UI/Forms/Select',
  component: Select,
  args: { options: currencies, 'aria-label': 'Default currency' },
  argTypes: { disabled: { control: 'boolean' }, invalid: { control: 'boolean' } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'EUR' } };
export const InField: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <Field label="Default currency" hint="Used for new orders">
      <Select {...args} />
    </Field>
  ),
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'USD' } };
export const Error: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <Field label="Carrier" error="Select a Carrier field is required.">
      <Select {...args} />
    </Field>
  ),
};
export const LongContent: Story = {
  args: {
    options: [
      { value: 'manual', label: 'Manual shipment fulfillment' },
      { value: 'auto', label: 'Automatic shipment fulfillment with a very long explanation of what happens' },
    ],
    defaultValue: 'auto',
    'aria-label': 'Fulfilment',
  },
};
export const Dark: Story = { args: { defaultValue: 'USD' }, globals: { theme: 'dark' } };
