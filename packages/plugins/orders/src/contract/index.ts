/**
 * The Orders plugin's contract (spec 2 §7 Orders, carriers, mass-fulfilment templates; spec 3
 * §7 order actions): what other packages may know of it. The typed client, the server's route
 * wiring with its subject/action and body checks, the admin data hooks, the list's filter
 * fields (and the export's, the same ones) and the API reference are derived from this.
 */
import { z } from 'zod';
import { defineContract, defineEndpoint, defineResource } from '@storeroom/core/contract';
import {
  ADDRESS_FIELDS,
  CARRIERS_PAGE_SIZE,
  CARRIERS_SUBJECT,
  CSV_MAX_BYTES,
  CUSTOMER_CHOICES,
  FULFILMENT_STATUSES,
  FULFILMENT_TEMPLATE_MAX_COLUMN,
  FULFILMENT_TEMPLATES_PAGE_SIZE,
  ORDER_PANEL_SECTIONS,
  ORDERS_ACTIONS,
  ORDERS_BULK_PAGE_SIZE,
  ORDERS_MESSAGES,
  ORDERS_SUBJECT,
  PAID_STATUSES,
  TRACKING_NUMBER_MAX,
  formatMessage,
} from './model';
import type { AddressField } from './model';
import {
  CSV_FULFILMENT_JOB,
  EXPORT_ORDERS_JOB,
  ORDER_PAID,
  ORDER_STATISTICS,
  ORDERS_CHANGED,
} from './services';
import { ORDERS_ROUTES } from './routes';

export * from './model';
export * from './services';
export * from './routes';

// ─── Shapes the API answers ───────────────────────────────────────────────────────────────

const int = z.number().int();
/** Money: integer minor units of the order's currency (1234 is $12.34 in USD). */
const money = z.number().int().describe("Integer minor units of the order's currency (cents for USD)");

/** A whole address as the API answers it (spec 1 §3 Customer address). */
export const orderAddressSchema = z.object(
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, z.string()])) as Record<AddressField, z.ZodString>,
);
export type OrderAddress = z.output<typeof orderAddressSchema>;

/** Per-item quantities (spec 3 §4 order-item flow; spec 2 §3 `status.not_fulfilled`). */
export const orderItemStatusSchema = z.object({
  /** Ordered, not yet sent to fulfilment. */
  not_fulfilled: int,
  /** Sent to fulfilment, not yet shipped. */
  fulfilled: int,
  shipped: int,
  /** Shipped and returned to stock by a refund. */
  restocked: int,
});
export type OrderItemStatus = z.output<typeof orderItemStatusSchema>;

/** An order line (spec 2 §3 Order items). */
export const orderItemSchema = z.object({
  id: int,
  product_id: int.nullable(),
  variant_id: int.nullable(),
  title: z.string(),
  /** Variant title, e.g. "Red / M"; empty when the product has no variants. */
  variant: z.string(),
  sku: z.string(),
  price: money,
  quantity: int,
  /** Public image path or null. */
  image: z.string().nullable(),
  track_inventory: z.boolean(),
  /** Gift cards never offer shipped-item actions (spec 3 §4). */
  is_giftcard: z.boolean(),
  status: orderItemStatusSchema,
});
export type OrderItem = z.output<typeof orderItemSchema>;

/** Quantity of one order item inside a fulfilment, shipment or restock. */
export const itemQuantityOutSchema = z.object({ item_id: int, quantity: int });
export type ItemQuantity = z.output<typeof itemQuantityOutSchema>;

export const orderFulfilmentSchema = z.object({
  id: int,
  warehouse_id: int.nullable(),
  items: z.array(itemQuantityOutSchema),
  created_at: z.string(),
});
export type OrderFulfilment = z.output<typeof orderFulfilmentSchema>;

export const orderShipmentSchema = z.object({
  id: int,
  fulfilment_id: int.nullable(),
  items: z.array(itemQuantityOutSchema),
  tracking_number: z.string(),
  /** Carrier id, or null. */
  shipping_carrier: int.nullable(),
  /** The carrier's title (for display), or ''. */
  carrier_title: z.string(),
  created_at: z.string(),
});
export type OrderShipment = z.output<typeof orderShipmentSchema>;

