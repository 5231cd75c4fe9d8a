import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { CopyButton, Tooltip } from './tooltip';

const meta = {
  title: 'UI/Overlays/Tooltip',
  component: Tooltip,
  args: { content: 'Export the filtered orders as CSV', children: <Button>Export</Button> },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    content: 'Tooltips wrap their text when it is long, up to 280 px wide. '.repeat(3),
  },
};
export const Copy: Story = {
  render: () => (
    <span>
      https://acme.example/products/tent{' '}
      <CopyButton value="https://acme.example/products/tent" label="Copy link" />
    </span>
  ),
};
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
