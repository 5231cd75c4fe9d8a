import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  GridPanel,
  conditionsToFilter,
  filterFieldsOf,
  parseConditions,
  useFormat,
  useGridPanel,
  useToast,
  usePrefillFilter,
} from '@storeroom/core';
import type { GridBulkAction, GridBulkStep, RowId } from '@storeroom/core';
import { ApiError, cleanSearchFilter } from '@storeroom/core/client';
import { Button, Inline, Stack, createDataGridColumnHelper } from '@storeroom/ui';
import {
  ORDER_DETAIL_EXPAND,
  ORDERS_ACTIONS,
  ORDERS_BULK_PAGE_SIZE,
  ORDERS_DEFAULT_SORT,
  ORDERS_MESSAGES,
  ORDERS_PAGE_SIZE,
  ORDERS_PAGE_SIZES,
} from '../../../contract/model';
import type { MassResult, Order, Warehouse } from '../../../contract';
import type { OrdersClient } from '../../../client';
import { FulfilmentStatusPill, PaidStatusPill } from '../../components/order-status';
import { orders, useInvalidateOrders, useOrdersClient, useWarehouses } from '../../data';
import { useCanOrders } from '../../use-can';

// What a click opens loads on that click, so the list itself parses less (issue 7's budget:
// main-thread CPU to the first rows): the detail panel with its action dialogs, the CSV
// fulfilment (with its CSV parser) and the export.
const OrderDetail = lazy(() =>
  import('../../components/order-detail/order-detail').then((m) => ({ default: m.OrderDetail })),
);
const CsvFulfilmentDialog = lazy(() =>
  import('./csv-fulfilment-dialog').then((m) => ({ default: m.CsvFulfilmentDialog })),
);
const ExportDialog = lazy(() => import('./export-dialog').then((m) => ({ default: m.ExportDialog })));
// The warehouse choice (the toolbar's select and the dialog "Fulfil all" / "Ship all" may ask)
// is built on Radix Select and Floating UI: its own chunk, loaded once the first rows show
// (issue 15: JS before the first rows).
const MassWarehouseDialog = lazy(() =>
  import('./warehouse-choice').then((m) => ({ default: m.MassWarehouseDialog })),
);
const WarehouseSelect = lazy(() =>
  import('./warehouse-choice').then((m) => ({ default: m.WarehouseSelect })),
);

const col = createDataGridColumnHelper<Order>();

/**
 * The filter builder's fields: the contract's filters of the orders resource (`query`, free
 * text over display number, name and email, is pre-filled by `chqsearch`, spec 2 §2). The
 * export reads the same fields with the same parser (spec 2 §7 `exportcsv` with `filter`),
 * so an export takes exactly the orders the list shows.
 */
export const ORDERS_FILTER_FIELDS = filterFieldsOf(orders.contract);

/** The filter fields with the store's currency on the money ones (total, refunded take decimal amounts). */
function useOrdersFilterFields() {
  const { currency } = useFormat();
  return useMemo(
    () => ORDERS_FILTER_FIELDS.map((f) => (f.type === 'money' ? { ...f, currency } : f)),
    [currency],
  );
}

/**
 * How the list shows orders: pages by number (the default, spec 2 §9 sizes), or one list that
 * loads 200 more orders each time its end is scrolled to (`?view=scroll`), for going through
 * thousands of orders without paging.
 */
export type OrdersView = 'pages' | 'scroll';
export const ORDERS_VIEW_PARAM = 'view';
/** Orders fetched per load in the scrolling view: the largest page the API gives. */
export const ORDERS_SCROLL_FETCH = ORDERS_BULK_PAGE_SIZE;
const SCROLL_SIZES = [ORDERS_SCROLL_FETCH] as const;

const VIEWS = [
  ['pages', 'Pages'],
  ['scroll', 'Scroll'],
] as const satisfies readonly (readonly [OrdersView, string])[];

/** The two views as a pair of toggle buttons; the choice is kept in the address. */
function ViewSwitch({ view, onChange }: { view: OrdersView; onChange: (view: OrdersView) => void }) {
  return (
    <Inline role="group" aria-label="List view" gap={1}>
      {VIEWS.map(([value, label]) => (
        <Button
          key={value}
          variant={view === value ? 'primary' : 'ghost'}
          aria-pressed={view === value}
          onClick={() => onChange(value)}
        >
          {label}
        </Button>
      ))}
    </Inline>
  );
}