export const orderRestockSchema = z.object({
  id: int,
  shipment_id: int,
  warehouse_id: int.nullable(),
  items: z.array(itemQuantityOutSchema),
  created_at: z.string(),
});
export type OrderRestock = z.output<typeof orderRestockSchema>;

export const orderRefundSchema = z.object({
  id: int,
  amount: money,
  notify: z.boolean(),
  created_at: z.string(),
});
export type OrderRefund = z.output<typeof orderRefundSchema>;

export const orderCustomerSchema = z.object({
  id: int,
  email: z.string(),
  full_name: z.string(),
  phone: z.string(),
});
export type OrderCustomer = z.output<typeof orderCustomerSchema>;

/** An order as the API answers it (spec 2 §3 Order); expanded fields appear when asked for. */
export const orderSchema = z.object({
  id: int,
  display_number: int,
  /** The display number with the store's prefix and suffix, e.g. "#1001". */
  number: z.string(),
  status: z.literal(FULFILMENT_STATUSES),
  paid: z.literal(PAID_STATUSES),
  /** ISO date-time. */
  order_date: z.string(),
  customer_id: int.nullable(),
  email: z.string(),
  full_name: z.string(),
  phone: z.string(),
  notes: z.string(),
  currency: z.string(),
  payment_type: z.string(),
  subtotal: money,
  shipping_price: money,
  tax: money,
  total: money,
  refunded: money,
  items_count: int,
  shipping_address: orderAddressSchema,
  billing_address: orderAddressSchema,
  items: z.array(orderItemSchema).optional(),
  fulfilments: z.array(orderFulfilmentSchema).optional(),
  shipments: z.array(orderShipmentSchema).optional(),
  restocks: z.array(orderRestockSchema).optional(),
  refunds: z.array(orderRefundSchema).optional(),
  /** The customers area's copy (`expand=customer`); null when the order has no customer. */
  customer: orderCustomerSchema.nullable().optional(),
});
export type Order = z.output<typeof orderSchema>;

/** What an event of the order timeline records (issue 18). */
export const ORDER_TIMELINE_KINDS = [
  'placed',
  'paid',
  'fulfilled',
  'shipped',
  'restocked',
  'refunded',
  'note',
] as const;
export type OrderTimelineKind = (typeof ORDER_TIMELINE_KINDS)[number];

/**
 * One event of the order timeline: when (`at`) and what. `placed` carries the payment method
 * of an order placed paid; `paid` the payment method, and `author` when someone marked the
 * order paid (`POST /orders/{id}/pay`; none when it was paid at checkout);
 * fulfilments, shipments and restocks their items (title and quantity) and warehouse; a
 * shipment its carrier and tracking number; a refund its amount; a note change its text and
 * author.
 */
export const orderTimelineEventSchema = z.object({
  kind: z.enum(ORDER_TIMELINE_KINDS),
  /** ISO date-time. */
  at: z.string(),
  payment_type: z.string().optional(),
  amount: money.optional(),
  items: z.array(z.object({ title: z.string(), quantity: int })).optional(),
  /** The warehouse's title, or null when none was named (or the inventory area is absent). */
  warehouse: z.string().nullable().optional(),
  carrier: z.string().optional(),
  tracking_number: z.string().optional(),
  notes: z.string().optional(),
  author: z.string().optional(),
});
export type OrderTimelineEvent = z.output<typeof orderTimelineEventSchema>;

/** `GET /orders/{id}/timeline`: the order's history, oldest first, and who placed it. */
export const orderTimelineSchema = z.object({
  order_id: int,
  currency: z.string(),
  customer: z.object({ id: int.nullable(), full_name: z.string(), email: z.string() }),
  events: z.array(orderTimelineEventSchema),
});
export type OrderTimeline = z.output<typeof orderTimelineSchema>;

/** A shipping carrier (spec 2 §3 Carrier). */
export const carrierSchema = z.object({ id: int, title: z.string(), is_deleted: z.boolean() });
export type Carrier = z.output<typeof carrierSchema>;

/** A warehouse the fulfilment modal offers (from the inventory area; none without it). */
export const warehouseSchema = z.object({ id: int, title: z.string() });
export type Warehouse = z.output<typeof warehouseSchema>;

/** A mass-fulfilment template: the CSV columns (1-based) and whether there is a header line. */
export const fulfilmentTemplateItemSchema = z.object({
  id: int,
  title: z.string(),
  order_column: int,
  tracking_column: int,
  carrier_column: int,
  has_header: z.boolean(),
});
export type FulfilmentTemplate = z.output<typeof fulfilmentTemplateItemSchema>;

