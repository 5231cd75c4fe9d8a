import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SortableList } from './sortable-list';

interface Args {
  count: number;
  showMoveButtons: boolean;
  disabled: boolean;
}

function Demo({ count, showMoveButtons, disabled }: Args) {
  const [items, setItems] = useState(() =>
    Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      title: ['Description', 'Shipping', 'Returns', 'Care'][i] ?? `Tab ${i + 1}`,
    })),
  );
  return (
    <SortableList
      label="Description tabs"
      items={items}
      getId={(t) => t.id}
      getLabel={(t) => t.title}
      renderItem={(t) => t.title}
      onReorder={setItems}
      showMoveButtons={showMoveButtons}
      disabled={disabled}
    />
  );
}

const meta = {
  title: 'UI/SortableList',
  args: { count: 4, showMoveButtons: false, disabled: false },
  render: (args) => <Demo key={args.count} {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithMoveButtons: Story = { args: { showMoveButtons: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongContent: Story = { args: { count: 30 } };
export const Dark: Story = { globals: { theme: 'dark' } };
