/**
 * The Inventory area's schemas, constants and messages (spec 2 §3 Inventory, Warehouse/vendor;
 * §5; §7 Inventory, Vendors/warehouses; §8), shared by the admin plugin, the typed client and
 * the server part (no React here).
 */
import { z } from 'zod';

export { INVENTORY_SUBJECT } from './access';

/** Page size of the inventory list (products per page when grouped). */
export const INVENTORY_PAGE_SIZE = 20;
/** Page size of the vendors and warehouses lists. */
export const LOCATIONS_PAGE_SIZE = 20;

/** Messages shown to people, verbatim where the spec gives them. */
export const INVENTORY_MESSAGES = {
  /** spec 2 §8: deleting when nothing selected is unlinked. */
  nothingUnlinked: "You don't have any unlinked products or products with unlinked variants in inventory.",
  deleted: 'Unlinked inventory deleted successfully.',
  warehouseHasStock: 'This warehouse still holds stock: move or remove it first.',
  updated: 'Inventory updated successfully.',
  notFound: 'Inventory for update not found.',
  onHandInvalid: 'On hand must be a whole number of 0 or more.',
  warehouseUnknown: 'Warehouse not found.',
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  titleTaken: 'This title is already used.',
  warehouseCreated: 'Warehouse created successfully.',
  warehouseUpdated: 'Warehouse updated successfully.',
  vendorCreated: 'Vendor created successfully.',
  vendorUpdated: 'Vendor updated successfully.',
  /** Stock may never go below zero (server rule of INVENTORY_STOCK.move). */
  negativeStock: (sku: string, warehouse: string) => `Not enough stock of ${sku} in ${warehouse}.`,
} as const;

/** One warehouse's counts of an inventory item (spec 2 §3: the item's "status list"). */
export interface InventoryStatus extends Record<string, unknown> {
  /** The level's id. */
  id: number;
  warehouse_id: number;
  warehouse: string;
  on_hand: number;
  committed: number;
  /** on_hand − committed. */
  uncommitted: number;
}

/** An inventory item: one sku of a product (or of a variant) and its stock per warehouse. */
export interface InventoryItem extends Record<string, unknown> {
  id: number;
  product_id: number;
  product_title: string;
  variant_id: number | null;
  /** Variant title ("Red / M"); empty for a product without variants. */
  variant: string;
  sku: string;
  image: string | null;
  /** False once the product or the variant is gone from the catalogue (then it may be deleted). */
  linked: boolean;
  total_on_hand: number;
  total_committed: number;
  status: InventoryStatus[];
}

/** A product with its inventory items (`group=product`, spec 2 §2 "grouped by product"). */
export interface InventoryGroup extends Record<string, unknown> {
  /** The product id. */
  id: number;
  product_id: number;
  product_title: string;
  image: string | null;
  /** False when any of its items is unlinked. */
  linked: boolean;
  total_on_hand: number;
  total_committed: number;
  inventory_items: InventoryItem[];
}

/** `PATCH /inventory/{id}`: the new on hand per warehouse id (spec 2 §7). */
export const inventoryUpdateSchema = z.object({
  on_hand: z.record(
    z.string().regex(/^\d+$/, INVENTORY_MESSAGES.warehouseUnknown),
    z
      .number({ error: INVENTORY_MESSAGES.onHandInvalid })
      .int(INVENTORY_MESSAGES.onHandInvalid)
      .min(0, INVENTORY_MESSAGES.onHandInvalid),
  ),
});
export type InventoryUpdate = z.input<typeof inventoryUpdateSchema>;

/** Warehouse or vendor create/update body (spec 2 §7: body title). */
export const locationInputSchema = z.object({
  title: z.string().trim().min(1, INVENTORY_MESSAGES.titleRequired).max(200, INVENTORY_MESSAGES.titleTooLong),
});
export type LocationInput = z.input<typeof locationInputSchema>;

/** A warehouse or a vendor (spec 2 §3: id, title). */
export interface Location extends Record<string, unknown> {
  id: number;
  title: string;
}
export type Warehouse = Location;
export type Vendor = Location;
