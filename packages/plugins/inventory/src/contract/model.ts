/**
 * The Inventory area's zod-free half of its contract: the subject, constants and messages
 * (spec 2 §3 Inventory, Warehouse/vendor; §5; §8). The admin manifest reads only this, so the
 * shell's first load carries no schema library; `./index.ts` re-exports it.
 */

export * from './shell';

/** Page size of the inventory list (products per page when grouped). */
export const INVENTORY_PAGE_SIZE = 20;
/** The inventory list is by product title. */
export const INVENTORY_DEFAULT_SORT = 'product_title';
/** Page size of the vendors and warehouses lists; they are by title. */
export const LOCATIONS_PAGE_SIZE = 20;
export const LOCATIONS_DEFAULT_SORT = 'title';

/** The one grouping the inventory list knows (spec 2 §7: `group` of inventory search). */
export const INVENTORY_GROUP_BY_PRODUCT = 'product';

/** Messages shown to people, verbatim where the spec gives them. */
export const INVENTORY_MESSAGES = {
  /** spec 2 §8: deleting when nothing selected is unlinked. */
  nothingUnlinked: "You don't have any unlinked products or products with unlinked variants in inventory.",
  deleted: 'Unlinked inventory deleted successfully.',
  warehouseHasStock: 'This warehouse still holds stock: move or remove it first.',
  updated: 'Inventory updated successfully.',
  /** spec 2 §8. */
  notFound: 'Inventory for update not found.',
  onHandInvalid: 'On hand must be a whole number of 0 or more.',
  onHandBelowCommitted: (committed: number) => `On hand can not be less than committed (${committed}).`,
  warehouseUnknown: 'Warehouse not found.',
  groupUnknown: 'Inventory can only be grouped by product.',
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  titleTaken: 'This title is already used.',
  warehouseCreated: 'Warehouse created successfully.',
  /** spec 4 §8, verbatim (no full stop). */
  warehouseUpdated: 'Warehouse successfully updated',
  vendorCreated: 'Vendor created successfully.',
  vendorUpdated: 'Vendor updated successfully.',
  stockNotWhole: 'Stock changes must be whole numbers.',
  /** Stock may never go below zero (server rule of INVENTORY_STOCK.move). */
  negativeStock: (sku: string, warehouse: string) => `Not enough stock of ${sku} in ${warehouse}.`,
  /** A reservation beyond on hand − committed − reserved (two transfers claiming the same units). */
  notEnoughAvailable: (sku: string, warehouse: string, available: number) =>
    `Not enough available stock of ${sku} in ${warehouse} (${available} available).`,
} as const;
