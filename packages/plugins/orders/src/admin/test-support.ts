/**
 * An in-memory Orders API for component tests and stories: core's memory client for the
 * resource calls (list, search, get, saved views) plus the order state machine of spec 2 §4
 * (fulfil, ship, un-mark, refund with restock), customer and address edits, mass actions,
 * CSV upload and export. It keeps the server's rules that a screen can observe (quantities
 * never below zero or above what is left, refunds never above what is left, carrier required
 * with a tracking number) so a test of a modal fails when the modal sends nonsense.
 */
import { createMemoryHttpClient } from '@storeroom/core';
import type { MemoryHttpClient } from '@storeroom/core';
import { ApiError, createResourceClient } from '@storeroom/core/client';
import type { FieldErrors } from '@storeroom/core/client';
import { CARRIERS_PATH, FULFILMENT_TEMPLATES_PATH, ORDERS_PATH } from '../client';
import type { OrdersClient } from '../client';
import {
  FULFILMENT_STATUS,
  ORDERS_MESSAGES,
  PAID_STATUS,
  defaultRefund,
  formatMessage,
  fulfilmentStatusOf,
  paidStatusOf,
  roundMoney,
} from '../schema';
import type {
  FulfilmentTemplate,
  FulfilmentTemplateInput,
  Carrier,
  CustomerChangeResult,
  ItemQuantity,
  MassResult,
  Order,
  OrderAddress,
  OrderItem,
  OrderUpdate,
  Warehouse,
} from '../schema';

const NAMES = ['Olivia Johnson', 'Liam Garcia', 'Emma Nguyen', 'Noah Patel', 'Ava Smith', 'Elijah Brown'];
const PRODUCTS = [
  { title: 'Linen shirt', variant: 'Blue / M', price: 49.5, track: true },
  { title: 'Canvas tote', variant: '', price: 18, track: false },
  { title: 'Wool scarf', variant: 'Grey', price: 32.25, track: true },
  { title: 'Gift card', variant: '$50', price: 50, track: false },
];

export const SAMPLE_CARRIERS: Carrier[] = [
  { id: 1, title: 'UPS', is_deleted: false },
  { id: 2, title: 'USPS', is_deleted: false },
  { id: 3, title: 'FedEx', is_deleted: false },
];
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

function recompute(order: Order): void {
  const items = order.items ?? [];
  const ordered = items.reduce((n, i) => n + i.quantity, 0);
  const sent = items.reduce((n, i) => n + i.status.fulfilled + i.status.shipped + i.status.restocked, 0);
  const shipped = items.reduce((n, i) => n + i.status.shipped + i.status.restocked, 0);
  order.status = fulfilmentStatusOf({ ordered, sent, shipped });
  order.paid = paidStatusOf(order);
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
  const subtotal = roundMoney(items.reduce((n, it) => n + it.price * it.quantity, 0));
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
    shipping_price: 5,
    tax: roundMoney(subtotal * 0.08),
    total: roundMoney(subtotal + 5 + subtotal * 0.08),
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
    const first = items[0]!;
    first.status.shipped -= 1;
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
  recompute(order);
  return { ...order, ...overrides };
}

/** `count` orders in every state (ids 1..count; a later id is a newer order). */
export function sampleOrders(count: number): Order[] {
  const states = ['fresh', 'partial', 'shipped', 'refunded', 'unpaid', 'fresh'] as const;
  return Array.from({ length: count }, (_, i) => sampleOrder(i + 1, states[i % states.length]));
}

export interface FakeOrdersOptions {
  orders?: Order[];
  carriers?: Carrier[];
  /** Saved mass-fulfilment templates (spec 2 §7). */
  fulfilmentTemplates?: FulfilmentTemplate[];
  /** Warehouses of `GET /orders/warehouses`; empty hides the warehouse select. */
  warehouses?: Warehouse[];
  /** Customers that already exist, by email (customer-email change, spec 2 §4). */
  customers?: { id: number; email: string; full_name: string }[];
  /** Answer delay in ms (loading states in stories). */
  latency?: number;
}

