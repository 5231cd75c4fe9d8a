/**
 * The Transfers area's zod-free half of its contract: the subject, enumerations, constants
 * and messages (spec 2 §3 Transfer, §4 transfer states, §5 transfer validation, §8, §9). The
 * admin manifest reads only this, so the shell's first load carries no schema library;
 * `./index.ts` re-exports it.
 */

export * from './shell';

/** Transfer statuses (spec 2 §4): in transit 0, partially received 1, received 2. */
export const TRANSFER_STATUS = { inTransit: 0, partiallyReceived: 1, received: 2 } as const;
export type TransferStatus = (typeof TRANSFER_STATUS)[keyof typeof TRANSFER_STATUS];
export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  0: 'In transit',
  1: 'Partially received',
  2: 'Received',
};

/** Page size of the list; the list is newest first. */
export const TRANSFERS_PAGE_SIZE = 20;
export const TRANSFERS_DEFAULT_SORT = '!id';
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
  quantityOverStock: (available: number, reserved = 0) =>
    reserved > 0
      ? `Quantity can not exceed the available stock (${available}): ${reserved} reserved by other transfers.`
      : `Quantity can not exceed the available stock (${available}).`,
  receivedLocked: 'A transfer with received items can only be received, archived or unarchived.',
  lineUnknown: 'This SKU is not in the transfer.',
  notFound: 'Transfer not found.',
} as const;

/** What a `PATCH /transfers/{id}` does (spec 2 §7). */
export type TransferPatchKind = 'archive' | 'receive' | 'full';

const LOCATION_KEYS = ['from_warehouse', 'from_vendor', 'to_warehouse', 'to_vendor'];

/**
 * Which kind of PATCH a body is (spec 2 §7): `{ archived }` alone archives or unarchives;
 * `products` whose lines carry `received` (and no `quantity`), without an origin or
 * destination, receive; anything else is the whole transfer.
 */
export function transferPatchKind(body: unknown): TransferPatchKind {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'full';
  const keys = Object.keys(body);
  if (keys.length === 1 && keys[0] === 'archived') return 'archive';
  const products = (body as { products?: unknown }).products;
  if (
    Array.isArray(products) &&
    !keys.some((k) => LOCATION_KEYS.includes(k)) &&
    products.every((p) => typeof p === 'object' && p !== null && 'received' in p && !('quantity' in p))
  )
    return 'receive';
  return 'full';
}