/** The order id of `/admin/orders/order/{id}` (and `/admin/orders/{id}`, the form). */
export function orderIdFromPath(pathname: string): number | null {
  const match = /^\/admin\/orders\/(?:order\/)?(\d+)\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/**
 * The order number links to its detail panel. A plain anchor that navigates in the app on a
 * plain click (a modified or middle click opens a tab, as any link): a router `Link` per row
 * costs a dozen hooks, and a list scrolled through 1,000 orders renders hundreds of them.
 */
function useOrderLink() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (order: Order) => {
      const to = `/admin/orders/order/${order.id}${search}`;
      return (
        <a
          href={to}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
              return;
            event.preventDefault();
            void navigate(to);
          }}
        >
          {order.number}
        </a>
      );
    },
    [navigate, search],
  );
}

function useColumns() {
  const format = useFormat();
  const orderLink = useOrderLink();
  return useMemo(
    () => [
      // Sorted by the display number (the formatted `number` is not a sort field of the contract).
      col.accessor('display_number', {
        header: 'Order',
        meta: { width: 110 },
        cell: (info) => orderLink(info.row.original),
      }),
      // Today / Yesterday in the store's time zone (issue 18 item 7), else MM/DD/YYYY; then the time.
      col.accessor('order_date', {
        header: 'Date',
        cell: (info) => format.relativeDateTime(info.getValue()),
      }),
      col.accessor('full_name', { header: 'Customer' }),
      col.accessor('paid', {
        header: 'Paid',
        cell: (info) => <PaidStatusPill paid={info.getValue()} />,
      }),
      col.accessor('status', {
        header: 'Fulfilment',
        cell: (info) => <FulfilmentStatusPill status={info.getValue()} />,
      }),
      col.accessor('total', {
        header: 'Total',
        meta: { align: 'end', width: 120 },
        cell: (info) => format.money(info.getValue(), info.row.original.currency),
      }),
    ],
    [format, orderLink],
  );
}

/**
 * Whether the list has shown its first orders (a page answered and nothing was loading), and
 * stays true after: what they do not need (the warehouse select with its popup positioning)
 * waits for them, and is not taken away while a later page loads.
 */
function useOrdersShown(): boolean {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: orders.keys.lists() });
  const [shown, setShown] = useState(false);
  const ready =
    fetching === 0 &&
    queryClient.getQueriesData({ queryKey: orders.keys.lists() }).some(([, data]) => data !== undefined);
  // After the commit that shows the rows (a task later), not in the render that makes them.
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return shown;
}

/** Whether any of these orders has an item that tracks inventory and is not sent to fulfilment yet. */
async function leftTracked(
  client: OrdersClient['orders'],
  ids: readonly RowId[],
  signal?: AbortSignal,
): Promise<boolean> {
  for (let start = 0; start < ids.length; start += ORDERS_BULK_PAGE_SIZE) {
    const chunk = ids.slice(start, start + ORDERS_BULK_PAGE_SIZE).map(Number);
    const page = await client.search(
      { id: chunk },
      { size: ORDERS_BULK_PAGE_SIZE, expand: ['items'], signal },
    );
    if (
      page.items.some((o) => (o.items ?? []).some((it) => it.track_inventory && it.status.not_fulfilled > 0))
    )
      return true;
  }
  return false;
}

type MassKind = 'mass-fulfilment' | 'mass-shipment';

const MASS_LABELS: Record<MassKind, { label: string; confirm: string; done: string }> = {
  'mass-fulfilment': {
    label: 'Fulfil all',
    confirm: 'Send all products of the selected orders to fulfillment?',
    done: ORDERS_MESSAGES.allFulfilled,
  },
  'mass-shipment': {
    label: 'Ship all',
    confirm: 'Mark all products of the selected orders as shipped?',
    done: ORDERS_MESSAGES.allShipped,
  },
};

interface MassActionsInput {
  client: OrdersClient;
  warehouses: readonly Warehouse[];
  /** The warehouse chosen in the toolbar ('' for none). */
  warehouse: string;
  setWarehouse: (warehouseId: string) => void;
  /** After the orders were sent: the skipped orders' warnings and the toast. */
  onFinished: (kind: MassKind, answers: readonly MassResult[]) => void;
}

/**
 * Fulfil all / Ship all (spec 2 §2 bulk actions; hidden without allow_fulfilments, spec 2 §6).
 * Items that track inventory need a warehouse: when the store has warehouses, none is chosen
 * and the selected orders have such items left, the action asks for one in a dialog step
 * (the answer is kept as the toolbar's choice); every chunk of 200 orders is sent with it.
 */
