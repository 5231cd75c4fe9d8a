import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, StatusPill } from './badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'New', tone: 'neutral' },
  argTypes: {
    tone: { control: 'select', options: ['neutral', 'info', 'success', 'warning', 'danger', 'primary'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(['neutral', 'info', 'success', 'warning', 'danger', 'primary'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
export const StatusPills: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {['paid', 'pending', 'refunded', 'draft', 'approved', 'hidden', 'unknown_status'].map((status) => (
        <StatusPill key={status} status={status} />
      ))}
    </div>
  ),
};
export const LongContent: Story = {
  render: () => (
    <div style={{ width: 160 }}>
      <Badge tone="info">A very long tag name that is cut with an ellipsis</Badge>
    </div>
  ),
};
export const Dark: Story = { ...StatusPills, globals: { theme: 'dark' } };
