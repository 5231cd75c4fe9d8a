/**
 * The Orders plugin's server part: it implements the contract (`ordersContract`): the
 * `orders`, `fulfilmentTemplates` and `carriers` resources and every domain endpoint (each a
 * transaction under the order's row lock; the subject, the action its option grants and the
 * body are checked from the contract), provides ORDER_STATISTICS, publishes ORDERS_CHANGED and
 * ORDER_PAID (an unpaid order marked paid), counts CUSTOMER_REFERENCES, and seeds the demo
 * (and scale) orders.
 */
import type { z } from 'zod';
import {
  defineServerPlugin,
  HttpError,
  implement,
  implementJob,
  invalidField,
  parseId,
  parseOr422,
  provide,
  resource,
  rowCountMigration,
  subscribe,
} from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import { CUSTOMER_REFERENCES } from '@storeroom/plugin-customers/contract';
import { INVENTORY_STOCK } from '@storeroom/plugin-inventory/contract';
import {
  CSV_FULFILMENT_JOB,
  EXPORT_ORDERS_JOB,
  ORDER_EXPANDS,
  ORDER_STATISTICS,
  ORDERS_MESSAGES,
  ordersContract,
  templateColumnsDiffer,
} from '../contract';
import type { FulfilmentTemplate, Order, OrderUpdate } from '../contract';
import { fulfil, refund, ship, unfulfil, unship, updateTracking } from './actions';
import {
  activeCarriers,
  checkCsvFulfilment,
  csvFulfilmentLines,
  csvWarehouseOf,
  exportTemplateChoices,
  massFulfil,
  massShip,
  runCsvFulfilment,
  runOrdersExport,
  startOrdersExport,
} from './bulk';
import { updateDisplayNumbers } from './display-numbers';
import { assertEmail, changeCustomer, orderCountOf, printPage, updateAddress } from './customer';
import { ORDER_CUSTOM_FILTERS } from './filters';
import { orderMail, sendOrderMail } from './mail';
import { lockOrder, ORDER_LOADERS, orderDetail, toOrder } from './orders';
import { markPaid } from './pay';
import { seedOrders } from './seed';
import { orderTimeline, recordNotes } from './timeline';
import { orderStatistics } from './statistics';
import {
  carriersTable,
  fulfilmentsTable,
  fulfilmentTemplatesTable,
  orderItemsTable,
  ORDER_NOTES_MIGRATION,
  ORDER_PAYMENTS_MIGRATION,
  orderNotesTable,
  orderPaymentsTable,
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

export const ordersResource = resource(ordersContract.resources.orders, {
  table: ordersTable,
  filters: ORDER_CUSTOM_FILTERS,
  toItem: (row, ctx): Order => toOrder(row, ctx),
  expand: EXPAND_LOADERS,
  // Each change of the notes is kept with its author, for the order timeline (issue 18).
  async beforeUpdate(input, existing, ctx) {
    // The update schema (`orderUpdateSchema`): notes only.
    const { notes } = input as OrderUpdate;
    if (notes !== undefined && notes !== existing.notes) await recordNotes(ctx, existing.id, notes);
    return input;
  },
});

/**
 * CSV lines name their carrier by title, in any case (spec 2 §5): two active carriers may not
 * share a title, or a line could not tell them apart.
 */
async function assertCarrierTitleFree(ctx: ActionContext, title: string, except?: number): Promise<void> {
  const taken = (await activeCarriers(ctx)).some(
    (c) => c.id !== except && c.title.toLowerCase() === title.toLowerCase(),
  );
  if (taken) throw invalidField('title', ORDERS_MESSAGES.carrierTitleTaken);
}

export const carriersResource = resource(ordersContract.resources.carriers, {
  table: carriersTable,
  toItem: ({ id, title, is_deleted }) => ({ id, title, is_deleted }),
  async beforeCreate(input, ctx) {
    if (!input.is_deleted) await assertCarrierTitleFree(ctx, input.title);
    return input;
  },
  async beforeUpdate(input, existing, ctx) {
    const deleted = input.is_deleted ?? existing.is_deleted;
    if (!deleted) await assertCarrierTitleFree(ctx, input.title ?? existing.title, existing.id);
    return input;
  },
});

function assertColumnsDiffer(
  template: Pick<FulfilmentTemplate, 'order_column' | 'tracking_column' | 'carrier_column'>,
) {
  if (!templateColumnsDiffer(template))
    throw invalidField('order_column', ORDERS_MESSAGES.templateColumnsDiffer);
}

/**
 * Mass-fulfilment templates (spec 2 §7): the three columns must differ, on create and on the
 * merged row of an update. Mounted before `/orders`, so `GET /orders/{id}` never takes the path.
 */
export const fulfilmentTemplatesResource = resource(ordersContract.resources.fulfilmentTemplates, {
  table: fulfilmentTemplatesTable,
  toItem: ({ store_id: _store, ...template }) => template,
  beforeCreate(input) {
    assertColumnsDiffer(input);
    return input;
  },
  beforeUpdate(input, existing) {
    assertColumnsDiffer({ ...existing, ...input });
    return input;
  },
});

const orderId = (params: { id: string }) => parseId(params.id, ORDERS_MESSAGES.orderNotFound);

/**
 * The body of a DELETE that may move back only some quantities (`{ items }`): the server reads
 * no body for DELETE, so the handler does, with the contract's schema (empty: the whole step).
 */
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

/** A CSV mass fulfilment form: its lines (422 on a bad file or template) and warehouse. */
async function csvUpload(ctx: ActionContext, request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw invalidField('file', ORDERS_MESSAGES.csvNotProvided);
  }
  // A part is a string or a file (no `instanceof File`: the global may be another realm's).
  const file = form.get('file');
  const lines = await csvFulfilmentLines(
    typeof file === 'string' ? null : file,
    await csvTemplateOf(ctx, form),
  );
  return { lines, warehouseId: await csvWarehouseOf(ctx, form) };
}