/** Print data (`GET /orders/{id or display number}/page`). */
export const orderPrintPageSchema = z.object({
  store: z.object({ title: z.string(), currency: z.string(), timezone: z.string() }),
  order: orderSchema.extend({
    items: z.array(orderItemSchema),
    shipments: z.array(orderShipmentSchema),
  }),
});
export type OrderPrintPage = z.output<typeof orderPrintPageSchema>;

/** The receipt email (`GET /orders/{id}/receipt`). */
export const orderReceiptSchema = z.object({ to: z.string(), subject: z.string(), body: z.string() });
export type OrderReceipt = z.output<typeof orderReceiptSchema>;

/**
 * Answer of `PATCH /orders/{id}/customer`: the order, or (first call, when no customer has
 * the new email and the order has one) a question: call again with `choice`.
 */
export const customerChangeResultSchema = z.discriminatedUnion('needs_choice', [
  z.object({ needs_choice: z.literal(false), order: orderSchema, message: z.string() }),
  z.object({
    needs_choice: z.literal(true),
    choices: z.array(z.enum(CUSTOMER_CHOICES)).readonly(),
    message: z.string(),
  }),
]);
export type CustomerChangeResult = z.output<typeof customerChangeResultSchema>;

/** Answer of the mass actions and the CSV mass fulfilment. */
export const massResultSchema = z.object({
  /** Orders (mass) or CSV lines processed without a problem. */
  processed: int,
  /** One message per order or line that was skipped (spec 2 §8: shown per message). */
  warnings: z.array(z.string()),
  message: z.string(),
});
export type MassResult = z.output<typeof massResultSchema>;

/** Answer of `POST /orders/csv`: the job that ships the file's lines, and how many there are. */
export const csvFulfilmentStartedSchema = z.object({ id: z.string(), lines: int });
export type CsvFulfilmentStarted = z.output<typeof csvFulfilmentStartedSchema>;

/** A CSV template the export may use (`GET /orders/export-templates`). */
export const exportTemplateChoiceSchema = z.object({ id: int, title: z.string() });
export type ExportTemplateChoice = z.output<typeof exportTemplateChoiceSchema>;

/**
 * Answer of `POST /orders/csv/check`: what applying the file would do, before anything is
 * applied. `orders` is how many orders it would ship; each line it would skip (order or
 * carrier not found, nothing left, a tracked item without a warehouse) is a warning.
 */
export const csvFulfilmentCheckSchema = z.object({
  lines: int,
  orders: int,
  warnings: z.array(z.string()),
});
export type CsvFulfilmentCheck = z.output<typeof csvFulfilmentCheckSchema>;

/**
 * Answer of `POST /orders/exportcsv`: the export runs as a job (`id`; follow it with
 * `GET /jobs/{id}`, whose result is `OrdersExportResult`: the stored CSV's address, also
 * mailed to the caller as a link), for `count` orders.
 */
export const exportResultSchema = z.object({
  /** The export job's id. */
  id: z.string(),
  count: int,
  filename: z.string(),
  message: z.string(),
});
export type ExportResult = z.output<typeof exportResultSchema>;

/** Answer of `POST /orders/update-display-numbers`: how many orders, and the range they now hold. */
export const displayNumbersResultSchema = z.object({
  count: int,
  first: int.nullable(),
  last: int.nullable(),
  message: z.string(),
});
export type DisplayNumbersResult = z.output<typeof displayNumbersResultSchema>;

// ─── Request bodies (spec 2 §5 messages) ──────────────────────────────────────────────────

const addressField = (max: number) => z.string().trim().max(max);
const ADDRESS_LIMITS: Record<AddressField, number> = {
  full_name: 200,
  company: 200,
  street: 300,
  suite: 200,
  city: 200,
  state: 200,
  zip: 40,
  country: 100,
  phone: 60,
};

/** A whole address (fields left out are empty). */
export const addressSchema = z.object(
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, addressField(ADDRESS_LIMITS[f]).default('')])) as Record<
    AddressField,
    z.ZodDefault<z.ZodString>
  >,
);

