import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from '../input/input';
import { Field } from './field';

const meta = {
  title: 'UI/Forms/Field',
  component: Field,
  args: { label: 'Store name', hint: 'Shown in emails and the checkout header', children: null },
  render: (args) => (
    <Field {...args}>
      <Input defaultValue="Acme Outdoor" />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const Error: Story = {
  args: { required: true, error: 'Please correct form errors and try again.' },
};
export const Disabled: Story = { args: { disabled: true } };
export const LongContent: Story = {
  args: {
    label: 'A very long label that explains exactly what this setting does for every order of the store',
    hint: 'Hints wrap onto several lines when they are long. '.repeat(4),
  },
};
export const Dark: Story = { args: { error: 'Store name can not be blank.' }, globals: { theme: 'dark' } };
