import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '#orders', children: 'View all orders' },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'muted'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const External: Story = {
  args: { href: 'https://example.com', external: true, children: 'Help center' },
};
export const Muted: Story = { args: { variant: 'muted' } };
export const LongContent: Story = {
  args: {
    children: 'A link whose text is long enough to wrap over several lines in a narrow column '.repeat(2),
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
