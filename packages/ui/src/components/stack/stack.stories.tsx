import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { Stack } from './stack';

const meta = {
  title: 'UI/Layout/Stack',
  component: Stack,
  args: {
    gap: 3,
    align: 'stretch',
    children: (
      <>
        <Field label="Full name">
          <Input defaultValue="Ada Lovelace" />
        </Field>
        <Field label="Email">
          <Input type="email" defaultValue="ada@example.com" />
        </Field>
        <Button variant="primary">Save</Button>
      </>
    ),
  },
  argTypes: {
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12] },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
    indent: { control: 'select', options: [undefined, 2, 4, 6, 8] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Children keep their own width. */
export const AlignStart: Story = { args: { align: 'start', gap: 4 } };
/** A list without bullets or indent, still a list for screen readers. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Recent orders',
    gap: 1,
    children: ['#1001 Ada Lovelace', '#1002 Grace Hopper', '#1003 Alan Turing'].map((order) => (
      <li key={order}>{order}</li>
    )),
  },
};
/** An address card: the `<address>` element without its italics, one line under another. */
export const AsAddress: Story = {
  args: {
    as: 'address',
    gap: 0,
    children: ['Ada Lovelace', '100 Market Street', 'San Francisco, CA 94103', 'United States'].map(
      (line) => <span key={line}>{line}</span>,
    ),
  },
};
/** Options nested under the choice they refine, indented by a step of the grid. */
export const Indented: Story = {
  args: {
    gap: 2,
    children: (
      <>
        <Checkbox label="Limited access to orders" defaultChecked />
        <Stack indent={6} gap={2} role="group" aria-label="Orders options">
          <Checkbox label="Allow refunds" />
          <Checkbox label="Allow fulfilments" defaultChecked />
        </Stack>
      </>
    ),
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
