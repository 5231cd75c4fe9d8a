// Type tests (checked by `pnpm typecheck`): column helpers carry each accessor's value type.
import { expectTypeOf } from 'vitest';
import { createDataGridColumnHelper } from './data-grid-columns';
import type { DataGridColumnDef } from './data-grid-columns';

interface Order {
  id: number;
  total: number;
  customer: { name: string };
}

const col = createDataGridColumnHelper<Order>();

col.accessor('total', {
  header: 'Total',
  cell: (c) => {
    expectTypeOf(c.getValue()).toEqualTypeOf<number>();
    return c.getValue().toFixed(2);
  },
});
col.accessor('customer.name', {
  cell: (c) => {
    expectTypeOf(c.getValue()).toEqualTypeOf<string>();
    return c.getValue();
  },
});
col.accessor((row) => row.id * 2, {
  id: 'double',
  cell: (c) => {
    expectTypeOf(c.getValue()).toEqualTypeOf<number>();
    return null;
  },
});
// @ts-expect-error: not a field of Order
col.accessor('missing', {});
col.accessor('total', { meta: { align: 'end', width: 120, hideOnMobile: true } });
// @ts-expect-error: align takes start, center or end
col.accessor('total', { meta: { align: 'right' } });

const columns = col.columns([col.accessor('total', {}), col.accessor('id', {})]);
expectTypeOf(columns).toExtend<ReadonlyArray<DataGridColumnDef<Order>>>();
