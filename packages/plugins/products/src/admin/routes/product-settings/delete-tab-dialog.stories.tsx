import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeleteTabDialog } from './delete-tab-dialog';

const meta = {
  title: 'Plugins/Products/Delete tab dialog',
  component: DeleteTabDialog,
  args: {
    tab: 'Materials & Care',
    usage: 12,
    others: ['Description', 'Shipping'],
    open: true,
    onOpenChange: () => undefined,
    onConfirm: () => undefined,
  },
} satisfies Meta<typeof DeleteTabDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MoveToExisting: Story = {};
/** The only tab: its content can go to a new tab or be deleted. */
export const OnlyTab: Story = { args: { others: [], usage: 1 } };
export const Dark: Story = { ...MoveToExisting, globals: { theme: 'dark' } };
