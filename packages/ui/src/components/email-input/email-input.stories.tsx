import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { EmailInput, MultiEmailInput } from './email-input';

const meta = {
  title: 'UI/Forms/EmailInput',
  component: EmailInput,
  args: { 'aria-label': 'Customer email', defaultValue: 'jane@example.com' },
} satisfies Meta<typeof EmailInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { defaultValue: '', placeholder: 'name@example.com' } };
export const Disabled: Story = { args: { disabled: true } };
export const Error: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <Field label="Email" required error="Email address can not be blank. Fill in the email address.">
      <EmailInput {...args} defaultValue="" />
    </Field>
  ),
};
export const LongContent: Story = {
  args: { defaultValue: 'a.very.long.email.address.for.the.warehouse.team@subdomain.example-store.com' },
};
export const Multiple: Story = {
  render: () => (
    <MultiEmailInput aria-label="Recipients" defaultValue={['ops@example.com', 'support@example.com']} />
  ),
};
export const Dark: Story = { globals: { theme: 'dark' } };
