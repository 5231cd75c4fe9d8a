import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { PhoneInput } from './phone-input';

const meta = {
  title: 'UI/Forms/PhoneInput',
  component: PhoneInput,
  args: { 'aria-label': 'Phone' },
  argTypes: { defaultCountry: { control: 'select', options: ['US', 'CA', 'GB', 'AU', 'MX', 'IN', 'BR'] } },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: '+1.2025550123' } };
export const UnitedKingdom: Story = { args: { defaultValue: '+44.2079460958' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '+1.2025550123' } };
export const Error: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <Field label="Phone" error="Phone number is not valid for United States.">
      <PhoneInput {...args} />
    </Field>
  ),
};
export const Dark: Story = { args: { defaultValue: '+61.291234567' }, globals: { theme: 'dark' } };
