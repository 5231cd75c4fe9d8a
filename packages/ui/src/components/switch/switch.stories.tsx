import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from './switch';

const meta = {
  title: 'UI/Forms/Switch',
  component: Switch,
  args: { label: 'Campaign active' },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = { args: { description: 'Visitors see the overlay on exit.' } };
export const Disabled: Story = { args: { disabled: true } };
export const LongContent: Story = {
  args: { label: 'Enable the storewide discount with a countdown timer '.repeat(3) },
};
export const Dark: Story = { args: { defaultChecked: true }, globals: { theme: 'dark' } };