/** Part of an address: fields left out keep their value. */
export const addressPatchSchema = z.object(
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, addressField(ADDRESS_LIMITS[f]).optional()])) as Record<
    AddressField,
    z.ZodOptional<z.ZodString>
  >,
);

const idNumber = z.number().int().positive().max(2_147_483_647);

/** `{ item_id, quantity }` with the spec's quantity messages. */
export const itemQuantitySchema = z.object({
  item_id: idNumber,
  quantity: z
    .number({ error: ORDERS_MESSAGES.quantityEmpty })
    .int(ORDERS_MESSAGES.quantityEmpty)
    .min(1, ORDERS_MESSAGES.quantityEmpty),
});

const itemsSchema = z
  .array(itemQuantitySchema, { error: ORDERS_MESSAGES.quantityEmpty })
  .min(1, ORDERS_MESSAGES.quantityEmpty)
  .max(1000);

/** `POST /orders/{id}/fulfilments`: mark sent to fulfilment. */
export const fulfilBodySchema = z.object({
  items: itemsSchema,
  warehouse_id: idNumber.nullable().optional(),
  notify: z.boolean().optional(),
});
export type FulfilBody = z.input<typeof fulfilBodySchema>;

/** `DELETE /orders/{id}/fulfilments/{fid}` (optional body: move back only these quantities). */
export const unfulfilBodySchema = z.object({ items: itemsSchema.optional() });
export type UnfulfilBody = z.input<typeof unfulfilBodySchema>;

const trackingShape = {
  tracking_number: z
    .string()
    .trim()
    .max(TRACKING_NUMBER_MAX, formatMessage(ORDERS_MESSAGES.trackingTooLong, { max: TRACKING_NUMBER_MAX }))
    .default(''),
  shipping_carrier: idNumber.nullable().optional(),
};
function carrierWithTracking(
  value: { tracking_number?: string; shipping_carrier?: number | null },
  ctx: z.RefinementCtx,
) {
  if (value.tracking_number && !value.shipping_carrier)
    ctx.addIssue({ code: 'custom', path: ['shipping_carrier'], message: ORDERS_MESSAGES.carrierRequired });
}

/** `POST /orders/{id}/shipments`: mark shipped (carrier required with a tracking number). */
export const shipBodySchema = z
  .object({
    fulfilment_id: idNumber.nullable().optional(),
    items: itemsSchema,
    ...trackingShape,
    notify: z.boolean().optional(),
  })
  .superRefine(carrierWithTracking);
export type ShipBody = z.input<typeof shipBodySchema>;

/** `PATCH /orders/{id}/shipments/{sid}`: edit tracking. */
export const trackingBodySchema = z.object(trackingShape).superRefine(carrierWithTracking);
export type TrackingBody = z.input<typeof trackingBodySchema>;

/** `DELETE /orders/{id}/shipments/{sid}` (optional body: move back only these quantities). */
export const unshipBodySchema = z.object({ items: itemsSchema.optional() });
export type UnshipBody = z.input<typeof unshipBodySchema>;

/** `POST /orders/{id}/refund` (spec 2 §7: refund, notify, shipments). */
export const refundBodySchema = z.object({
  /** Integer minor units of the order's currency (cents for USD). */
  refund: z
    .number({ error: ORDERS_MESSAGES.refundRequired })
    .int(ORDERS_MESSAGES.refundMinorUnits)
    .positive(ORDERS_MESSAGES.refundPositive)
    .describe("Integer minor units of the order's currency (cents for USD)"),
  notify: z.boolean().default(false),
  /** Shipped items to restock, per shipment. */
  shipments: z
    .array(
      z.object({
        shipment_id: idNumber,
        items: z.array(itemQuantitySchema).max(1000),
      }),
    )
    .max(1000)
    .default([]),
});
export type RefundBody = z.input<typeof refundBodySchema>;

/** `PATCH /orders/{id}`: notes (customer and addresses have their own calls). */
/**
 * The payment type an order marked paid by hand records (spec 2 §4: "marking paid uses a free
 * payment type", as invoice orders do).
 */
export const ORDER_MARK_PAID_TYPE = 'free';

/** `POST /orders/{id}/pay`: marks an unpaid order paid with the free payment type. */
export const payBodySchema = z.object({
  payment_type: z.literal(ORDER_MARK_PAID_TYPE).default(ORDER_MARK_PAID_TYPE),
});
export type PayBody = z.input<typeof payBodySchema>;