export function massActions(input: MassActionsInput): GridBulkAction<Order, MassResult>[] {
  const { client, warehouses, warehouse, setWarehouse, onFinished } = input;
  // The warehouse each run was given (a run's steps share its step object).
  const chosen = new WeakMap<GridBulkStep<Order>, number | null>();
  return (['mass-fulfilment', 'mass-shipment'] as const).map((kind) => ({
    action: kind,
    label: MASS_LABELS[kind].label,
    confirm: MASS_LABELS[kind].confirm,
    async prepare(step) {
      let warehouseId = warehouse ? Number(warehouse) : null;
      if (
        warehouseId === null &&
        warehouses.length > 0 &&
        (await leftTracked(client.orders, step.ids, step.signal))
      ) {
        // Closing the dialog goes on without a warehouse, as "Continue without warehouse" does.
        const answer = await step.dialog<string | null>((close) => (
          <Suspense fallback={null}>
            <MassWarehouseDialog warehouses={warehouses} onAnswer={close} />
          </Suspense>
        ));
        if (answer) {
          warehouseId = Number(answer);
          setWarehouse(answer);
        }
      }
      chosen.set(step, warehouseId);
    },
    send: (ids, step) => {
      const body = { ids: ids.map(Number), warehouse_id: chosen.get(step) ?? undefined };
      return kind === 'mass-fulfilment'
        ? client.massFulfil({ body, signal: step.signal })
        : client.massShip({ body, signal: step.signal });
    },
    finish: (answers) => onFinished(kind, answers),
  }));
}

/** spec 2 §8: a missing order says 'Error happened: Order not found.'; other failures say theirs. */
function orderError(error: Error): string {
  return error instanceof ApiError && error.status === 404
    ? ORDERS_MESSAGES.orderNotFound
    : error.message || ORDERS_MESSAGES.orderNotFound;
}

interface OrdersGridProps {
  view: OrdersView;
  /** The toolbar row above the filters (view switch, warehouse, CSV fulfilment, export). */
  controls: ReactNode;
  bulkActions: readonly GridBulkAction<Order, unknown>[];
}

/**
 * The grid of one view (remounted when the view changes). The open order lives in the path,
 * `/admin/orders/order/{id}`: a click on a row (or Enter on a focused row) opens its detail
 * panel over the list.
 */
function OrdersGrid({ view, controls, bulkActions }: OrdersGridProps) {
  const client = useOrdersClient();
  const columns = useColumns();
  const navigate = useNavigate();
  const location = useLocation();
  const orderId = orderIdFromPath(location.pathname);
  const filterFields = useOrdersFilterFields();
  const grid = useGridPanel<Order>({
    resource: client.orders,
    label: 'Orders',
    getRowLabel: (order) => `Order ${order.number}`,
    filterFields,
    pageSizes: view === 'scroll' ? SCROLL_SIZES : ORDERS_PAGE_SIZES,
    defaultPageSize: view === 'scroll' ? ORDERS_SCROLL_FETCH : ORDERS_PAGE_SIZE,
    defaultSort: ORDERS_DEFAULT_SORT,
    mode: view === 'scroll' ? 'infinite' : 'pages',
    itemExpand: ORDER_DETAIL_EXPAND,
    openRows: true,
    panelId: orderId,
    onPanelIdChange: (id) =>
      void navigate({
        pathname: id === null ? '/admin/orders' : `/admin/orders/order/${id}`,
        search: location.search,
      }),
  });
  return (
    <GridPanel.Root grid={grid}>
      {controls}
      <GridPanel.Toolbar>
        <GridPanel.Filters />
      </GridPanel.Toolbar>
      <GridPanel.BulkStatus />
      <GridPanel.Grid<Order> columns={columns} bulkActions={bulkActions} />
      <GridPanel.Pager />
      <GridPanel.Panel<Order>
        width={560}
        title={(order) => (order ? `Order ${order.number}` : `Order #${orderId}`)}
        errorMessage={orderError}
      >
        {({ item }) =>
          item ? (
            <Suspense fallback={<p role="status">Loading…</p>}>
              <OrderDetail order={item} />
            </Suspense>
          ) : null
        }
      </GridPanel.Panel>
    </GridPanel.Root>
  );
}

/**
 * `/admin/orders` and `/admin/orders/order/{id}` (spec 2 §2): the orders list, newest first,
 * 20 a page (20, 50, 100, 150, 200), filters and saved views; the last path segment opens the
 * order's detail panel over the list.
 */
