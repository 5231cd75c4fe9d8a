import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../card/card';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { Grid } from './grid';

const cards = ['Sales', 'Orders', 'Customers', 'Returns', 'Average order', 'Conversion'].map((title) => (
  <Card key={title} title={title} headingLevel={3}>
    {title} this week
  </Card>
));

const meta = {
  title: 'UI/Layout/Grid',
  component: Grid,
  args: { columns: { base: 1, md: 2, lg: 3 }, gap: 4, children: cards },
  argTypes: {
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12] },
    minItemWidth: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One column on phones, two from 768 px, three from 1200 px. */
export const Default: Story = {};
/** Form fields side by side. */
export const FormFields: Story = {
  args: {
    columns: 2,
    gap: 3,
    children: ['First name', 'Last name', 'City', 'ZIP'].map((label) => (
      <Field key={label} label={label}>
        <Input />
      </Field>
    )),
  },
};
/** As many columns as fit at 14rem each: adapts to a side panel or a dialog too. */
export const MinItemWidth: Story = { args: { minItemWidth: 'md' } };
export const Dark: Story = { globals: { theme: 'dark' } };
