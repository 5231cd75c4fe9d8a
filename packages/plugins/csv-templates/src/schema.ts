/**
 * The CSV templates area's schemas, enumerations, constants and messages (spec 1 §3 CSV
 * template, §5, §7 CSV templates, §9), shared by the admin plugin, the typed client and the
 * server part (no React here).
 */
import { z } from 'zod';

export { CSV_TEMPLATES_SUBJECT } from './access';

/** Layout types (spec 1 §3 Enumerations): row per item 1, column per item 2, one cell 3. */
export const CSV_LAYOUT_TYPES = [1, 2, 3] as const;
export type CsvLayoutType = (typeof CSV_LAYOUT_TYPES)[number];
export const CSV_LAYOUT_LABELS: Record<CsvLayoutType, string> = {
  1: 'Row per item',
  2: 'Column per item',
  3: 'One cell',
};

/**
 * What a column's content list may name: order fields and item fields. The same list as
 * `CSV_TEMPLATE_FIELDS` of @storeroom/server's contracts (the server part checks they agree at
 * compile time); repeated here because the admin must not import the server package.
 */
export const CSV_TEMPLATE_FIELDS = [
  'order.id',
  'order.display_number',
  'order.order_date',
  'order.status',
  'order.paid',
  'order.total',
  'order.refunded',
  'order.email',
  'customer.full_name',
  'customer.phone',
  'shipping.full_name',
  'shipping.street',
  'shipping.suite',
  'shipping.city',
  'shipping.state',
  'shipping.zip',
  'shipping.country',
  'item.title',
  'item.variant',
  'item.sku',
  'item.quantity',
  'item.price',
  'shipment.tracking_number',
  'shipment.carrier',
] as const;
export type CsvTemplateField = (typeof CSV_TEMPLATE_FIELDS)[number];

const GROUP_LABELS: Record<string, string> = {
  order: 'Order',
  customer: 'Customer',
  shipping: 'Shipping',
  item: 'Item',
  shipment: 'Shipment',
};

/** A readable label of a field: `item.sku` → "Item: sku", `order.display_number` → "Order: display number". */
export function csvFieldLabel(field: CsvTemplateField): string {
  const [group = '', name = ''] = field.split('.');
  return `${GROUP_LABELS[group] ?? group}: ${name.replace(/_/g, ' ')}`;
}

/** Page size of the list; the list is newest first (spec 1 §9). */
export const CSV_TEMPLATES_PAGE_SIZE = 20;
export const CSV_TEMPLATES_DEFAULT_SORT = '!id';

/** Messages shown to people, verbatim where the spec gives them (spec 1 §5). */
export const CSV_TEMPLATES_MESSAGES = {
  columnsEmpty: 'Columns can not be empty.',
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  columnTitleRequired: 'Column title cannot be blank.',
  columnContentEmpty: 'Choose at least one field for the column.',
  layoutInvalid: 'Choose a layout type.',
  created: 'Template created successfully.',
  updated: 'Template updated successfully.',
  deleted: 'Template deleted successfully.',
} as const;

export const csvTemplateColumnSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, CSV_TEMPLATES_MESSAGES.columnTitleRequired)
    .max(200, CSV_TEMPLATES_MESSAGES.titleTooLong),
  content: z.array(z.enum(CSV_TEMPLATE_FIELDS)).min(1, CSV_TEMPLATES_MESSAGES.columnContentEmpty).max(20),
});
export type CsvTemplateColumn = z.output<typeof csvTemplateColumnSchema>;

/** What a create or update sends. */
export const csvTemplateInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, CSV_TEMPLATES_MESSAGES.titleRequired)
    .max(200, CSV_TEMPLATES_MESSAGES.titleTooLong),
  // spec 1 §5: a template needs at least one column.
  columns: z
    .array(csvTemplateColumnSchema, { error: CSV_TEMPLATES_MESSAGES.columnsEmpty })
    .min(1, CSV_TEMPLATES_MESSAGES.columnsEmpty)
    .max(100),
  layout_type: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: CSV_TEMPLATES_MESSAGES.layoutInvalid,
  }),
});
export type CsvTemplateInput = z.input<typeof csvTemplateInputSchema>;

/** A CSV template as the API returns it (spec 1 §3). */
export interface CsvTemplateItem extends Record<string, unknown> {
  id: number;
  title: string;
  columns: CsvTemplateColumn[];
  layout_type: CsvLayoutType;
  created_at: string;
}
