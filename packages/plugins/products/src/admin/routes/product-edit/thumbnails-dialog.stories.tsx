import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThumbnailsDialog } from './thumbnails-dialog';

const meta = {
  title: 'Plugins/Products/Thumbnails dialog',
  component: ThumbnailsDialog,
  args: {
    open: true,
    onOpenChange: () => undefined,
    onApply: () => undefined,
    files: {},
    pending: {},
    option: {
      title: 'Color',
      values: ['Red', 'Navy', 'White'],
      changes_look: true,
      thumbnails: [{ value: 'Red', image: null, color: '#CC0000' }],
    },
  },
} satisfies Meta<typeof ThumbnailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Colours per value, white by default. */
export const Colours: Story = {};
/** One value with an image already stored. */
export const WithImage: Story = {
  args: {
    files: { '12': '/uploads/red.png' },
    option: {
      title: 'Color',
      values: ['Red', 'Navy'],
      changes_look: true,
      thumbnails: [{ value: 'Red', image: 12, color: '#FFFFFF' }],
    },
  },
};
export const Empty: Story = {
  args: { option: { title: 'Size', values: [], changes_look: false, thumbnails: [] } },
};
export const Dark: Story = { ...Colours, globals: { theme: 'dark' } };
