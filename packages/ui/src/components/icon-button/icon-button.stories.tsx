import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2 } from 'lucide-react';
import { IconButton } from './icon-button';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Edit', icon: <Pencil /> },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Outlined: Story = { args: { variant: 'default' } };
export const Danger: Story = { args: { variant: 'danger', label: 'Delete', icon: <Trash2 /> } };
export const Disabled: Story = { args: { disabled: true } };
export const Small: Story = { args: { size: 'sm' } };
export const Dark: Story = { args: { variant: 'default' }, globals: { theme: 'dark' } };
