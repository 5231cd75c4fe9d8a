/**
 * The Transfers area's schemas, enumerations, constants and messages (spec 2 §3 Transfer, §4
 * transfer states, §5 transfer validation, §7 Transfers, §8, §9), shared by the admin plugin,
 * the typed client and the server part (no React here).
 */
import { z } from 'zod';

export { TRANSFERS_SUBJECT } from './access';

/** Transfer statuses (spec 2 §4): in transit 0, partially received 1, received 2. */
export const TRANSFER_STATUS = { inTransit: 0, partiallyReceived: 1, received: 2 } as const;
export type TransferStatus = (typeof TRANSFER_STATUS)[keyof typeof TRANSFER_STATUS];
export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  0: 'In transit',
  1: 'Partially received',
  2: 'Received',
};

/** Page size of the list. */
export const TRANSFERS_PAGE_SIZE = 20;
/** Spec 2 §9: add-items dialog search size, and the size on a text or CSV search. */
export const ADD_ITEMS_PAGE_SIZE = 100;
export const ADD_ITEMS_SEARCH_PAGE_SIZE = 200;
/** Spec 2 §9: add-items quantity totals refresh after 300 ms. */
export const ADD_ITEMS_TOTALS_DELAY_MS = 300;

/** A transfer's number as people see it (spec 2 §3: shown as T{id}). */
export const transferNumber = (id: number): string => `T${id}`;

/** Messages shown to people, verbatim (spec 2 §5, §8). */
export const TRANSFERS_MESSAGES = {
  created: (id: number) => `Created successfully: Transfer #T${id}`,
  updated: (id: number) => `Updated successfully: Transfer #T${id}`,
  received: (id: number) => `Received successfully: Transfer #T${id}`,
  deleted: (id: number) => `Transfer T${id} deleted successfully`,
  archived: 'Archived successfully',
  unarchived: 'Unarchived successfully',
  invalid: 'Some transfers contain errors.',
  csvEmpty: 'No products found according to your CSV file.',
  fromRequired: 'Choose where the transfer comes from.',
  toRequired: 'Choose where the transfer goes to.',
  sameWarehouse: 'The destination must differ from the origin.',
  warehouseUnknown: 'Warehouse not found.',
  vendorUnknown: 'Vendor not found.',
  productsRequired: 'Add at least one product.',
  skuRequired: 'Only products with a SKU can be transferred.',
  skuTwice: 'This SKU is in the transfer twice.',
  quantityInvalid: 'Quantity must be a whole number of 1 or more.',
  receivedInvalid: 'Received must be a whole number of 0 or more.',
  /** spec 2 §5: a line's quantity must not exceed the source warehouse's available stock. */
  quantityOverStock: (available: number) => `Quantity can not exceed the available stock (${available}).`,
  receivedLocked: 'A transfer with received items can only be received, archived or unarchived.',
  lineUnknown: 'This SKU is not in the transfer.',
} as const;

/** One product line of a transfer (spec 2 §3). */
export const transferLineSchema = z.object({
  sku: z
    .string({ error: TRANSFERS_MESSAGES.skuRequired })
    .trim()
    .min(1, TRANSFERS_MESSAGES.skuRequired)
    .max(200),
  title: z.string().max(500).default(''),
  variant: z.string().max(500).default(''),
  image: z.string().max(2000).nullable().default(null),
  product_id: z.number().int().nullable().default(null),
  variant_id: z.number().int().nullable().default(null),
  quantity: z
    .number({ error: TRANSFERS_MESSAGES.quantityInvalid })
    .int(TRANSFERS_MESSAGES.quantityInvalid)
    .min(1, TRANSFERS_MESSAGES.quantityInvalid),
});
export type TransferLineInput = z.input<typeof transferLineSchema>;

const locationId = z.number().int().positive().nullable().optional();

/** A whole transfer: from a warehouse or a vendor, to a warehouse or a vendor, with lines. */
export const transferInputSchema = z.object({
  from_warehouse: locationId,
  from_vendor: locationId,
  to_warehouse: locationId,
  to_vendor: locationId,
  products: z.array(transferLineSchema).min(1, TRANSFERS_MESSAGES.productsRequired).max(1000),
});
export type TransferInput = z.input<typeof transferInputSchema>;

/** Receiving: the amounts received now, per sku (spec 2 §4). */
export const transferReceiveSchema = z.object({
  products: z
    .array(
      z.object({
        sku: z.string().trim().min(1, TRANSFERS_MESSAGES.skuRequired),
        received: z
          .number({ error: TRANSFERS_MESSAGES.receivedInvalid })
          .int(TRANSFERS_MESSAGES.receivedInvalid)
          .min(0, TRANSFERS_MESSAGES.receivedInvalid),
      }),
    )
    .min(1, TRANSFERS_MESSAGES.productsRequired)
    .max(1000),
});
export type TransferReceive = z.input<typeof transferReceiveSchema>;

/** Archive or unarchive. */
export const transferArchiveSchema = z.object({ archived: z.boolean() });

/** What `PATCH /transfers/{id}` takes: archived, a receive, or the full transfer (spec 2 §7). */
export type TransferUpdate = { archived: boolean } | TransferReceive | TransferInput;

/** A product line as the API returns it. */
export interface TransferLine extends Record<string, unknown> {
  id: number;
  sku: string;
  title: string;
  variant: string;
  image: string | null;
  product_id: number | null;
  variant_id: number | null;
  quantity: number;
  received: number;
}

/** A transfer as the API returns it (`products` with `expand=products`). */
export interface Transfer extends Record<string, unknown> {
  id: number;
  from_warehouse: number | null;
  from_vendor: number | null;
  to_warehouse: number | null;
  to_vendor: number | null;
  archived: boolean;
  status: TransferStatus;
  /** Total quantity of the lines. */
  quantity: number;
  /** Total received so far. */
  received: number;
  created_at: string;
  products?: TransferLine[];
}
