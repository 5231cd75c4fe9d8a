import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatFigure } from './stat-figure';

const meta = { title: 'Plugins/Dashboard/Stat figure', component: StatFigure } satisfies Meta<
  typeof StatFigure
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { label: 'Total sales', value: '$12,345.67' } };
export const Loading: Story = { args: { label: 'Total orders', value: null, loading: true } };
export const Empty: Story = { args: { label: 'Total visitors', value: null } };
export const LongContent: Story = {
  args: { label: 'Conversion rate of returning visitors', value: '123,456,789' },
};
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
