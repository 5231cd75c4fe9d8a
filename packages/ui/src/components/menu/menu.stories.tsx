import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../button/button';
import { Menu } from './menu';

interface Args {
  open?: boolean;
  many: boolean;
}

const meta = {
  title: 'UI/Overlays/Menu',
  args: { many: false },
  render: ({ open, many }) => (
    <Menu.Root defaultOpen={open} modal={false}>
      <Menu.Trigger asChild>
        <Button>Actions</Button>
      </Menu.Trigger>
      <Menu.Content>
        <Menu.Label>Product</Menu.Label>
        <Menu.Item icon={<Pencil size={14} />}>Edit</Menu.Item>
        <Menu.Item icon={<Copy size={14} />} shortcut="Ctrl+D">
          Duplicate
        </Menu.Item>
        <Menu.Item disabled>Archive</Menu.Item>
        <Menu.CheckboxItem checked>Show in store</Menu.CheckboxItem>
        {many
          ? Array.from({ length: 30 }, (_, i) => (
              <Menu.Item key={i}>{`Move to collection ${i + 1}`}</Menu.Item>
            ))
          : null}
        <Menu.Separator />
        <Menu.Item tone="danger" icon={<Trash2 size={14} />}>
          Delete
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
export const LongContent: Story = { args: { open: true, many: true } };
export const Dark: Story = { args: { open: true }, globals: { theme: 'dark' } };
