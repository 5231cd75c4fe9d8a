import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Skeleton } from '../spinner/spinner';
import { Card } from './card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { title: 'Last orders', children: 'Five newest orders appear here.' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActionsAndFooter: Story = {
  args: { actions: <Button>View all</Button>, footer: 'Updated a minute ago' },
};
/** A description under the title and several header actions. */
export const WithDescription: Story = {
  args: {
    title: 'Shipping address',
    description: 'Where the order goes; the label printer uses it.',
    actions: (
      <>
        <Button>Copy</Button>
        <Button>Edit</Button>
      </>
    ),
    children: '12 Main St, Springfield',
  },
};
/** A titled page section without the box. */
export const Plain: Story = {
  args: { variant: 'plain', title: 'Variants', description: 'Sizes and colours of this product.' },
};
export const Loading: Story = { args: { children: <Skeleton lines={4} /> } };
export const LongContent: Story = {
  args: {
    title: 'A card title long enough to wrap onto a second line in a narrow dashboard column',
    children: 'Body text of the card. '.repeat(60),
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const WithDescriptionDark: Story = { ...WithDescription, globals: { theme: 'dark' } };
