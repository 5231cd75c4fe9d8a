/**
 * The CSV templates area's zod-free half of its contract: the subject, enumerations,
 * constants and messages (spec 1 §3 CSV template, §5, §9). The admin manifest reads only
 * this, so the shell's first load carries no schema library; `./index.ts` re-exports it.
 */

export * from './shell';

/** Layout types (spec 1 §3 Enumerations): row per item 1, column per item 2, one cell 3. */
export const CSV_LAYOUT = { rowPerItem: 1, columnPerItem: 2, oneCell: 3 } as const;
export const CSV_LAYOUT_TYPES = [1, 2, 3] as const;
export type CsvLayoutType = (typeof CSV_LAYOUT_TYPES)[number];
export const CSV_LAYOUT_LABELS: Record<CsvLayoutType, string> = {
  1: 'Row per item',
  2: 'Column per item',
  3: 'One cell',
};

/** What a column's content list may name: order fields and item fields (the orders export fills them). */
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

/** A template as another area reads it (the orders export): each column joins its fields with a space. */
export interface CsvTemplate {
  id: number;
  title: string;
  layout_type: CsvLayoutType;
  columns: { title: string; content: CsvTemplateField[] }[];
}

/** How many templates `CsvTemplatesService.choices` answers at most (spec 1 §9: 200). */
export const CSV_TEMPLATE_CHOICES_LIMIT = 200;

/**
 * The service the server part provides to other areas, for the caller's store. The consumer
 * guards its own endpoint (the orders export checks the orders export option), so a caller
 * allowed to export may pick a template without a CSV templates rule (issue 18).
 */
export interface CsvTemplatesService {
  /** A template, or `undefined`. */
  get(id: number): Promise<CsvTemplate | undefined>;
  /** The templates to pick from, newest first, `CSV_TEMPLATE_CHOICES_LIMIT` at most. */
  choices(): Promise<{ id: number; title: string }[]>;
}
