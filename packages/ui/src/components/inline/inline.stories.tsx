import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Inline } from './inline';

const meta = {
  title: 'UI/Layout/Inline',
  component: Inline,
  args: {
    gap: 2,
    align: 'center',
    justify: 'start',
    wrap: true,
    children: (
      <>
        <Button>Cancel</Button>
        <Button>Save as draft</Button>
        <Button variant="primary">Publish</Button>
      </>
    ),
  },
  argTypes: {
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'baseline', 'stretch'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The form actions row: buttons at the end. */
export const JustifyEnd: Story = { args: { justify: 'end' } };
/** A title with its badges, the rest pushed to the end. */
export const Between: Story = {
  args: {
    justify: 'between',
    children: (
      <>
        <Inline gap={2}>
          <strong>Order #1001</strong>
          <Badge tone="success" dot>
            Paid
          </Badge>
          <Badge tone="warning" dot>
            Unfulfilled
          </Badge>
        </Inline>
        <Button>Print</Button>
      </>
    ),
  },
};
/** Many children wrap onto more lines in a narrow column. */
export const Wrapping: Story = {
  args: {
    children: ['Summer', 'Sale', 'Mugs', 'Kitchen', 'Gifts', 'New arrivals', 'Clearance', 'Blue'].map(
      (tag) => (
        <Badge key={tag} tone="info">
          {tag}
        </Badge>
      ),
    ),
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
