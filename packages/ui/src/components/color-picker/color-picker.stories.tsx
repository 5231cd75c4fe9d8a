import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColorPicker } from './color-picker';

const meta = {
  title: 'UI/Forms/ColorPicker',
  component: ColorPicker,
  args: { 'aria-label': 'Bar colour', defaultValue: '#26334c', swatches: ['#26334C', '#33AB65', '#FFFFFF'] },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutSwatches: Story = { args: { swatches: undefined } };
export const Disabled: Story = { args: { disabled: true } };
export const Error: Story = { args: { invalid: true } };
export const LongContent: Story = {
  args: {
    swatches: Array.from(
      { length: 40 },
      (_, i) => `#${((i * 0x3a5f17) & 0xffffff).toString(16).padStart(6, '0')}`,
    ),
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
