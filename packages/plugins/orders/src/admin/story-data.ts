/**
 * Data for stories (and the bench page): orders in every state, carriers, warehouses and
 * mass-fulfilment templates, shaped as the API answers them (data only, no rules), and memory
 * servers of the orders contract that answer them. Titles and carriers follow the plugin's
 * demo seed. Tests use the real server instead (`../server/test-server.ts`).
 */
import { ApiError } from '@storeroom/core/client';
import { contractMemoryHttp } from '@storeroom/core/testing';
import {
  FULFILMENT_STATUS,
  ORDER_MARK_PAID_TYPE,
  ORDERS_MESSAGES,
  PAID_STATUS,
  fulfilmentStatusOf,
  ordersContract,
  paidStatusOf,
} from '../contract';
import type {
  Carrier,
  FulfilmentTemplate,
  Order,
  OrderAddress,
  OrderItem,
  OrderTimeline,
  OrderTimelineEvent,
  Warehouse,
} from '../contract';
import { SEED_CARRIERS } from '../server/seed-data';

const NAMES = ['Olivia Johnson', 'Liam Garcia', 'Emma Nguyen', 'Noah Patel', 'Ava Smith', 'Elijah Brown'];
const PRODUCTS = [
  { title: 'Linen shirt', variant: 'Blue / M', price: 4950, track: true },
  { title: 'Canvas tote', variant: '', price: 1800, track: false },
  { title: 'Wool scarf', variant: 'Grey', price: 3225, track: true },
  { title: 'Gift card', variant: '$50', price: 5000, track: false },
];

/** The demo seed's carriers, numbered. */
export const SAMPLE_CARRIERS: Carrier[] = SEED_CARRIERS.map((title, i) => ({
  id: i + 1,
  title,
  is_deleted: false,
}));
export const SAMPLE_WAREHOUSES: Warehouse[] = [
  { id: 1, title: 'Main warehouse' },
  { id: 2, title: 'East depot' },
];

function address(name: string, i: number): OrderAddress {
  return {
    full_name: name,
    company: i === 0 ? 'Johnson & Co.' : '',
    street: `${12 + i} Main Street`,
    suite: i % 3 === 0 ? 'Suite 4' : '',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
    phone: '+1.5125550147',
  };
}

/** The statuses an order in this state carries (the contract's rules, spec 2 §4). */
function withStatuses(order: Order): Order {
  const items = order.items ?? [];
  const ordered = items.reduce((n, i) => n + i.quantity, 0);
  const sent = items.reduce((n, i) => n + i.status.fulfilled + i.status.shipped, 0);
  const shipped = items.reduce((n, i) => n + i.status.shipped, 0);
  return { ...order, status: fulfilmentStatusOf({ ordered, sent, shipped }), paid: paidStatusOf(order) };
}

/**
 * One order in a given state: `fresh` (paid, nothing sent), `partial` (one unit sent to
 * fulfilment), `shipped` (everything shipped with a tracking number), `refunded` (shipped,
 * refunded in full, one unit restocked), `unpaid`.
 */
