import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from '../grid/grid';
import { Stat } from './stat';

const meta = {
  title: 'UI/Layout/Stat',
  component: Stat,
  args: { label: 'Total sales', value: '$12,345.67' },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { label: 'Total orders', value: null, loading: true } };
/** No figure for the period. */
export const Empty: Story = { args: { label: 'Total visitors', value: null } };
export const LongContent: Story = {
  args: { label: 'Conversion rate of returning visitors', value: '123,456,789' },
};
/** Figures side by side, as many columns as fit. */
export const InAGrid: Story = {
  render: () => (
    <Grid minItemWidth="sm">
      <Stat label="Orders" value="42" />
      <Stat label="Sales" value="$1,234.50" />
      <Stat label="Visitors" value="1,024" />
      <Stat label="Conversion" value="4.1%" />
    </Grid>
  ),
};
export const Dark: Story = { ...InAGrid, globals: { theme: 'dark' } };
