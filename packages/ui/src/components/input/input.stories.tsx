import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { Input } from './input';

const meta = {
  title: 'UI/Forms/Input',
  component: Input,
  args: { 'aria-label': 'Search orders', placeholder: 'Search…' },
  argTypes: { invalid: { control: 'boolean' }, disabled: { control: 'boolean' } },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAffixes: Story = {
  args: { prefix: <Search size={14} />, suffix: 'kg', 'aria-label': 'Weight' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only value' } };
export const Error: Story = { args: { invalid: true, defaultValue: 'bad value' } };
export const LongContent: Story = {
  args: {
    defaultValue: 'A very long value that is wider than the input box and scrolls inside it '.repeat(3),
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
