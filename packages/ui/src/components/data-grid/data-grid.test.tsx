import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataGrid } from './data-grid';
import { createDataGridColumnHelper } from './data-grid-columns';
import type { DataGridProps, DataGridSelection } from './data-grid';

interface Order {
  id: number;
  customer: string;
  total: number;
}

const col = createDataGridColumnHelper<Order>();
const columns = col.columns([
  col.accessor('customer', { header: 'Customer' }),
  col.accessor('total', {
    header: 'Total',
    meta: { align: 'end' },
    cell: (c) => `$${c.getValue().toFixed(2)}`,
  }),
]);
const orders: Order[] = [
  { id: 1, customer: 'Carol', total: 30 },
  { id: 2, customer: 'Alice', total: 10 },
  { id: 3, customer: 'Bob', total: 20 },
];
const getRowId = (o: Order) => String(o.id);
const getRowLabel = (o: Order) => o.customer;

type GridProps = Partial<DataGridProps<Order>>;

const TEN_THOUSAND: Order[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  customer: `Customer ${i + 1}`,
  total: i,
}));

/** The orders grid with the test's defaults (label, columns, rows, ids) and `props` over them. */
function ordersGrid(props: GridProps = {}) {
  return <DataGrid label="Orders" columns={columns} data={orders} getRowId={getRowId} {...props} />;
}

function renderGrid(props: GridProps = {}) {
  const result = render(ordersGrid(props));
  return { ...result, rerender: (next: GridProps = {}) => result.rerender(ordersGrid(next)) };
}

function bodyRows() {
  return screen.getAllByRole('row').slice(1);
}

