import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'No products yet', description: 'Add your first product to start selling.' },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'error'] } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = { args: { action: <Button variant="primary">Add product</Button> } };
export const Error: Story = {
  args: {
    tone: 'error',
    title: 'Error happened while loading app.',
    description: 'Something went wrong, please contact support or try again later.',
    action: <Button>Try again</Button>,
  },
};
export const LongContent: Story = {
  args: { description: 'A long explanation of why the list is empty. '.repeat(10) },
};
export const Dark: Story = { globals: { theme: 'dark' } };
