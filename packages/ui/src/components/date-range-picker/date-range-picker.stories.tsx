import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateRangePicker } from './date-range-picker';

const now = new Date(2026, 10, 22, 15, 30);

const meta = {
  title: 'UI/Forms/DateRangePicker',
  component: DateRangePicker,
  args: { now, label: 'Period' },
  argTypes: {
    timeZone: { control: 'select', options: [undefined, 'UTC', 'America/New_York', 'Europe/Moscow'] },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Custom: Story = {
  args: { defaultValue: { preset: 'custom', from: '2026-11-01', to: '2026-11-15' } },
};
export const Reversed: Story = {
  args: { defaultValue: { preset: 'custom', from: '2026-11-20', to: '2026-11-10' } },
};
export const DashboardPresets: Story = { args: { presets: ['today', 'yesterday', '1m', '3m', 'custom'] } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = {
  args: { defaultValue: { preset: 'custom', from: '2026-11-01', to: '2026-11-15' } },
  globals: { theme: 'dark' },
};