const { endpoints } = ordersContract;

const routes = [
  // Shipments keep naming their carrier: deleting one marks it deleted (spec 2 §3 Carrier
  // is_deleted); the list of active carriers leaves it out.
  implement(endpoints.removeCarrier, async (ctx, { params }) => {
    const [row] = await ctx.scope(carriersTable).update(parseId(params.id), { is_deleted: true });
    if (!row) throw new HttpError(404, 'Not found');
    return undefined;
  }),
  implement(endpoints.activeCarriers, async (ctx) =>
    (await activeCarriers(ctx))
      .map(({ id, title, is_deleted }) => ({ id, title, is_deleted }))
      .sort((a, b) => a.title.localeCompare(b.title)),
  ),
  implement(endpoints.warehouses, async (ctx) => (await ctx.use(INVENTORY_STOCK)?.warehouses()) ?? []),
  implement(endpoints.massFulfil, (ctx, { body }) => massFulfil(ctx, body.ids, body.warehouse_id ?? null)),
  implement(endpoints.massShip, (ctx, { body }) => massShip(ctx, body.ids, body.warehouse_id ?? null)),
  implement(endpoints.updateDisplayNumbers, (ctx, { body }) => updateDisplayNumbers(ctx, body.start)),
  implement(endpoints.exportCsv, (ctx, { body }) => startOrdersExport(ctx, body)),
  implement(endpoints.exportTemplates, (ctx) => exportTemplateChoices(ctx)),
  // CSV mass fulfilment (multipart): marks shipped, so the contract asks for `ship`. The check
  // reads the same form and answers what applying it would do; the upload starts the job.
  implement(endpoints.checkCsv, async (ctx, { request }) => {
    const { lines, warehouseId } = await csvUpload(ctx, request);
    return checkCsvFulfilment(ctx, lines, warehouseId);
  }),
  implement(endpoints.uploadCsv, async (ctx, { request }) => {
    const { lines, warehouseId } = await csvUpload(ctx, request);
    const { id } = await ctx.jobs.enqueue(CSV_FULFILMENT_JOB, { lines, warehouse_id: warehouseId });
    return { id, lines: lines.length };
  }),
  implement(endpoints.fulfil, async (ctx, { params, body }) => {
    const id = orderId(params);
    await fulfil(ctx, id, body);
    return orderDetail(ctx, id);
  }),
  implement(endpoints.unfulfil, async (ctx, { params, request }) => {
    const id = orderId(params);
    const body = await optionalBody(request, endpoints.unfulfil.body);
    await unfulfil(ctx, id, parseId(params.fid, ORDERS_MESSAGES.fulfilmentNotFound), body.items);
    return orderDetail(ctx, id);
  }),
  implement(endpoints.ship, async (ctx, { params, body }) => {
    const id = orderId(params);
    await ship(ctx, id, body);
    if (body.notify) {
      const order = await lockOrder(ctx, id);
      await sendOrderMail(ctx, order, 'shipping', { tracking_number: body.tracking_number });
    }
    return orderDetail(ctx, id);
  }),
  implement(endpoints.updateTracking, async (ctx, { params, body }) => {
    const id = orderId(params);
    await updateTracking(ctx, id, parseId(params.sid, ORDERS_MESSAGES.shipmentNotFound), body);
    return orderDetail(ctx, id);
  }),
  implement(endpoints.unship, async (ctx, { params, request }) => {
    const id = orderId(params);
    const body = await optionalBody(request, endpoints.unship.body);
    await unship(ctx, id, parseId(params.sid, ORDERS_MESSAGES.shipmentNotFound), body.items);
    return orderDetail(ctx, id);
  }),
  implement(endpoints.refund, async (ctx, { params, body }) => {
    const id = orderId(params);
    await refund(ctx, id, body);
    return orderDetail(ctx, id);
  }),
  implement(endpoints.pay, async (ctx, { params }) => {
    const id = orderId(params);
    await markPaid(ctx, id);
    return orderDetail(ctx, id);
  }),
  implement(endpoints.changeCustomer, (ctx, { params, body }) => changeCustomer(ctx, orderId(params), body)),
  implement(endpoints.updateAddress, async (ctx, { params, body }) => {
    const id = orderId(params);
    await updateAddress(ctx, id, body);
    return orderDetail(ctx, id);
  }),
  implement(endpoints.receipt, async (ctx, { params }) => {
    const row = await ctx.scope(ordersTable).get(orderId(params));
    if (!row) throw new HttpError(404, ORDERS_MESSAGES.orderNotFound);
    return orderMail(ctx, row, 'receipt');
  }),
  implement(
    endpoints.resendReceipt,
    async (ctx, { params }) => {
      const row = await lockOrder(ctx, orderId(params));
      assertEmail(row.email);
      await sendOrderMail(ctx, row, 'receipt');
      return { message: ORDERS_MESSAGES.receiptResent };
    },
    // Every call mails a customer: enough for a person resending receipts, not for a script
    // mailing customers from the store's address (issue 17).
    { rateLimit: { name: 'mail.receipt', perCaller: 30, perIp: 90, windowSeconds: 3600 } },
  ),
  implement(endpoints.timeline, (ctx, { params }) => orderTimeline(ctx, orderId(params))),
  implement(endpoints.printPage, (ctx, { params, query }) => printPage(ctx, params.id, query.by)),
];

