import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './tabs';

interface Args {
  defaultValue: string;
  count: number;
  disabledLast: boolean;
}

const meta = {
  title: 'UI/Tabs',
  args: { defaultValue: 'tab-0', count: 3, disabledLast: false },
  argTypes: { count: { control: { type: 'range', min: 1, max: 20 } } },
  render: ({ defaultValue, count, disabledLast }) => (
    <Tabs.Root defaultValue={defaultValue}>
      <Tabs.List aria-label="Product sections">
        {Array.from({ length: count }, (_, i) => (
          <Tabs.Trigger key={i} value={`tab-${i}`} disabled={disabledLast && i === count - 1}>
            {['Details', 'Variants', 'Images'][i] ?? `Section ${i + 1}`}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {Array.from({ length: count }, (_, i) => (
        <Tabs.Content key={i} value={`tab-${i}`}>
          Content of section {i + 1}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabledLast: true } };
export const LongContent: Story = { args: { count: 14 } };
export const Dark: Story = { globals: { theme: 'dark' } };