export function sampleOrder(
  id: number,
  state: 'fresh' | 'partial' | 'shipped' | 'refunded' | 'unpaid' = 'fresh',
  overrides: Partial<Order> = {},
): Order {
  const i = id - 1;
  const name = `${NAMES[i % NAMES.length]!}${i >= NAMES.length ? ` ${i}` : ''}`;
  const lines = i % 3 === 0 ? [0, 1] : i % 3 === 1 ? [2] : [0, 2, 3];
  const items: OrderItem[] = lines.map((p, n) => {
    const product = PRODUCTS[p]!;
    const quantity = n === 0 ? 2 : 1;
    return {
      id: id * 10 + n,
      product_id: 100 + p,
      variant_id: product.variant ? 200 + p : null,
      title: product.title,
      variant: product.variant,
      sku: `SKU-${100 + p}`,
      price: product.price,
      quantity,
      image: p === 3 ? null : `/files/products/${100 + p}.png`,
      track_inventory: product.track,
      is_giftcard: p === 3,
      status: { not_fulfilled: quantity, fulfilled: 0, shipped: 0, restocked: 0 },
    };
  });
  // Integer minor units (cents), as the API answers.
  const subtotal = items.reduce((n, it) => n + it.price * it.quantity, 0);
  const tax = Math.round((subtotal * 8) / 100);
  const order: Order = {
    id,
    display_number: 1000 + id,
    number: `#${1000 + id}`,
    status: FULFILMENT_STATUS.notFulfilled,
    paid: state === 'unpaid' ? PAID_STATUS.notPaid : PAID_STATUS.paid,
    order_date: new Date(Date.UTC(2026, 10, 1, 9) + i * 3_600_000 * 7).toISOString(),
    customer_id: 500 + (i % NAMES.length),
    email: `${name.toLowerCase().replace(/ /g, '.')}@example.com`,
    full_name: name,
    phone: '+1.5125550147',
    notes: i === 0 ? 'Leave the parcel at the back door.' : '',
    currency: 'USD',
    payment_type: 'card',
    subtotal,
    shipping_price: 500,
    tax,
    total: subtotal + 500 + tax,
    refunded: 0,
    items_count: items.reduce((n, it) => n + it.quantity, 0),
    shipping_address: address(name, i),
    billing_address: address(name, i),
    items,
    fulfilments: [],
    shipments: [],
    restocks: [],
    refunds: [],
    customer: { id: 500 + (i % NAMES.length), email: '', full_name: name, phone: '+1.5125550147' },
  };
  order.customer!.email = order.email;
  const at = order.order_date;
  if (state === 'partial') {
    const first = items[0]!;
    first.status.not_fulfilled -= 1;
    first.status.fulfilled += 1;
    order.fulfilments!.push({
      id: id * 100,
      warehouse_id: 1,
      items: [{ item_id: first.id, quantity: 1 }],
      created_at: at,
    });
  }
  if (state === 'shipped' || state === 'refunded') {
    const all = items.map((it) => ({ item_id: it.id, quantity: it.quantity }));
    for (const it of items) {
      it.status.shipped = it.quantity;
      it.status.not_fulfilled = 0;
    }
    order.fulfilments!.push({ id: id * 100, warehouse_id: 1, items: all, created_at: at });
    order.shipments!.push({
      id: id * 100 + 1,
      fulfilment_id: id * 100,
      items: all,
      tracking_number: `1Z999AA1${String(id).padStart(8, '0')}`,
      shipping_carrier: 1,
      carrier_title: 'UPS',
      created_at: at,
    });
  }
  if (state === 'refunded') {
    // A restocked unit stays shipped (restocked is part of shipped, as the server answers it).
    const first = items[0]!;
    first.status.restocked += 1;
    order.restocks!.push({
      id: id * 100 + 2,
      shipment_id: id * 100 + 1,
      warehouse_id: 1,
      items: [{ item_id: first.id, quantity: 1 }],
      created_at: at,
    });
    order.refunded = order.total;
    order.refunds!.push({ id: id * 100 + 3, amount: order.total, notify: true, created_at: at });
  }
  return { ...withStatuses(order), ...overrides };
}

/** `count` orders in every state (ids 1..count; a later id is a newer order). */
export function sampleOrders(count: number): Order[] {
  const states = ['fresh', 'partial', 'shipped', 'refunded', 'unpaid', 'fresh'] as const;
  return Array.from({ length: count }, (_, i) => sampleOrder(i + 1, states[i % states.length]));
}

/**
 * The timeline the server would answer for a story order (`GET /orders/{id}/timeline`):
 * placed, paid (at checkout; or, with the free payment type, marked paid by the owner half an
 * hour later), then its fulfilments, shipments, restocks and refunds, and a note by the owner
 * when it has notes.
 */
export function sampleTimeline(order: Order): OrderTimeline {
  const titleOf = (itemId: number) => order.items?.find((i) => i.id === itemId)?.title ?? `#${itemId}`;
  const lines = (items: readonly { item_id: number; quantity: number }[]) =>
    items.map((l) => ({ title: titleOf(l.item_id), quantity: l.quantity }));
  const warehouse = (id: number | null) => SAMPLE_WAREHOUSES.find((w) => w.id === id)?.title ?? null;
  const later = (minutes: number) => new Date(Date.parse(order.order_date) + minutes * 60_000).toISOString();
  const markedPaid = order.paid !== PAID_STATUS.notPaid && order.payment_type === ORDER_MARK_PAID_TYPE;
  const events: OrderTimelineEvent[] = [
    markedPaid
      ? { kind: 'placed', at: order.order_date }
      : { kind: 'placed', at: order.order_date, payment_type: order.payment_type },
    ...(order.paid === PAID_STATUS.notPaid
      ? []
      : markedPaid
        ? [{ kind: 'paid' as const, at: later(30), payment_type: order.payment_type, author: 'Dana Owner' }]
        : [{ kind: 'paid' as const, at: order.order_date, payment_type: order.payment_type }]),
    ...(order.notes
      ? [{ kind: 'note' as const, at: later(5), notes: order.notes, author: 'Dana Owner' }]
      : []),
    ...(order.fulfilments ?? []).map((f) => ({
      kind: 'fulfilled' as const,
      at: later(60),
      items: lines(f.items),
      warehouse: warehouse(f.warehouse_id),
    })),
    ...(order.shipments ?? []).map((sh) => ({
      kind: 'shipped' as const,
      at: later(120),
      items: lines(sh.items),
      carrier: sh.carrier_title,
      tracking_number: sh.tracking_number,
    })),
    ...(order.restocks ?? []).map((r) => ({
      kind: 'restocked' as const,
      at: later(1440),
      items: lines(r.items),
      warehouse: warehouse(r.warehouse_id),
    })),
    ...(order.refunds ?? []).map((r) => ({ kind: 'refunded' as const, at: later(1440), amount: r.amount })),
  ];
  return {
    order_id: order.id,
    currency: order.currency,
    customer: { id: order.customer_id, full_name: order.full_name, email: order.email },
    events,
  };
}

