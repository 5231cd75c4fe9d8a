import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, Spinner } from './spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { label: 'Loading orders', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 'lg' } };
export const SkeletonLines: Story = { render: () => <Skeleton lines={4} /> };
export const SkeletonAvatar: Story = { render: () => <Skeleton circle width={40} height={40} /> };
export const Dark: Story = { globals: { theme: 'dark' } };
