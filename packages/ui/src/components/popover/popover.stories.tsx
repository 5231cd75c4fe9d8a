import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Popover } from './popover';

interface Args {
  open?: boolean;
  text: string;
}

const meta = {
  title: 'UI/Overlays/Popover',
  args: { text: 'Filters, pickers and small forms open in a popover.' },
  render: ({ open, text }) => (
    <Popover.Root defaultOpen={open}>
      <Popover.Trigger asChild>
        <Button>Filters</Button>
      </Popover.Trigger>
      <Popover.Content aria-label="Filters">
        <p style={{ margin: 0, maxWidth: 280 }}>{text}</p>
      </Popover.Content>
    </Popover.Root>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
export const LongContent: Story = {
  args: { open: true, text: 'Long text wraps inside the popover. '.repeat(12) },
};
export const Dark: Story = { args: { open: true }, globals: { theme: 'dark' } };