export const ordersServerPlugin = defineServerPlugin({
  id: 'orders',
  contract: ordersContract,
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
    orderNotesTable,
    orderPaymentsTable,
  },
  migrations: [
    ...ORDERS_MIGRATIONS,
    // The list's total from the store's counter, not a count of 100,000 rows per page
    // (@storeroom/server rowCountMigration; the triggers keep it exact).
    { version: 5, name: 'orders counted per store', sql: rowCountMigration('orders') },
    ORDER_NOTES_MIGRATION,
    ORDER_PAYMENTS_MIGRATION,
  ],
  resources: [fulfilmentTemplatesResource, ordersResource, carriersResource],
  routes,
  // The export runs off the request: progress for the dialog, the CSV as a stored file.
  jobs: [
    implementJob(EXPORT_ORDERS_JOB, runOrdersExport, { retryLimit: 2, retryDelaySeconds: 5 }),
    // Lines already shipped are never shipped twice (each is all or nothing), so a retry after
    // a crash only does what is left; a line that fails is a warning, not a job failure.
    implementJob(CSV_FULFILMENT_JOB, runCsvFulfilment, { retryLimit: 1 }),
  ],
  provides: [provide(ORDER_STATISTICS, orderStatistics)],
  subscribes: [
    // This store's orders naming the customer (spec 2 §4 counts orders plus invoices).
    subscribe(CUSTOMER_REFERENCES, async (ctx, { customer_id, count }) => {
      count.value += await orderCountOf(ctx, customer_id);
    }),
  ],
  seed: seedOrders,
});
