import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { Combobox } from './combobox';

const options = [
  { value: 'ups', label: 'UPS' },
  { value: 'usps', label: 'USPS', description: 'United States Postal Service' },
  { value: 'dhl', label: 'DHL Express' },
  { value: 'fedex', label: 'FedEx', disabled: true },
  { value: 'canada-post', label: 'Canada Post' },
];

const meta = {
  title: 'UI/Forms/Combobox',
  component: Combobox,
  args: { options, 'aria-label': 'Carrier', placeholder: 'Search carriers' },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'dhl' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ups' } };
export const Loading: Story = { args: { loading: true } };
export const Error: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <Field label="Carrier" error="Select a Carrier field is required.">
      <Combobox {...args} />
    </Field>
  ),
};
export const LongContent: Story = {
  args: {
    options: Array.from({ length: 200 }, (_, i) => ({
      value: String(i),
      label: `Product ${i + 1} with a long name`,
    })),
    defaultValue: '150',
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
