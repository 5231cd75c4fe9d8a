import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'UI/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: { onConfirm: fn(), trigger: <Button variant="danger">Delete</Button>, tone: 'danger' },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'danger'] } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const Bulk: Story = { args: { defaultOpen: true, message: 'Are you sure you want to delete these?' } };
export const Busy: Story = {
  args: { defaultOpen: true, onConfirm: fn(() => new Promise<void>(() => undefined)) },
};
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    message:
      'This action will delete your private app. Are you sure you want to delete "A private app with a really long descriptive name used by the warehouse team"?',
  },
};
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