export const orderUpdateSchema = z.object({
  notes: z.string().max(5000).optional(),
});
export type OrderUpdate = z.input<typeof orderUpdateSchema>;

/** `PATCH /orders/{id}/address`. */
export const addressBodySchema = z.object({
  shipping_address: addressPatchSchema.optional(),
  billing_address: addressPatchSchema.optional(),
});
export type AddressBody = z.input<typeof addressBodySchema>;

/**
 * Customer email (spec 2 §5): lower-cased, whitespace removed, standard address pattern; empty
 * allowed (the order then has no email: its receipt cannot be resent).
 */
export const customerEmailSchema = z
  .string({ error: ORDERS_MESSAGES.emailInvalid })
  .transform((v) => v.replace(/\s+/g, '').toLowerCase())
  .superRefine((value, ctx) => {
    if (value !== '' && !z.email().safeParse(value).success)
      ctx.addIssue({ code: 'custom', message: ORDERS_MESSAGES.emailInvalid });
  });

/** `PATCH /orders/{id}/customer` (spec 2 §4, spec 4 §4). */
export const customerBodySchema = z.object({
  email: customerEmailSchema,
  full_name: z.string().trim().max(200).optional(),
  phone: z.string().trim().max(60).optional(),
  /** Second call after `{ needs_choice: true }`. */
  choice: z.enum(CUSTOMER_CHOICES).optional(),
});
export type CustomerBody = z.input<typeof customerBodySchema>;

/** `POST /orders/mass-fulfilment`, `POST /orders/mass-shipment`. */
export const massBodySchema = z.object({
  ids: z.array(idNumber).min(1, ORDERS_MESSAGES.noOrdersSelected).max(ORDERS_BULK_PAGE_SIZE),
  /** Where items that track inventory are sent to fulfilment from (else those orders are skipped). */
  warehouse_id: idNumber.nullable().optional(),
});
export type MassBody = z.input<typeof massBodySchema>;

/**
 * `POST /orders/exportcsv` (spec 2 §7: template_id plus order_ids or filter). `filter` is a
 * search body of the orders list: the same fields (`ordersContract.resources.orders.filters`),
 * read by the same parser, so an export takes exactly the orders the list shows.
 */
export const exportBodySchema = z.object({
  template_id: idNumber,
  order_ids: z.array(idNumber).max(100_000).optional(),
  filter: z.record(z.string(), z.unknown()).optional(),
});
export type ExportBody = z.input<typeof exportBodySchema>;

/**
 * `POST /orders/update-display-numbers` (spec 2 §7): renumbers every order of the store from
 * `start`, oldest first (order date, then id), so display numbers follow the order dates.
 */
export const displayNumbersBodySchema = z.object({
  start: z
    .number({ error: ORDERS_MESSAGES.displayNumberStart })
    .int(ORDERS_MESSAGES.displayNumberStart)
    .positive(ORDERS_MESSAGES.displayNumberStart)
    .max(1_000_000_000, ORDERS_MESSAGES.displayNumberStart),
});
export type DisplayNumbersBody = z.input<typeof displayNumbersBodySchema>;

const templateColumn = z
  .number({ error: ORDERS_MESSAGES.templateColumn })
  .int(ORDERS_MESSAGES.templateColumn)
  .min(1, ORDERS_MESSAGES.templateColumn)
  .max(FULFILMENT_TEMPLATE_MAX_COLUMN, ORDERS_MESSAGES.templateColumn);

/**
 * A mass-fulfilment template (spec 2 §7): the CSV columns (1-based) of the order id, the
 * tracking number and the carrier, and whether the first line is a header. The three columns
 * must differ (checked on create and on the merged row of an update).
 */
export const fulfilmentTemplateSchema = z.object({
  title: z.string().trim().min(1, ORDERS_MESSAGES.titleRequired).max(200),
  order_column: templateColumn,
  tracking_column: templateColumn,
  carrier_column: templateColumn,
  has_header: z.boolean().default(true),
});
export type FulfilmentTemplateInput = z.input<typeof fulfilmentTemplateSchema>;

/** `POST /carriers`, `PATCH /carriers/{id}`. */
export const carrierInputSchema = z.object({
  title: z.string().trim().min(1, ORDERS_MESSAGES.titleRequired).max(200),
  is_deleted: z.boolean().default(false),
});
export type CarrierInput = z.input<typeof carrierInputSchema>;

