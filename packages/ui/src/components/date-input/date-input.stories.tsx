import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { DateInput } from './date-input';

const meta = {
  title: 'UI/Forms/DateInput',
  component: DateInput,
  args: { 'aria-label': 'Start date', defaultValue: '2026-11-22' },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { defaultValue: '' } };
export const Bounded: Story = { args: { min: '2026-11-01', max: '2026-11-30' } };
export const Disabled: Story = { args: { disabled: true } };
export const Error: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <Field label="Expiry date" error="Enter a valid date as MM/DD/YYYY.">
      <DateInput {...args} />
    </Field>
  ),
};
export const Dark: Story = { globals: { theme: 'dark' } };