export function OrdersListPage() {
  const client = useOrdersClient();
  const toast = useToast();
  const invalidate = useInvalidateOrders();
  const [params, setParams] = useSearchParams();
  const view: OrdersView = params.get(ORDERS_VIEW_PARAM) === 'scroll' ? 'scroll' : 'pages';
  const changeView = (next: OrdersView) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      // Paging belongs to the pages view; the filter and the sort stay.
      out.delete('page');
      out.delete('size');
      if (next === 'scroll') out.set(ORDERS_VIEW_PARAM, 'scroll');
      else out.delete(ORDERS_VIEW_PARAM);
      return out;
    });
  usePrefillFilter('chqsearch', { field: 'query', operator: '=' });
  // Fulfil all, Ship all and CSV fulfilment send to fulfilment and ship (allow_fulfilments).
  const mayFulfil = useCanOrders(ORDERS_ACTIONS.fulfil);
  const mayShip = useCanOrders(ORDERS_ACTIONS.ship);
  const canFulfil = mayFulfil && mayShip;
  const canExport = useCanOrders(ORDERS_ACTIONS.export);
  const [dialog, setDialog] = useState<'export' | 'csv' | null>(null);
  const [exportIds, setExportIds] = useState<number[] | null>(null);
  const warehousesData = useWarehouses(canFulfil).data;
  const warehouses = useMemo(() => warehousesData ?? [], [warehousesData]);
  const [warehouse, setWarehouse] = useState('');
  const ordersShown = useOrdersShown();
  const [warnings, setWarnings] = useState<string[]>([]);

  const bulkActions = useMemo<GridBulkAction<Order, unknown>[]>(
    () => [
      ...(canFulfil
        ? massActions({
            client,
            warehouses,
            warehouse,
            setWarehouse,
            onFinished: (kind, answers) => {
              // Mass actions answer per-order warnings (a tracked item without a warehouse,
              // nothing left, ...): the skipped orders are listed over the grid.
              if (answers.length === 0 || answers.some((a) => a.processed > 0))
                toast.success(MASS_LABELS[kind].done);
              setWarnings(answers.flatMap((a) => a.warnings));
              void invalidate();
            },
          })
        : []),
      // Export of the selected orders (hidden without allow_export, spec 2 §6): the grid
      // collects the ids in pages of 200 (spec 2 §9); the export dialog then asks for the CSV template.
      ...(canExport
        ? [
            {
              action: 'export',
              label: 'Export selected',
              send: null,
              finish: (_answers: readonly unknown[], step: GridBulkStep<Order>) => {
                setExportIds(step.ids.map(Number));
                setDialog('export');
              },
            },
          ]
        : []),
    ],
    [canFulfil, canExport, client, warehouses, warehouse, toast, invalidate],
  );
  const rawFilter = params.get('filter');
  const filterFields = useOrdersFilterFields();
  const filter = useMemo(
    () => cleanSearchFilter(conditionsToFilter(parseConditions(rawFilter), filterFields)),
    [rawFilter, filterFields],
  );

  const controls = (
    <Inline justify="between">
      <ViewSwitch view={view} onChange={changeView} />
      <Inline>
        {canFulfil && warehouses.length > 0 && ordersShown ? (
          <Suspense fallback={null}>
            <WarehouseSelect
              className="sr-grid-panel__control"
              aria-label="Warehouse for Fulfil all and Ship all"
              placeholder="Warehouse for Fulfil all and Ship all"
              value={warehouse}
              onValueChange={setWarehouse}
              options={warehouses.map((w) => ({ value: String(w.id), label: w.title }))}
            />
          </Suspense>
        ) : null}
        {canFulfil ? <Button onClick={() => setDialog('csv')}>CSV fulfilment</Button> : null}
        {canExport ? (
          <Button
            onClick={() => {
              setExportIds(null);
              setDialog('export');
            }}
          >
            Export
          </Button>
        ) : null}
      </Inline>
    </Inline>
  );

  return (
    <section aria-label="Orders list">
      {warnings.length > 0 ? (
        <Stack gap={2} role="alert" aria-label="Skipped orders" className="sr-grid-panel__failure">
          <p>Some orders were skipped:</p>
          <ul>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
          <Button variant="ghost" onClick={() => setWarnings([])}>
            Dismiss
          </Button>
        </Stack>
      ) : null}
      <OrdersGrid key={view} view={view} controls={controls} bulkActions={bulkActions} />
      <Suspense fallback={null}>
        {dialog === 'export' ? (
          <ExportDialog
            open
            onOpenChange={(open) => setDialog(open ? 'export' : null)}
            filter={filter}
            orderIds={exportIds ?? undefined}
          />
        ) : null}
        {dialog === 'csv' ? (
          <CsvFulfilmentDialog open onOpenChange={(open) => setDialog(open ? 'csv' : null)} />
        ) : null}
      </Suspense>
    </section>
  );
}