/** `GET /orders/{id or display number}/page?by=number`: read the key as a display number only. */
export const printPageQuerySchema = z.object({ by: z.string().max(20).optional() });

// ─── The contract ─────────────────────────────────────────────────────────────────────────

const detail = { response: orderSchema } as const;

export const ordersContract = defineContract({
  id: 'orders',
  subjects: { orders: ORDERS_SUBJECT, settings: CARRIERS_SUBJECT },
  resources: {
    /**
     * Orders are placed by the storefront, never created or deleted here (spec 2 §7); an
     * update changes the notes. The filters are the list's AND the export's: one parser.
     */
    orders: defineResource({
      ...ORDERS_ROUTES.resources.orders,
      summary: 'Orders (spec 2 §3): list newest first, search, one order with its expands, notes.',
      item: orderSchema,
      update: orderUpdateSchema,
      operations: { delete: false },
    }),
    /**
     * Mass-fulfilment templates (spec 2 §7): saved CSV column mappings for `POST /orders/csv`.
     * Whoever reads orders reads them; writing needs what the CSV upload needs, `ship` (full
     * access or allow_fulfilments: that option runs CSV mass fulfilment, spec 2 §6, spec 3 §6).
     */
    fulfilmentTemplates: defineResource({
      ...ORDERS_ROUTES.resources.fulfilmentTemplates,
      summary: 'Mass-fulfilment templates: which CSV columns hold the order id, tracking number and carrier.',
      item: fulfilmentTemplateItemSchema,
      create: fulfilmentTemplateSchema,
      access: { create: ORDERS_ACTIONS.ship, update: ORDERS_ACTIONS.ship, delete: ORDERS_ACTIONS.ship },
      operations: { savedViews: false },
      filters: { title: { label: 'Title', type: 'text' } },
      sort: ['id', 'title'],
      defaultSort: 'title',
      pageSize: FULFILMENT_TEMPLATES_PAGE_SIZE,
    }),
    /**
     * Shipping carriers (spec 2 §3, spec 3 §3 Carrier), store settings (spec 3 §6, spec 4 §4):
     * full settings access adds and renames them, limited settings access reads them. Deleting
     * marks one deleted (`removeCarrier`), so shipments keep naming it. The ship dialogs read
     * the active ones through `activeCarriers`, under the orders subject.
     */
    carriers: defineResource({
      ...ORDERS_ROUTES.resources.carriers,
      summary:
        'Shipping carriers (spec 3 §3): settings; adding and renaming them needs full settings access.',
      item: carrierSchema,
      create: carrierInputSchema,
      operations: { delete: false, savedViews: false },
      filters: {
        title: { label: 'Title', type: 'text' },
        is_deleted: { label: 'Deleted', type: 'boolean' },
      },
      sort: ['id', 'title'],
      defaultSort: 'title',
      pageSize: CARRIERS_PAGE_SIZE,
    }),
  },
  endpoints: {
    removeCarrier: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.removeCarrier,
      summary:
        'Marks a carrier deleted (spec 2 §3 is_deleted): shipments keep naming it. Full settings access.',
    }),
    activeCarriers: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.activeCarriers,
      response: z.array(carrierSchema),
      summary: 'The carriers not deleted, by title, for the ship dialogs: whoever reads orders reads them.',
    }),
    warehouses: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.warehouses,
      response: z.array(warehouseSchema),
      summary: 'Warehouses for the fulfilment modal (empty without the inventory area).',
    }),
    massFulfil: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.massFulfil,
      body: massBodySchema,
      response: massResultSchema,
      summary: 'Sends everything left of these orders to fulfilment; skipped orders become warnings.',
    }),
    massShip: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.massShip,
      body: massBodySchema,
      response: massResultSchema,
      summary: 'Sends to fulfilment (if needed) and ships everything left of these orders.',
    }),
    // spec 2 §7: renumbering touches every order of the store, so no limited option grants it.
    updateDisplayNumbers: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.updateDisplayNumbers,
      body: displayNumbersBodySchema,
      response: displayNumbersResultSchema,
      summary: 'Renumbers every order of the store from `start`, oldest first (owner and full access).',
    }),
    exportCsv: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.exportCsv,
      body: exportBodySchema,
      response: exportResultSchema,
      summary:
        'Orders as CSV through a CSV template, by ids or by the list’s filter: starts an export job (its result is the stored CSV, also mailed as a link).',
    }),
    // Issue 18: the export's template list follows the export's own permission (orders +
    // allow_export), not a CSV templates rule; the templates come through CSV_TEMPLATES.
    exportTemplates: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.exportTemplates,
      response: z.array(exportTemplateChoiceSchema),
      summary:
        'The CSV templates an export may use (newest first, 200 at most), for whoever may export orders; 404 without the CSV templates area.',
    }),
    uploadCsv: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.uploadCsv,
      // The file may be 10 MB (spec 2 §5); the form around it a little more.
      multipart: { maxBytes: CSV_MAX_BYTES + 1024 * 1024 },
      response: csvFulfilmentStartedSchema,
      summary:
        'CSV mass fulfilment (multipart `file`, optional `template_id` and `warehouse_id`): the file is checked at once (422), then a job ships each line’s order with its tracking number and carrier, tracked items from the warehouse; its result is a `MassResult` (`GET /jobs/{id}`).',
    }),
    checkCsv: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.checkCsv,
      multipart: { maxBytes: CSV_MAX_BYTES + 1024 * 1024 },
      response: csvFulfilmentCheckSchema,
      summary:
        'Checks a CSV mass fulfilment (the same form as `POST /orders/csv`) without applying it: how many orders it would ship and the lines it would skip.',
    }),
    fulfil: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.fulfil,
      body: fulfilBodySchema,
      ...detail,
      summary: 'Marks items sent to fulfilment (a warehouse for items that track inventory).',
    }),
    unfulfil: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.unfulfil,
      body: unfulfilBodySchema,
      ...detail,
      summary: 'Un-marks fulfilled items: all not shipped, or only `items`.',
    }),
    ship: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.ship,
      body: shipBodySchema,
      ...detail,
      summary: 'Marks items shipped, with a tracking number and carrier; may notify the customer.',
    }),
    updateTracking: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.updateTracking,
      body: trackingBodySchema,
      ...detail,
      summary: 'Edits the tracking number and carrier of a shipment.',
    }),
    unship: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.unship,
      body: unshipBodySchema,
      ...detail,
      summary: 'Un-marks shipped items: all not restocked, or only `items`.',
    }),
    refund: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.refund,
      body: refundBodySchema,
      ...detail,
      summary: 'Refunds an amount, optionally restocking shipped items; may notify the customer.',
    }),
    pay: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.pay,
      body: payBodySchema,
      ...detail,
      summary:
        'Marks an unpaid order paid with the free payment type (409 when it is already paid) and publishes ORDER_PAID in the same transaction: gift cards it bought are issued and mailed by a job. Owner and full access.',
    }),
    changeCustomer: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.changeCustomer,
      body: customerBodySchema,
      response: customerChangeResultSchema,
      summary:
        'Changes the order’s customer email (spec 2 §4); may ask to replace the email or create a customer.',
    }),
    updateAddress: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.updateAddress,
      body: addressBodySchema,
      ...detail,
      summary: 'Changes the shipping and/or billing address (fields left out keep their value).',
    }),
    receipt: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.receipt,
      response: orderReceiptSchema,
      summary: 'The receipt email as it would be sent.',
    }),
    resendReceipt: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.resendReceipt,
      response: z.object({ message: z.string() }),
      summary: 'Resends the receipt to the order’s email.',
    }),
    timeline: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.timeline,
      response: orderTimelineSchema,
      summary:
        'The order’s history, oldest first: placed (payment method), fulfilments, shipments (carrier, tracking), restocks, refunds (amount) and note changes with their authors.',
    }),
    printPage: defineEndpoint({
      ...ORDERS_ROUTES.endpoints.printPage,
      query: printPageQuerySchema,
      response: orderPrintPageSchema,
      summary: 'Print view data of an order by id or display number (`?by=number`: display number only).',
    }),
  },
  services: { statistics: ORDER_STATISTICS },
  events: { changed: ORDERS_CHANGED, paid: ORDER_PAID },
  slots: { panelSections: ORDER_PANEL_SECTIONS },
  jobs: { exportOrders: EXPORT_ORDERS_JOB, csvFulfilment: CSV_FULFILMENT_JOB },
});
