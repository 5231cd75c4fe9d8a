/**
 * The Orders plugin's server part (spec 2 §7 Orders, carriers; spec 3 §7 order actions):
 * the `/orders` resource (list, search, get, notes, saved views; expand items, fulfilments,
 * shipments, restocks, refunds, customer), `/carriers`, the domain actions (each one
 * transaction under the order's row lock, checked against the `orders` subject with the
 * action its option grants: fulfil/ship ← allow_fulfilments, refund ← allow_refunds,
 * update ← allow_edit, export ← allow_export), ORDER_STATISTICS, ORDERS_CHANGED,
 * CUSTOMER_REFERENCES, and the demo and scale seeds.
 */
import type { z } from 'zod';
import {
  action,
  defineServerPlugin,
  HttpError,
  invalidField,
  parseId,
  parseOr422,
  provide,
  resource,
  subscribe,
} from '@storeroom/server';
import { CUSTOMER_REFERENCES } from '@storeroom/plugin-customers/contract';
import { INVENTORY_STOCK } from '@storeroom/plugin-inventory/contract';
import { ORDER_STATISTICS } from '../contract';
import type { ActionContext } from '@storeroom/server';
import {
  CARRIERS_PAGE_SIZE,
  carrierInputSchema,
  customerBodySchema,
  displayNumbersBodySchema,
  exportBodySchema,
  fulfilmentTemplateSchema,
  fulfilBodySchema,
  massBodySchema,
  ORDER_EXPANDS,
  ORDERS_DEFAULT_SORT,
  ORDERS_MESSAGES,
  ORDERS_PAGE_SIZE,
  ORDERS_SUBJECT,
  orderUpdateSchema,
  addressBodySchema,
  refundBodySchema,
  shipBodySchema,
  templateColumnsDiffer,
  trackingBodySchema,
  unfulfilBodySchema,
  unshipBodySchema,
} from '../schema';
import type { FulfilmentTemplate, Order } from '../schema';
import { ORDERS_ACTIONS } from '../access';
import { fulfil, refund, ship, unfulfil, unship, updateTracking } from './actions';
import { csvMassFulfilment, exportOrders, massFulfil, massShip } from './bulk';
import { updateDisplayNumbers } from './display-numbers';
import { assertEmail, changeCustomer, orderCountOf, printPage, updateAddress } from './customer';
import { queryFilter } from './filters';
import { orderMail, sendOrderMail } from './mail';
import { lockOrder, ORDER_LOADERS, orderDetail, toOrder } from './orders';
import { seedOrders } from './seed';
import { orderStatistics } from './statistics';
import {
  carriersTable,
  fulfilmentsTable,
  fulfilmentTemplatesTable,
  orderItemsTable,
  ordersTable,
  ORDERS_MIGRATIONS,
  refundsTable,
  restocksTable,
  shipmentsTable,
} from './tables';

export {
  carriersTable,
  fulfilmentsTable,
  fulfilmentTemplatesTable,
  orderItemsTable,
  ordersTable,
  refundsTable,
  restocksTable,
  shipmentsTable,
} from './tables';
export { orderStatistics } from './statistics';
export { statusOfItems } from './orders';

const EXPAND_LOADERS = Object.fromEntries(
  ORDER_EXPANDS.map((name) => [
    name,
    (items: Order[], _rows: unknown, ctx: ActionContext) => ORDER_LOADERS[name](items, ctx),
  ]),
);

export const ordersResource = resource({
  name: 'orders',
  table: ordersTable,
  // Orders are placed by the storefront, never created or deleted here (spec 2 §7).
  schema: orderUpdateSchema,
  updateSchema: orderUpdateSchema,
  subject: ORDERS_SUBJECT,
  defaultSort: ORDERS_DEFAULT_SORT,
  pageSize: ORDERS_PAGE_SIZE,
  operations: { create: false, delete: false },
  filters: { query: (value) => queryFilter(value) },
  toItem: (row, ctx): Order => toOrder(row, ctx),
  expand: EXPAND_LOADERS,
});

export const carriersResource = resource({
  name: 'carriers',
  table: carriersTable,
  schema: carrierInputSchema,
  // Carriers serve the orders' shipping modals: whoever reads orders reads carriers; editing
  // them needs full orders access.
  subject: ORDERS_SUBJECT,
  defaultSort: 'title',
  pageSize: CARRIERS_PAGE_SIZE,
});

function assertColumnsDiffer(
  template: Pick<FulfilmentTemplate, 'order_column' | 'tracking_column' | 'carrier_column'>,
) {
  if (!templateColumnsDiffer(template))
    throw invalidField('order_column', ORDERS_MESSAGES.templateColumnsDiffer);
}

/**
 * Mass-fulfilment templates (spec 2 §7 "mass-fulfilment templates GET, GET {id}, POST, PATCH,
 * DELETE"): saved CSV column mappings for `POST /orders/csv`. Whoever reads orders reads them;
 * saving, changing and deleting them needs what the CSV upload needs, `ship`: full access or a
 * limited rule with allow_fulfilments (spec 2 §6, spec 3 §6: that option runs CSV mass
 * fulfilment, so it keeps its own column mappings too). Mounted before `/orders` so
 * `GET /orders/{id}` never takes the path.
 */