describe('DataGrid', () => {
  it('renders an accessible grid with column headers and cells', () => {
    renderGrid();
    const grid = screen.getByRole('grid', { name: 'Orders' });
    expect(grid).toHaveAttribute('aria-rowcount', '4');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Customer↕', 'Total↕']);
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(['Carol', '$30.00']);
    expect(bodyRows()[2]).toHaveAttribute('aria-rowindex', '4');
  });

  it('renders only new or changed rows when more rows arrive (infinite lists)', () => {
    const rendered: number[] = [];
    const counting = col.columns([
      col.accessor('customer', {
        header: 'Customer',
        cell: (c) => {
          rendered.push(c.row.original.id);
          return c.getValue();
        },
      }),
    ]);
    const { rerender } = renderGrid({ columns: counting });
    expect(rendered.sort()).toEqual([1, 2, 3]);
    rendered.length = 0;
    // The next page: the rows already shown keep their items.
    const more = [...orders, { id: 4, customer: 'Dan', total: 5 }];
    rerender({ columns: counting, data: more });
    expect(rendered).toEqual([4]);
    rendered.length = 0;
    // A changed item (a new object) renders again; so do new column definitions.
    const changed = more.map((o) => (o.id === 2 ? { ...o, customer: 'Alicia' } : o));
    rerender({ columns: counting, data: changed });
    expect(rendered).toEqual([2]);
    expect(screen.getByRole('gridcell', { name: 'Alicia' })).toBeInTheDocument();
    rendered.length = 0;
    rerender({ columns: [...counting], data: changed });
    expect(rendered.sort()).toEqual([1, 2, 3, 4]);
  });

  it('sorts in memory by clicking a header and reports aria-sort', async () => {
    const onSortingChange = vi.fn();
    renderGrid({ onSortingChange });
    const customer = screen.getByRole('columnheader', { name: /Customer/ });
    expect(customer).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(customer).getByRole('button'));
    expect(customer).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows().map((r) => within(r).getAllByRole('gridcell')[0]!.textContent)).toEqual([
      'Alice',
      'Bob',
      'Carol',
    ]);
    await userEvent.click(within(customer).getByRole('button'));
    expect(customer).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows().map((r) => within(r).getAllByRole('gridcell')[0]!.textContent)).toEqual([
      'Carol',
      'Bob',
      'Alice',
    ]);
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'customer', desc: true }]);
  });

  it('leaves the order to the server with manualSorting', async () => {
    const onSortingChange = vi.fn();
    renderGrid({ manualSorting: true, sorting: [], onSortingChange });
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Customer/ })).getByRole('button'));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'customer', desc: false }]);
    expect(within(bodyRows()[0]!).getAllByRole('gridcell')[0]).toHaveTextContent('Carol');
  });

  it('selects rows with labelled checkboxes and shows the bulk-action bar', async () => {
    const onSelectedIdsChange = vi.fn();
    renderGrid({
      getRowLabel,
      selectable: true,
      onSelectedIdsChange,
      bulkActions: (s) => <button type="button">{`Delete ${s.count}`}</button>,
    });
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Alice' }));
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['2']);
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('1 selected');
    expect(within(bar).getByRole('button', { name: 'Delete 1' })).toBeInTheDocument();
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByRole('toolbar')).toHaveTextContent('3 selected');
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('offers "select all N matching" when the whole page is selected and more rows match', async () => {
    let last: DataGridSelection | undefined;
    renderGrid({
      selectable: true,
      totalCount: 250,
      bulkActions: (s) => {
        last = s;
        return <button type="button">Delete</button>;
      },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 1' }));
    expect(screen.queryByRole('button', { name: 'Select all 250 matching' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all 250 matching' }));
    expect(screen.getByRole('toolbar')).toHaveTextContent('All 250 matching selected');
    expect(last).toEqual({ ids: ['1', '2', '3'], allMatching: true, count: 250 });
    // deselecting a row by hand ends "all matching"
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 2' }));
    expect(screen.getByRole('toolbar')).toHaveTextContent('2 selected');
  });

  it('opens a row on click but not when its checkbox is clicked', async () => {
    const onRowOpen = vi.fn();
    renderGrid({ getRowLabel, selectable: true, onRowOpen, activeRowId: '3' });
    await userEvent.click(screen.getByRole('gridcell', { name: 'Bob' }));
    expect(onRowOpen).toHaveBeenCalledWith(orders[2]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Carol' }));
    expect(onRowOpen).toHaveBeenCalledTimes(1);
    expect(bodyRows()[2]).toHaveAttribute('aria-current', 'true');
  });

  it('moves between cells with the arrow keys, opens with Enter and selects with Space', async () => {
    const onRowOpen = vi.fn();
    renderGrid({ getRowLabel, selectable: true, onRowOpen });
    await userEvent.tab();
    const selectAll = screen.getAllByRole('columnheader')[0]!;
    expect(selectAll).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('columnheader', { name: /Customer/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: /Customer/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('gridcell', { name: 'Alice' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('gridcell', { name: '$20.00' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRowOpen).toHaveBeenCalledWith(orders[2]);
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Select Bob' })).toBeChecked();
    await userEvent.keyboard('{Home}');
    expect(within(bodyRows()[1]!).getAllByRole('gridcell')[0]).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(screen.getByRole('gridcell', { name: '$30.00' })).toHaveFocus();
    // only one cell is in the tab order at a time
    expect(screen.getByRole('grid').querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('opens the focused row with Enter, from any of its cells, and not from the header', async () => {
    const onRowOpen = vi.fn();
    renderGrid({ getRowLabel, selectable: true, onRowOpen });
    // Focus on a row's cell (a click on the checkbox focuses its cell without opening the row).
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Alice' }));
    expect(onRowOpen).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onRowOpen).toHaveBeenLastCalledWith(orders[1]);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('gridcell', { name: '$20.00' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRowOpen).toHaveBeenLastCalledWith(orders[2]);
    await userEvent.keyboard('{Control>}{Home}{/Control}{ArrowUp}{Enter}');
    expect(onRowOpen).toHaveBeenCalledTimes(2);
  });

  it('shows loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderGrid({ data: [], loading: true });
    expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender({ data: [], empty: 'No orders yet' });
    expect(screen.getByRole('gridcell', { name: 'No orders yet' })).toBeInTheDocument();
    rerender({ error: 'Could not load', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('renders only a window of 10,000 rows and keeps aria-rowcount and aria-rowindex', () => {
    renderGrid({ data: TEN_THOUSAND, height: 400 });
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '10001');
    const rendered = bodyRows();
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('keyboard navigation reaches rows outside the rendered window', async () => {
    renderGrid({ data: TEN_THOUSAND, height: 400 });
    // jsdom does not scroll: give the grid a scroll position that behaves as a browser's.
    const scroller = screen.getByRole('grid');
    let top = 0;
    Object.defineProperty(scroller, 'scrollTop', {
      configurable: true,
      get: () => top,
      set: (value: number) => {
        top = value;
      },
    });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, get: () => 400 });
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => 40 * 10_001 });
    scroller.scrollTo = ((options: ScrollToOptions) => {
      top = options.top ?? top;
      scroller.dispatchEvent(new Event('scroll'));
    }) as typeof scroller.scrollTo;
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{PageDown}');
    expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '12');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('$9999.00'));
    expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '10001');
  });

  it('works controlled: selection comes from the parent', async () => {
    function Controlled() {
      const [ids, setIds] = useState<string[]>(['1']);
      return (
        <>
          <output>{ids.join(',')}</output>
          <DataGrid
            label="Orders"
            columns={columns}
            data={orders}
            getRowId={getRowId}
            selectable
            selectedIds={ids}
            onSelectedIdsChange={setIds}
          />
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('checkbox', { name: 'Select 1' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 3' }));
    expect(document.querySelector('output')).toHaveTextContent('1,3');
  });
});
