import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DataGrid } from './data-grid';
import { createDataGridColumnHelper } from './data-grid-columns';
import type { DataGridProps } from './data-grid';

interface Order {
  id: number;
  number: string;
  customer: string;
  status: 'paid' | 'pending' | 'refunded';
  total: number;
  date: string;
}

const STATUSES = ['paid', 'pending', 'refunded'] as const;
const NAMES = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Edsger Dijkstra',
  'Barbara Liskov',
];

/** Deterministic rows (no Math.random: stories render the same every time). */
export function makeOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    number: `#${1001 + i}`,
    customer: NAMES[i % NAMES.length]!,
    status: STATUSES[(i * 7) % 3]!,
    total: Math.round(((i * 37) % 500) * 100 + 99) / 100,
    date: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString().slice(0, 10),
  }));
}

const col = createDataGridColumnHelper<Order>();
const columns = col.columns([
  col.accessor('number', { header: 'Order', meta: { width: 100 } }),
  col.accessor('customer', { header: 'Customer', meta: { width: 'minmax(160px, 2fr)' } }),
  col.accessor('status', { header: 'Status', meta: { width: 110, hideOnMobile: true } }),
  col.accessor('date', { header: 'Date', meta: { width: 120, hideOnMobile: true } }),
  col.accessor('total', {
    header: 'Total',
    meta: { width: 110, align: 'end' },
    cell: (c) => `$${c.getValue().toFixed(2)}`,
  }),
]);

const FEW = makeOrders(25);
const MANY = makeOrders(10_000);
const getRowId = (o: Order) => String(o.id);
const getRowLabel = (o: Order) => `order ${o.number}`;

function Selectable(props: Partial<DataGridProps<Order>>) {
  const [ids, setIds] = useState<string[]>(['1', '2']);
  const [all, setAll] = useState(false);
  return (
    <DataGrid
      label="Orders"
      columns={columns}
      data={FEW}
      getRowId={getRowId}
      getRowLabel={getRowLabel}
      selectable
      selectedIds={ids}
      onSelectedIdsChange={setIds}
      allMatchingSelected={all}
      onAllMatchingSelectedChange={setAll}
      totalCount={250}
      bulkActions={() => (
        <>
          <button type="button">Publish</button>
          <button type="button">Delete</button>
        </>
      )}
      {...props}
    />
  );
}

const meta = {
  title: 'UI/DataGrid',
  component: DataGrid,
  args: { label: 'Orders', columns, data: FEW, getRowId, getRowLabel, height: 420 },
  parameters: { docs: { description: { component: 'TanStack Table v9 grid with virtualized rows.' } } },
} satisfies Meta<typeof DataGrid<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { data: [], empty: 'No orders match these filters.' } };
export const Loading: Story = { args: { data: [], loading: true } };
export const Refreshing: Story = { args: { loading: true } };
export const Error: Story = {
  args: { data: [], error: 'The orders could not be loaded.', onRetry: () => undefined },
};
export const TenThousandRows: Story = { args: { data: MANY, defaultSorting: [] } };
export const Selection: Story = { render: (args) => <Selectable height={args.height} /> };
export const ActiveRow: Story = { args: { activeRowId: '3', onRowOpen: () => undefined } };
export const LongContent: Story = {
  args: {
    data: FEW.map((o) => ({
      ...o,
      customer: `${o.customer} — a customer with a very long company name attached`,
    })),
  },
};
export const Dark: Story = {
  render: (args) => <Selectable height={args.height} />,
  globals: { theme: 'dark' },
};
