import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'No products yet', description: 'Add your first product to start selling.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'error'] },
    size: { control: 'inline-radio', options: ['default', 'compact'] },
  },
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
/** Inside a card or a panel, with two actions. */
export const Compact: Story = {
  args: {
    size: 'compact',
    title: 'No variants',
    description: 'Add sizes or colours, or import them from a CSV file.',
    action: (
      <>
        <Button>Import CSV</Button>
        <Button variant="primary">Add variant</Button>
      </>
    ),
  },
};
/** Standing in for a section's content: the title is a heading. */
export const AsHeading: Story = {
  args: { headingLevel: 2, action: <Button variant="primary">Add product</Button> },
};
export const LongContent: Story = {
  args: { description: 'A long explanation of why the list is empty. '.repeat(10) },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const ErrorDark: Story = { ...Error, globals: { theme: 'dark' } };
