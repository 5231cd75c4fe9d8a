import type { Meta, StoryObj } from '@storybook/react-vite';
import { SortableDropdown } from './sortable-dropdown';

const meta = {
  title: 'UI/Forms/SortableDropdown',
  component: SortableDropdown,
  args: { 'aria-label': 'Size', defaultOptions: ['S', 'M', 'L', 'XL'], defaultValue: 'M' },
} satisfies Meta<typeof SortableDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { defaultOptions: [], defaultValue: '' } };
export const Disabled: Story = { args: { disabled: true } };
export const LongContent: Story = {
  args: {
    defaultOptions: Array.from({ length: 25 }, (_, i) => `Option with a long label ${i + 1}`),
    defaultValue: '',
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
