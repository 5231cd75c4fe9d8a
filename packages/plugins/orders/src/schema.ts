/**
 * The Orders area's schemas, enumerations, constants, messages and access subject, shared by
 * the admin plugin, the typed client and the server part (no React here). Enumerations,
 * constants and message texts are the spec's, verbatim (spec 2 §3–§9, spec 3 §4, §6, §8,
 * spec 4 §4, spec 1 §9).
 */
import { z } from 'zod';
import {
  ADDRESS_FIELDS,
  CUSTOMER_CHOICES,
  FULFILMENT_TEMPLATE_MAX_COLUMN,
  ORDERS_BULK_PAGE_SIZE,
  ORDERS_MESSAGES,
  TRACKING_NUMBER_MAX,
  formatMessage,
} from './model';
import type { AddressField } from './model';

export * from './model';

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

// ─── Request bodies (spec 2 §5 messages) ──────────────────────────────────────────────────

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
  refund: z.number({ error: ORDERS_MESSAGES.refundRequired }).positive(ORDERS_MESSAGES.refundPositive),
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

/** Customer email (spec 2 §5): lower-cased, whitespace removed, standard address pattern. */
export const customerEmailSchema = z
  .string({ error: ORDERS_MESSAGES.emailRequired })
  .transform((v) => v.replace(/\s+/g, '').toLowerCase())
  .superRefine((value, ctx) => {
    // One message at a time: empty, else malformed.
    if (value === '') ctx.addIssue({ code: 'custom', message: ORDERS_MESSAGES.emailRequired });
    else if (!z.email().safeParse(value).success)
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
  /** Mass fulfilment: the warehouse of items that track inventory. */
  warehouse_id: idNumber.nullable().optional(),
});
export type MassBody = z.input<typeof massBodySchema>;

/** `POST /orders/exportcsv` (spec 2 §7: template_id plus order_ids or filter). */
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
