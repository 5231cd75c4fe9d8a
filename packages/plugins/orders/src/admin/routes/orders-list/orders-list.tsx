import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  GridPanel,
  conditionsToFilter,
  filterFieldsOf,
  parseConditions,
  useFormat,
  useToast,
  usePrefillFilter,
} from '@storeroom/core';
import type { GridBulkAction } from '@storeroom/core';
import { ApiError, cleanSearchFilter } from '@storeroom/core/client';
import { Button, Dialog, Field, Select, SidePanel, createDataGridColumnHelper } from '@storeroom/ui';
import {
  ORDERS_ACTIONS,
  ORDERS_BULK_PAGE_SIZE,
  ORDERS_DEFAULT_SORT,
  ORDERS_MESSAGES,
  ORDERS_PAGE_SIZE,
  ORDERS_PAGE_SIZES,
} from '../../../contract';
import type { MassResult, Order, Warehouse } from '../../../contract';
import type { OrdersClient } from '../../../client';
import { FulfilmentStatusPill, PaidStatusPill } from '../../components/order-status';
import { orders, useInvalidateOrders, useOrder, useOrdersClient, useWarehouses } from '../../data';
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

const col = createDataGridColumnHelper<Order>();

/**
 * The filter builder's fields: the contract's filters of the orders resource (`query`, free
 * text over display number, name and email, is pre-filled by `chqsearch`, spec 2 §2). The
 * export reads the same fields with the same parser (spec 2 §7 `exportcsv` with `filter`),
 * so an export takes exactly the orders the list shows.
 */
export const ORDERS_FILTER_FIELDS = filterFieldsOf(orders.contract);

/**
 * Export of the selected orders (hidden without allow_export, spec 2 §6): the grid collects
 * the ids in pages of 200 (spec 2 §9); the export dialog then asks for the CSV template.
 */
export const EXPORT_SELECTED_ACTION: GridBulkAction = { action: 'export', label: 'Export selected' };

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

/** The two views as a pair of toggle buttons; the choice is kept in the address. */
function ViewSwitch({ view, onChange }: { view: OrdersView; onChange: (view: OrdersView) => void }) {
  return (
    <div role="group" aria-label="List view" style={{ display: 'flex', gap: 4, marginRight: 'auto' }}>
      <Button
        variant={view === 'pages' ? 'primary' : 'ghost'}
        aria-pressed={view === 'pages'}
        onClick={() => onChange('pages')}
      >
        Pages
      </Button>
      <Button
        variant={view === 'scroll' ? 'primary' : 'ghost'}
        aria-pressed={view === 'scroll'}
        onClick={() => onChange('scroll')}
      >
        Scroll
      </Button>
    </div>
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
      col.accessor('order_date', { header: 'Date', cell: (info) => format.dateTime(info.getValue()) }),
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

/** Fulfil all / ship all (spec 2 §2 bulk actions; hidden without allow_fulfilments, spec 2 §6). */
export const ORDERS_BULK_ACTIONS: readonly GridBulkAction[] = [
  {
    action: 'mass-fulfilment',
    label: 'Fulfil all',
    confirm: 'Send all products of the selected orders to fulfillment?',
  },
  {
    action: 'mass-shipment',
    label: 'Ship all',
    confirm: 'Mark all products of the selected orders as shipped?',
  },
];

/**
 * Asks where items that track inventory are fulfilled from before "Fulfil all" / "Ship all"
 * (spec 2 §5 'Error. Warehouse can not be empty.'): without a warehouse the server skips
 * those orders. Answers the chosen warehouse id, or null to go on without one.
 */
function MassWarehouseDialog({
  warehouses,
  onAnswer,
}: {
  warehouses: readonly Warehouse[];
  onAnswer: (warehouseId: string | null) => void;
}) {
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onAnswer(null))}>
      <Dialog.Content
        title="Choose a warehouse"
        description="Items that track inventory are fulfilled from this warehouse. Without one, orders with such items are skipped."
        footer={
          <>
            <Button variant="ghost" onClick={() => onAnswer(null)}>
              Continue without warehouse
            </Button>
            <Button
              variant="primary"
              onClick={() => (choice ? onAnswer(choice) : setError(ORDERS_MESSAGES.warehouseRequired))}
            >
              Use this warehouse
            </Button>
          </>
        }
      >
        <Field label="Warehouse" required error={error}>
          <Select
            placeholder="Select a warehouse"
            value={choice}
            onValueChange={(v) => {
              setChoice(v);
              setError(undefined);
            }}
            options={warehouses.map((w) => ({ value: String(w.id), label: w.title }))}
          />
        </Field>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Whether any of these orders has an item that tracks inventory and is not sent to fulfilment yet. */
async function leftTracked(
  client: OrdersClient['orders'],
  ids: readonly (number | string)[],
  signal?: AbortSignal,
): Promise<boolean> {
  const page = await client.search(
    { id: ids.map(Number) },
    { size: ORDERS_BULK_PAGE_SIZE, expand: ['items'], signal },
  );
  return page.items.some((o) =>
    (o.items ?? []).some((it) => it.track_inventory && it.status.not_fulfilled > 0),
  );
}

/** spec 2 §8: a missing order says 'Error happened: Order not found.'; other failures say theirs. */
function orderError(error: Error): string {
  return error instanceof ApiError && error.status === 404
    ? ORDERS_MESSAGES.orderNotFound
    : error.message || ORDERS_MESSAGES.orderNotFound;
}

function OrderPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useOrder(id);
  const order = query.data;
  return (
    <SidePanel.Root modal={false} open onOpenChange={(open) => (open ? undefined : onClose())}>
      <SidePanel.Content title={order ? `Order ${order.number}` : `Order #${id}`} width={560}>
        {order ? (
          <Suspense fallback={<p role="status">Loading…</p>}>
            <OrderDetail key={order.id} order={order} />
          </Suspense>
        ) : query.error ? (
          <div role="alert">{orderError(query.error)}</div>
        ) : (
          <p role="status">Loading…</p>
        )}
      </SidePanel.Content>
    </SidePanel.Root>
  );
}

