import type { Meta, StoryObj } from '@storybook/react-vite';
import { FunnelChart, PieChart, TimeSeriesChart } from './charts';

const days = Array.from({ length: 30 }, (_, i) => ({
  time: `11/${String(i + 1).padStart(2, '0')}`,
  value: Math.round(800 + 400 * Math.sin(i / 4) + i * 20),
  orders: Math.round(20 + 10 * Math.cos(i / 3)),
}));

const meta = {
  title: 'UI/Charts',
  component: TimeSeriesChart,
  args: { title: 'Sales, last month', data: days, formatValue: (v: number) => `$${v}` },
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'area'] } },
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Area: Story = { args: { variant: 'area' } };
export const TwoSeries: Story = {
  args: {
    series: [
      { key: 'value', label: 'Sales' },
      { key: 'orders', label: 'Orders' },
    ],
    formatValue: undefined,
  },
};
export const Empty: Story = { args: { data: [] } };
export const Referrers: Story = {
  render: () => (
    <PieChart
      title="Referrers"
      data={[
        { name: 'google.com', value: 540 },
        { name: 'direct', value: 320 },
        { name: 'facebook.com', value: 190 },
        { name: 'instagram.com', value: 120 },
        { name: 'bing.com', value: 40 },
        { name: 'newsletter', value: 30 },
      ]}
    />
  ),
};
export const Funnel: Story = {
  render: () => (
    <FunnelChart
      title="Checkout funnel"
      data={[
        { stage: 'cart', value: 1240 },
        { stage: 'checkout', value: 530 },
        { stage: 'purchased', value: 212 },
      ]}
    />
  ),
};
export const Dark: Story = { args: { variant: 'area' }, globals: { theme: 'dark' } };