export const fulfilmentTemplatesResource = resource({
  name: 'orders/mass-fulfilment-templates',
  table: fulfilmentTemplatesTable,
  schema: fulfilmentTemplateSchema,
  subject: ORDERS_SUBJECT,
  access: { create: ORDERS_ACTIONS.ship, update: ORDERS_ACTIONS.ship, delete: ORDERS_ACTIONS.ship },
  defaultSort: 'title',
  pageSize: CARRIERS_PAGE_SIZE,
  operations: { savedViews: false },
  beforeCreate(input) {
    assertColumnsDiffer(input);
    return input;
  },
  beforeUpdate(input, existing) {
    assertColumnsDiffer({ ...existing, ...input });
    return input;
  },
});

const orderId = (params: Record<string, string>) => parseId(params.id, ORDERS_MESSAGES.orderNotFound);

/** DELETE bodies are optional (`{ items }` moves back only some quantities). */
async function optionalBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const text = await request.text().catch(() => '');
  if (text.trim() === '') return parseOr422(schema, {});
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body.');
  }
  return parseOr422(schema, value);
}

const routes = [
  // Shipments keep naming their carrier: deleting one marks it deleted (spec 2 §3 Carrier
  // is_deleted), the list of active carriers leaves it out.
  action({
    method: 'DELETE',
    path: '/carriers/:id',
    subject: ORDERS_SUBJECT,
    action: 'delete',
    async handler(ctx, { params }) {
      const [row] = await ctx.scope(carriersTable).update(parseId(params.id), { is_deleted: true });
      if (!row) throw new HttpError(404, 'Not found');
      return undefined;
    },
  }),
  action({
    method: 'GET',
    path: '/orders/warehouses',
    subject: ORDERS_SUBJECT,
    async handler(ctx) {
      return (await ctx.use(INVENTORY_STOCK)?.warehouses()) ?? [];
    },
  }),
  action({
    method: 'POST',
    path: '/orders/mass-fulfilment',
    subject: ORDERS_SUBJECT,
    action: ORDERS_ACTIONS.fulfil,
    body: massBodySchema,
    handler: (ctx, { body }) => massFulfil(ctx, body.ids, body.warehouse_id ?? null),
  }),
  action({
    method: 'POST',
    path: '/orders/mass-shipment',
    subject: ORDERS_SUBJECT,
    action: ORDERS_ACTIONS.ship,
    body: massBodySchema,
    handler: (ctx, { body }) => massShip(ctx, body.ids, body.warehouse_id ?? null),
  }),
  // spec 2 §7: renumbering touches every order of the store, so no limited option grants it
  // (the `renumber` action is open to the owner and full access only).
  action({
    method: 'POST',
    path: '/orders/update-display-numbers',
    subject: ORDERS_SUBJECT,
    action: ORDERS_ACTIONS.renumber,
    body: displayNumbersBodySchema,
    handler: (ctx, { body }) => updateDisplayNumbers(ctx, body.start),
  }),
  action({
    method: 'POST',
    path: '/orders/exportcsv',
    subject: ORDERS_SUBJECT,
    action: ORDERS_ACTIONS.export,
    body: exportBodySchema,
    handler: (ctx, { body }) => exportOrders(ctx, body),
  }),
  action({
    method: 'POST',
    path: '/orders/:id/fulfilments',
    subject: ORDERS_SUBJECT,
    action: ORDERS_ACTIONS.fulfil,
    body: fulfilBodySchema,
    async handler(ctx, { params, body }) {
      const id = orderId(params);
      await fulfil(ctx, id, body);
      return orderDetail(ctx, id);
    },
  }),
  action({
    method: 'DELETE',
    path: '/orders/:id/fulfilments/:fid',
    subject: ORDERS_SUBJECT,
    action: ORDERS_ACTIONS.fulfil,
    async handler(ctx, { params, request }) {
      const id = orderId(params);
      const body = await optionalBody(request, unfulfilBodySchema);
      await unfulfil(ctx, id, parseId(params.fid, ORDERS_MESSAGES.fulfilmentNotFound), body.items);
      return orderDetail(ctx, id);
    },
  }),
  action({
    method: 'POST',
    path: '/orders/:id/shipments',
    subject: ORDERS_SUBJECT,
    action: ORDERS_ACTIONS.ship,
    body: shipBodySchema,
    async handler(ctx, { params, body }) {
      const id = orderId(params);
      await ship(ctx, id, body);
      if (body.notify) {
        const order = await lockOrder(ctx, id);
        await sendOrderMail(ctx, order, 'shipping', { tracking_number: body.tracking_number });
      }
      return orderDetail(ctx, id);
    },
  }),
  action({
    method: 'PATCH',
    path: '/orders/:id/shipments/:sid',
    subject: ORDERS_SUBJECT,
    action: ORDERS_ACTIONS.ship,
    body: trackingBodySchema,
    async handler(ctx, { params, body }) {
      const id = orderId(params);
      await updateTracking(ctx, id, parseId(params.sid, ORDERS_MESSAGES.shipmentNotFound), body);
      return orderDetail(ctx, id);
    },
  }),
  action({
    method: 'DELETE',
    path: '/orders/:id/shipments/:sid',
    subject: ORDERS_SUBJECT,
    action: ORDERS_ACTIONS.ship,
    async handler(ctx, { params, request }) {
      const id = orderId(params);
      const body = await optionalBody(request, unshipBodySchema);
      await unship(ctx, id, parseId(params.sid, ORDERS_MESSAGES.shipmentNotFound), body.items);
      return orderDetail(ctx, id);
    },
  }),
  action({
    method: 'POST',
    path: '/orders/:id/refund',
    subject: ORDERS_SUBJECT,
    action: ORDERS_ACTIONS.refund,
    body: refundBodySchema,
    async handler(ctx, { params, body }) {
      const id = orderId(params);
      await refund(ctx, id, body);
      return orderDetail(ctx, id);
    },
  }),
  action({
    method: 'PATCH',
    path: '/orders/:id/customer',
    subject: ORDERS_SUBJECT,
    action: ORDERS_ACTIONS.edit,
    body: customerBodySchema,
    handler: (ctx, { params, body }) => changeCustomer(ctx, orderId(params), body),
  }),
  action({
    method: 'PATCH',
    path: '/orders/:id/address',
    subject: ORDERS_SUBJECT,
    action: ORDERS_ACTIONS.edit,
    body: addressBodySchema,
    async handler(ctx, { params, body }) {
      const id = orderId(params);
      await updateAddress(ctx, id, body);
      return orderDetail(ctx, id);
    },
  }),
  action({
    method: 'GET',
    path: '/orders/:id/receipt',
    subject: ORDERS_SUBJECT,
    async handler(ctx, { params }) {
      const row = await ctx.scope(ordersTable).get(orderId(params));
      if (!row) throw new HttpError(404, ORDERS_MESSAGES.orderNotFound);
      return orderMail(ctx, row, 'receipt');
    },
  }),
  action({
    method: 'POST',
    path: '/orders/:id/receipt',
    subject: ORDERS_SUBJECT,
    action: ORDERS_ACTIONS.edit,
    async handler(ctx, { params }) {
      const row = await lockOrder(ctx, orderId(params));
      assertEmail(row.email);
      await sendOrderMail(ctx, row, 'receipt');
      return { message: ORDERS_MESSAGES.receiptResent };
    },
  }),
  action({
    method: 'GET',
    path: '/orders/:id/page',
    subject: ORDERS_SUBJECT,
    handler: (ctx, { params, query }) => printPage(ctx, params.id ?? '', query.by),
  }),
];