/**
 * `/admin/orders` and `/admin/orders/order/{id}` (spec 2 §2): the orders list, newest first,
 * 20 a page (20, 50, 100, 150, 200), filters and saved views; the last path segment opens the
 * order's detail panel over the list.
 */
export function OrdersListPage() {
  const client = useOrdersClient();
  const columns = useColumns();
  const toast = useToast();
  const invalidate = useInvalidateOrders();
  const navigate = useNavigate();
  const location = useLocation();
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
  const orderId = orderIdFromPath(location.pathname);
  // Fulfil all, Ship all and CSV fulfilment send to fulfilment and ship (allow_fulfilments).
  const mayFulfil = useCanOrders(ORDERS_ACTIONS.fulfil);
  const mayShip = useCanOrders(ORDERS_ACTIONS.ship);
  const canFulfil = mayFulfil && mayShip;
  const canExport = useCanOrders(ORDERS_ACTIONS.export);
  const [dialog, setDialog] = useState<'export' | 'csv' | null>(null);
  const [exportIds, setExportIds] = useState<number[] | null>(null);
  // Mass actions answer per-order warnings (a tracked item without a warehouse, nothing
  // left, ...): the grid only reports failures, so the answers are collected here.
  const massAnswers = useRef<MassResult[]>([]);
  const warehousesData = useWarehouses(canFulfil).data;
  const warehouses = useMemo(() => warehousesData ?? [], [warehousesData]);
  const [warehouse, setWarehouse] = useState('');
  const massWarehouse = useRef('');
  useEffect(() => {
    massWarehouse.current = warehouse;
  }, [warehouse]);
  const warehousesRef = useRef<readonly Warehouse[]>([]);
  useEffect(() => {
    warehousesRef.current = warehouses;
  }, [warehouses]);
  // The pending question of MassWarehouseDialog (one per bulk run: later pages reuse the answer).
  const [asking, setAsking] = useState<((warehouseId: string | null) => void) | null>(null);
  const answered = useRef(false);
  const [warnings, setWarnings] = useState<string[]>([]);
  const resource = useMemo<OrdersClient['orders']>(
    () => ({
      ...client.orders,
      bulk: async <TResult,>(
        action: string,
        ids: readonly (number | string)[],
        options?: { signal?: AbortSignal },
      ) => {
        // Export is not a server bulk action: the ids go to the export dialog (onBulkDone).
        if (action === EXPORT_SELECTED_ACTION.action) return {} as TResult;
        const mass = action === 'mass-fulfilment' || action === 'mass-shipment';
        // Fulfil all and Ship all take a warehouse for items that track inventory: asked when
        // the store has warehouses and none is chosen yet, so those items are not skipped.
        if (
          mass &&
          !massWarehouse.current &&
          !answered.current &&
          warehousesRef.current.length > 0 &&
          (await leftTracked(client.orders, ids, options?.signal))
        ) {
          const chosen = await new Promise<string | null>((resolve) => setAsking(() => resolve));
          setAsking(null);
          answered.current = true;
          if (chosen) {
            massWarehouse.current = chosen;
            setWarehouse(chosen);
          }
        }
        const warehouseId = massWarehouse.current ? Number(massWarehouse.current) : null;
        const body = { ids: ids.map(Number), warehouse_id: warehouseId ?? undefined };
        const answer =
          action === 'mass-fulfilment'
            ? await client.massFulfil({ body, signal: options?.signal })
            : action === 'mass-shipment'
              ? await client.massShip({ body, signal: options?.signal })
              : await client.orders.bulk<MassResult>(action, ids, options);
        if (answer && Array.isArray(answer.warnings)) massAnswers.current.push(answer);
        return answer as TResult;
      },
    }),
    [client],
  );
  const rawFilter = params.get('filter');
  const filter = useMemo(
    () => cleanSearchFilter(conditionsToFilter(parseConditions(rawFilter), ORDERS_FILTER_FIELDS)),
    [rawFilter],
  );

  return (
    <section aria-label="Orders list">
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginBottom: 8 }}>
        <ViewSwitch view={view} onChange={changeView} />
        {canFulfil && warehouses.length > 0 ? (
          <div style={{ minWidth: 220 }}>
            <Select
              aria-label="Warehouse for Fulfil all and Ship all"
              placeholder="Warehouse for Fulfil all and Ship all"
              value={warehouse}
              onValueChange={setWarehouse}
              options={warehouses.map((w) => ({ value: String(w.id), label: w.title }))}
            />
          </div>
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
      </div>
      {warnings.length > 0 ? (
        <div role="alert" aria-label="Skipped orders" style={{ marginBottom: 8 }}>
          <p>Some orders were skipped:</p>
          <ul>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
          <Button variant="ghost" onClick={() => setWarnings([])}>
            Dismiss
          </Button>
        </div>
      ) : null}
      <GridPanel<Order>
        key={view}
        mode={view === 'scroll' ? 'infinite' : 'pages'}
        resource={resource}
        label="Orders"
        columns={columns}
        getRowLabel={(order) => `Order ${order.number}`}
        filterFields={ORDERS_FILTER_FIELDS}
        pageSizes={view === 'scroll' ? SCROLL_SIZES : ORDERS_PAGE_SIZES}
        defaultPageSize={view === 'scroll' ? ORDERS_SCROLL_FETCH : ORDERS_PAGE_SIZE}
        defaultSort={ORDERS_DEFAULT_SORT}
        bulkActions={[
          ...(canFulfil ? ORDERS_BULK_ACTIONS : []),
          ...(canExport ? [EXPORT_SELECTED_ACTION] : []),
        ]}
        onBulkDone={(action, ids) => {
          if (action === EXPORT_SELECTED_ACTION.action) {
            setExportIds(ids.map(Number));
            setDialog('export');
            return;
          }
          const answers = massAnswers.current;
          massAnswers.current = [];
          answered.current = false;
          if (answers.length === 0 || answers.some((a) => a.processed > 0))
            toast.success(
              action === 'mass-fulfilment' ? ORDERS_MESSAGES.allFulfilled : ORDERS_MESSAGES.allShipped,
            );
          setWarnings(answers.flatMap((a) => a.warnings));
          void invalidate();
        }}
      />
      {orderId !== null ? (
        <OrderPanel
          id={orderId}
          onClose={() => void navigate({ pathname: '/admin/orders', search: location.search })}
        />
      ) : null}
      <Suspense fallback={null}>
        {dialog === 'export' ? (
          <ExportDialog
            open
            onOpenChange={(open) => setDialog(open ? 'export' : null)}
            filter={filter}
            orderIds={exportIds ?? undefined}
          />
        ) : null}
        {asking ? <MassWarehouseDialog warehouses={warehouses} onAnswer={asking} /> : null}
        {dialog === 'csv' ? (
          <CsvFulfilmentDialog open onOpenChange={(open) => setDialog(open ? 'csv' : null)} />
        ) : null}
      </Suspense>
    </section>
  );
}