/** Saved mass-fulfilment templates (spec 2 §7). */
export const SAMPLE_FULFILMENT_TEMPLATES: FulfilmentTemplate[] = [
  {
    id: 1,
    title: 'Warehouse file',
    order_column: 4,
    tracking_column: 2,
    carrier_column: 1,
    has_header: true,
  },
  {
    id: 2,
    title: 'Carrier portal',
    order_column: 1,
    tracking_column: 3,
    carrier_column: 2,
    has_header: false,
  },
];

export interface OrdersStoryData {
  orders?: Order[];
  carriers?: Carrier[];
  fulfilmentTemplates?: FulfilmentTemplate[];
  /** `GET /orders/warehouses`; empty (no inventory area) hides the warehouse select. */
  warehouses?: Warehouse[];
  /**
   * `POST /orders/{id}/fulfilments` answers the server's refusal of a store whose inventory
   * area has no warehouse ('Error. Warehouse can not be empty.' on `warehouse_id`).
   */
  fulfilWithoutWarehouse?: boolean;
  /**
   * `GET /orders/{id}/timeline`: 'loading' never answers, 'error' fails (500); absent, each
   * order's `sampleTimeline`.
   */
  timeline?: 'loading' | 'error';
  /** `GET /orders/export-templates`; absent: the CSV templates area is missing (404). */
  exportTemplates?: { id: number; title: string }[];
}

/**
 * A memory server of the orders contract: its resources from rows (bodies checked by the
 * contract's schemas), and canned answers of the read-only endpoints a screen opens with
 * (warehouses, print page, receipt). Actions are not answered (501): stories show states.
 */
export function ordersHttp(data: OrdersStoryData = {}) {
  const orders = data.orders ?? sampleOrders(12);
  const find = (key: string) =>
    orders.find((o) => String(o.id) === key) ?? orders.find((o) => String(o.display_number) === key);
  return contractMemoryHttp(
    ordersContract,
    {
      orders,
      carriers: data.carriers ?? SAMPLE_CARRIERS,
      fulfilmentTemplates: data.fulfilmentTemplates ?? [],
    },
    {
      endpoints: {
        warehouses: () => data.warehouses ?? SAMPLE_WAREHOUSES,
        activeCarriers: () =>
          (data.carriers ?? SAMPLE_CARRIERS)
            .filter((c) => !c.is_deleted)
            .sort((a, b) => a.title.localeCompare(b.title)),
        exportTemplates: () => {
          if (!data.exportTemplates) throw new ApiError(404, ORDERS_MESSAGES.templatesUnavailable);
          return data.exportTemplates;
        },
        ...(data.fulfilWithoutWarehouse
          ? {
              fulfil: () => {
                throw new ApiError(422, ORDERS_MESSAGES.warehouseRequired, {
                  warehouse_id: [ORDERS_MESSAGES.warehouseRequired],
                });
              },
            }
          : {}),
        timeline: ({ params }) => {
          if (data.timeline === 'loading') return new Promise<never>(() => undefined);
          if (data.timeline === 'error') throw new ApiError(500, 'The server is not answering.');
          const order = find(params.id ?? '');
          if (!order) throw new ApiError(404, ORDERS_MESSAGES.orderNotFound);
          return sampleTimeline(order);
        },
        printPage: ({ params }) => {
          const order = find(params.id ?? '');
          if (!order) throw new ApiError(404, ORDERS_MESSAGES.orderNotFound);
          return {
            store: { title: 'Demo Store', currency: 'USD', timezone: 'UTC' },
            order: { ...order, items: order.items ?? [], shipments: order.shipments ?? [] },
          };
        },
      },
    },
  );
}