/** The mass-fulfilment template a CSV upload names (`template_id`), if any; 422 when unknown. */
async function csvTemplateOf(ctx: ActionContext, form: FormData): Promise<FulfilmentTemplate | undefined> {
  const raw = form.get('template_id');
  if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  const id = typeof raw === 'string' && /^[0-9]{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : 0;
  const row = id > 0 ? await ctx.scope(fulfilmentTemplatesTable).get(id) : undefined;
  if (!row) throw invalidField('template_id', ORDERS_MESSAGES.fulfilmentTemplateNotFound);
  const { store_id: _store, ...template } = row;
  return template;
}

/** `POST /orders/csv` (multipart): CSV mass fulfilment; marks shipped, so it needs `ship`. */
export const csvRoute = action({
  method: 'POST',
  path: '/orders/csv',
  subject: ORDERS_SUBJECT,
  action: ORDERS_ACTIONS.ship,
  multipart: { maxBytes: 11 * 1024 * 1024 },
  async handler(ctx, { request }) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new HttpError(422, { errors: { file: [ORDERS_MESSAGES.csvNotProvided] } });
    }
    const file = form.get('file');
    return csvMassFulfilment(ctx, file instanceof File ? file : null, await csvTemplateOf(ctx, form));
  },
});

export const ordersServerPlugin = defineServerPlugin({
  id: 'orders',
  // The demo people's orders rules (the core's demo seed knows no plugin's options).
  demoAccess: {
    employee: [{ subject: 'orders', rule: 1, options: ['allow_fulfilments'] }],
    outletManager: [{ subject: 'orders', rule: 2, options: [] }],
    privateApp: [{ subject: 'orders', rule: 1, options: ['allow_fulfilments'] }],
  },
  tables: {
    ordersTable,
    orderItemsTable,
    fulfilmentsTable,
    shipmentsTable,
    restocksTable,
    refundsTable,
    carriersTable,
    fulfilmentTemplatesTable,
  },
  migrations: ORDERS_MIGRATIONS,
  resources: [fulfilmentTemplatesResource, ordersResource, carriersResource],
  routes: [...routes, csvRoute],
  provides: [provide(ORDER_STATISTICS, orderStatistics)],
  subscribes: [
    // This store's orders naming the customer (spec 2 §4 counts orders plus invoices).
    subscribe(CUSTOMER_REFERENCES, async (ctx, { customer_id, count }) => {
      count.value += await orderCountOf(ctx, customer_id);
    }),
  ],
  seed: seedOrders,
});