/** The fake client, with its memory transport (rows and request log) for assertions. */
export type FakeOrdersClient = OrdersClient & {
  http: MemoryHttpClient;
  /** Every domain call made, as `name id` (e.g. `refund 3`). */
  calls: string[];
  /** The live order row. */
  order(id: number): Order;
};

function invalid(errors: FieldErrors): never {
  throw new ApiError(422, Object.values(errors).flat()[0] ?? 'Validation failed', errors, { errors });
}

/** An in-memory {@link OrdersClient} (see the module comment). */
export function createFakeOrdersClient(options: FakeOrdersOptions = {}): FakeOrdersClient {
  const http = createMemoryHttpClient({
    resources: {
      [ORDERS_PATH]: (options.orders ?? sampleOrders(12)) as never,
      [CARRIERS_PATH]: (options.carriers ?? SAMPLE_CARRIERS) as never,
      [FULFILMENT_TEMPLATES_PATH]: (options.fulfilmentTemplates ?? []) as never,
    },
    latency: options.latency,
  });
  const base = createResourceClient<Order, never, OrderUpdate>(http, ORDERS_PATH);
  const carriers = createResourceClient<Carrier, { title: string }, { title?: string }>(http, CARRIERS_PATH);
  const warehouses = options.warehouses ?? SAMPLE_WAREHOUSES;
  const customers = [...(options.customers ?? [])];
  const calls: string[] = [];
  let nextId = 10_000;

  const row = (id: number | string): Order => {
    const found = (http.rows(ORDERS_PATH) as unknown as Order[]).find((o) => String(o.id) === String(id));
    if (!found) throw new ApiError(404, ORDERS_MESSAGES.orderNotFound);
    return found;
  };
  const wait = () =>
    options.latency ? new Promise((r) => setTimeout(r, options.latency)) : Promise.resolve();
  const answer = async <T>(name: string, id: number | string, run: () => T): Promise<T> => {
    calls.push(`${name} ${id}`);
    await wait();
    return structuredClone(run());
  };
  const itemOf = (order: Order, itemId: number) => {
    const item = order.items?.find((it) => it.id === itemId);
    if (!item) invalid({ items: [ORDERS_MESSAGES.itemNotFound] });
    return item;
  };
  const checkQuantities = (
    order: Order,
    items: readonly ItemQuantity[],
    left: (item: OrderItem) => number,
  ) => {
    if (items.length === 0) invalid({ items: [ORDERS_MESSAGES.quantityEmpty] });
    for (const { item_id, quantity } of items) {
      const item = itemOf(order, item_id);
      if (!Number.isInteger(quantity) || quantity < 1) invalid({ items: [ORDERS_MESSAGES.quantityEmpty] });
      if (quantity > left(item))
        invalid({ items: [formatMessage(ORDERS_MESSAGES.quantityTooLarge, { max: left(item) })] });
    }
  };
  const fulfilAll = (order: Order, warehouseId: number | null) => {
    const items = (order.items ?? [])
      .filter((it) => it.status.not_fulfilled > 0)
      .map((it) => ({ item_id: it.id, quantity: it.status.not_fulfilled }));
    if (items.length === 0) return false;
    for (const q of items) {
      const it = itemOf(order, q.item_id);
      it.status.not_fulfilled -= q.quantity;
      it.status.fulfilled += q.quantity;
    }
    order.fulfilments!.push({
      id: nextId++,
      warehouse_id: warehouseId,
      items,
      created_at: new Date().toISOString(),
    });
    recompute(order);
    return true;
  };

  const client: FakeOrdersClient = {
    ...base,
    // Bulk mass actions answer like the server (MassResult); other actions go to memory.
    bulk: <TResult>(action: string, ids: readonly (number | string)[]) =>
      (action === 'mass-fulfilment'
        ? client.massFulfil(ids.map(Number))
        : action === 'mass-shipment'
          ? client.massShip(ids.map(Number))
          : base.bulk(action, ids)) as Promise<TResult>,
    http,
    calls,
    order: (id) => row(id),
    detail: (id, o) => base.get(id, o),
    patch: (id, body) => answer('patch', id, () => Object.assign(row(id), body)),
    fulfil: (id, body) =>
      answer('fulfil', id, () => {
        const order = row(id);
        checkQuantities(order, body.items, (it) => it.status.not_fulfilled);
        const tracked = body.items.some((q) => itemOf(order, q.item_id).track_inventory);
        if (tracked && warehouses.length > 0 && !body.warehouse_id)
          invalid({ warehouse_id: [ORDERS_MESSAGES.warehouseRequired] });
        for (const q of body.items) {
          const it = itemOf(order, q.item_id);
          it.status.not_fulfilled -= q.quantity;
          it.status.fulfilled += q.quantity;
        }
        order.fulfilments!.push({
          id: nextId++,
          warehouse_id: body.warehouse_id ?? null,
          items: body.items.map((q) => ({ ...q })),
          created_at: new Date().toISOString(),
        });
        recompute(order);
        return order;
      }),
    unfulfil: (id, fid) =>
      answer('unfulfil', id, () => {
        const order = row(id);
        const f = order.fulfilments?.find((x) => x.id === fid);
        if (!f) invalid({ fulfilment: [ORDERS_MESSAGES.fulfilmentNotFound] });
        if (order.shipments?.some((s) => s.fulfilment_id === fid))
          invalid({ fulfilment: [ORDERS_MESSAGES.fulfilmentShipped] });
        for (const q of f.items) {
          const it = itemOf(order, q.item_id);
          it.status.fulfilled -= q.quantity;
          it.status.not_fulfilled += q.quantity;
        }
        order.fulfilments = order.fulfilments!.filter((x) => x.id !== fid);
        recompute(order);
        return order;
      }),
    ship: (id, body) =>
      answer('ship', id, () => {
        const order = row(id);
        checkQuantities(order, body.items, (it) => it.status.fulfilled);
        if (body.tracking_number && !body.shipping_carrier)
          invalid({ shipping_carrier: [ORDERS_MESSAGES.carrierRequired] });
        for (const q of body.items) {
          const it = itemOf(order, q.item_id);
          it.status.fulfilled -= q.quantity;
          it.status.shipped += q.quantity;
        }
        const carrier = (http.rows(CARRIERS_PATH) as unknown as Carrier[]).find(
          (c) => c.id === body.shipping_carrier,
        );
        order.shipments!.push({
          id: nextId++,
          fulfilment_id: body.fulfilment_id ?? null,
          items: body.items.map((q) => ({ ...q })),
          tracking_number: body.tracking_number ?? '',
          shipping_carrier: body.shipping_carrier ?? null,
          carrier_title: carrier?.title ?? '',
          created_at: new Date().toISOString(),
        });
        recompute(order);
        return order;
      }),
    updateTracking: (id, sid, body) =>
      answer('updateTracking', id, () => {
        const order = row(id);
        const s = order.shipments?.find((x) => x.id === sid);
        if (!s) invalid({ shipment: [ORDERS_MESSAGES.shipmentNotFound] });
        if (body.tracking_number && !body.shipping_carrier)
          invalid({ shipping_carrier: [ORDERS_MESSAGES.carrierRequired] });
        const carrier = (http.rows(CARRIERS_PATH) as unknown as Carrier[]).find(
          (c) => c.id === body.shipping_carrier,
        );
        s.tracking_number = body.tracking_number ?? '';
        s.shipping_carrier = body.shipping_carrier ?? null;
        s.carrier_title = carrier?.title ?? '';
        return order;
      }),
    unship: (id, sid) =>
      answer('unship', id, () => {
        const order = row(id);
        const s = order.shipments?.find((x) => x.id === sid);
        if (!s) invalid({ shipment: [ORDERS_MESSAGES.shipmentNotFound] });
        if (order.restocks?.some((r) => r.shipment_id === sid))
          invalid({ shipment: [ORDERS_MESSAGES.shipmentRestocked] });
        for (const q of s.items) {
          const it = itemOf(order, q.item_id);
          it.status.shipped -= q.quantity;
          it.status.fulfilled += q.quantity;
        }
        order.shipments = order.shipments!.filter((x) => x.id !== sid);
        recompute(order);
        return order;
      }),
    refund: (id, body) =>
      answer('refund', id, () => {
        const order = row(id);
        if (typeof body.refund !== 'number' || Number.isNaN(body.refund))
          invalid({ refund: [ORDERS_MESSAGES.refundRequired] });
        if (body.refund <= 0) invalid({ refund: [ORDERS_MESSAGES.refundPositive] });
        const max = defaultRefund(order);
        if (roundMoney(body.refund) > max)
          invalid({ refund: [formatMessage(ORDERS_MESSAGES.refundTooLarge, { max })] });
        for (const restock of body.shipments ?? []) {
          if (restock.items.length === 0) continue;
          for (const q of restock.items) {
            const it = itemOf(order, q.item_id);
            if (q.quantity > it.status.shipped)
              invalid({
                shipments: [formatMessage(ORDERS_MESSAGES.restockTooLarge, { max: it.status.shipped })],
              });
            it.status.shipped -= q.quantity;
            it.status.restocked += q.quantity;
          }
          order.restocks!.push({
            id: nextId++,
            shipment_id: restock.shipment_id,
            warehouse_id: 1,
            items: restock.items.map((q) => ({ ...q })),
            created_at: new Date().toISOString(),
          });
        }
        order.refunded = roundMoney(order.refunded + body.refund);
        order.refunds!.push({
          id: nextId++,
          amount: body.refund,
          notify: !!body.notify,
          created_at: new Date().toISOString(),
        });
        recompute(order);
        return order;
      }),
    receipt: (id) =>
      answer('receipt', id, () => {
        const order = row(id);
        return {
          to: order.email,
          subject: `Order ${order.number} confirmed`,
          body: `Thank you for your order ${order.number}.`,
        };
      }),
    resendReceipt: (id) => answer('resendReceipt', id, () => ({ message: ORDERS_MESSAGES.receiptResent })),
    changeCustomer: (id, body) =>
      answer('changeCustomer', id, (): CustomerChangeResult => {
        const order = row(id);
        const email = String(body.email).replace(/\s+/g, '').toLowerCase();
        if (!email) invalid({ email: [ORDERS_MESSAGES.emailRequired] });
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) invalid({ email: [ORDERS_MESSAGES.emailInvalid] });
        const existing = customers.find((c) => c.email === email);
        if (!existing && email !== order.email && order.customer_id !== null && !body.choice)
          return {
            needs_choice: true,
            choices: ['replace', 'create'],
            message: ORDERS_MESSAGES.customerChoice,
          };
        if (existing) {
          order.customer_id = existing.id;
          order.full_name = existing.full_name;
        } else if (body.choice === 'create') {
          order.customer_id = nextId++;
          customers.push({ id: order.customer_id, email, full_name: body.full_name ?? order.full_name });
        }
        order.email = email;
        if (body.full_name !== undefined) order.full_name = body.full_name;
        if (body.phone !== undefined) order.phone = body.phone;
        order.customer = {
          id: order.customer_id ?? 0,
          email,
          full_name: order.full_name,
          phone: order.phone,
        };
        return { needs_choice: false, order, message: ORDERS_MESSAGES.customerUpdated };
      }),
    updateAddress: (id, body) =>
      answer('updateAddress', id, () => {
        const order = row(id);
        if (body.shipping_address)
          order.shipping_address = { ...order.shipping_address, ...body.shipping_address };
        if (body.billing_address)
          order.billing_address = { ...order.billing_address, ...body.billing_address };
        return order;
      }),
    page: (idOrNumber) =>
      answer('page', idOrNumber, () => {
        const all = http.rows(ORDERS_PATH) as unknown as Order[];
        const order =
          all.find((o) => String(o.id) === String(idOrNumber)) ??
          all.find((o) => String(o.display_number) === String(idOrNumber));
        if (!order) throw new ApiError(404, ORDERS_MESSAGES.orderNotFound);
        return {
          store: { title: 'Demo store', currency: 'USD', timezone: 'UTC' },
          order: order as Order & Required<Pick<Order, 'items' | 'shipments'>>,
        };
      }),
    massFulfil: (ids, warehouseId) =>
      answer('massFulfil', ids.join(','), (): MassResult => {
        const warnings: string[] = [];
        let processed = 0;
        for (const id of ids) {
          const order = row(id);
          if (fulfilAll(order, warehouseId ?? null)) processed += 1;
          else
            warnings.push(
              formatMessage(ORDERS_MESSAGES.massFailed, {
                number: order.display_number,
                message: ORDERS_MESSAGES.nothingToFulfil,
              }),
            );
        }
        return { processed, warnings, message: ORDERS_MESSAGES.allFulfilled };
      }),
    massShip: (ids, o) =>
      answer('massShip', ids.join(','), (): MassResult => {
        const warnings: string[] = [];
        let processed = 0;
        for (const id of ids) {
          const order = row(id);
          fulfilAll(order, o?.warehouseId ?? null);
          const items = (order.items ?? [])
            .filter((it) => it.status.fulfilled > 0)
            .map((it) => ({ item_id: it.id, quantity: it.status.fulfilled }));
          if (items.length === 0) {
            warnings.push(
              formatMessage(ORDERS_MESSAGES.massFailed, {
                number: order.display_number,
                message: ORDERS_MESSAGES.nothingToShip,
              }),
            );
            continue;
          }
          for (const q of items) {
            const it = itemOf(order, q.item_id);
            it.status.fulfilled -= q.quantity;
            it.status.shipped += q.quantity;
          }
          order.shipments!.push({
            id: nextId++,
            fulfilment_id: null,
            items,
            tracking_number: '',
            shipping_carrier: null,
            carrier_title: '',
            created_at: new Date().toISOString(),
          });
          recompute(order);
          processed += 1;
        }
        return { processed, warnings, message: ORDERS_MESSAGES.allShipped };
      }),
    updateDisplayNumbers: (start) =>
      answer('updateDisplayNumbers', start, () => {
        const all = http.rows(ORDERS_PATH) as unknown as Order[];
        [...all]
          .sort((a, b) => a.order_date.localeCompare(b.order_date) || a.id - b.id)
          .forEach((order, i) => {
            order.display_number = start + i;
          });
        return {
          count: all.length,
          first: all.length > 0 ? start : null,
          last: all.length > 0 ? start + all.length - 1 : null,
          message: ORDERS_MESSAGES.displayNumbersUpdated,
        };
      }),
    uploadCsv: async (file, o) => {
      calls.push(o?.templateId === undefined ? 'uploadCsv csv' : `uploadCsv template ${o.templateId}`);
      await wait();
      // The server parses and applies the lines; the fake reports line 3 as unknown when present.
      const text = await file.text();
      const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
      const warnings =
        lines.length > 2 ? [formatMessage(ORDERS_MESSAGES.csvOrderNotFound, { line: 3, order: '9999' })] : [];
      return {
        processed: Math.max(0, lines.length - 1 - warnings.length),
        warnings,
        message: ORDERS_MESSAGES.shipped,
      };
    },
    exportCsv: (body) =>
      answer('exportCsv', body.template_id, () => {
        const count = body.order_ids?.length ?? (http.rows(ORDERS_PATH) as unknown[]).length;
        return count > 200
          ? { count, filename: 'orders_export.csv', emailed: true, message: ORDERS_MESSAGES.reportEmailed }
          : { count, filename: 'orders_export.csv', emailed: false, csv: 'Order,Total\n#1001,10.00\n' };
      }),
    warehouses: () => answer('warehouses', '', () => warehouses),
    fulfilmentTemplates: createResourceClient<
      FulfilmentTemplate,
      FulfilmentTemplateInput,
      Partial<FulfilmentTemplateInput>
    >(http, FULFILMENT_TEMPLATES_PATH),
    carriers: {
      ...carriers,
      active: () =>
        answer('carriers', '', () =>
          (http.rows(CARRIERS_PATH) as unknown as Carrier[]).filter((c) => !c.is_deleted),
        ),
    },
  } as FakeOrdersClient;
  return client;
}
