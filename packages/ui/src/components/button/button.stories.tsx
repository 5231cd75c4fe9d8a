import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save' },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'primary', 'danger', 'ghost'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Primary: Story = { args: { variant: 'primary' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true, variant: 'primary' } };
export const LongContent: Story = {
  args: { children: 'Send all selected orders to fulfilment and notify every customer' },
};
export const Dark: Story = { args: { variant: 'primary' }, globals: { theme: 'dark' } };
