/**
 * What this plugin's server part offers the other plugins (ARCHITECTURE.md "A plugin"):
 * service and event refs with their types. Zod-free and server-free: any plugin's server part
 * imports them from this plugin's `./contract`. A consumer must behave sensibly when no
 * provider is registered (`ctx.use(ref)` answers `undefined`).
 */
import { createServiceRef } from '@storeroom/core/contract';

/** Stock of one sku in one warehouse (spec 2 §3 Inventory). */
export interface StockLevel {
  sku: string;
  warehouse_id: number;
  on_hand: number;
  committed: number;
  /** Held by transfers in transit out of this warehouse. */
  reserved: number;
  /** on_hand − committed − reserved: what a new transfer may take. */
  available: number;
}

/** What an inventory item names: the product (and variant) of a sku. */
export interface StockItem {
  sku: string;
  product_id: number;
  product_title: string;
  variant_id: number | null;
  /** Variant title, empty for a product without variants. */
  variant: string;
  image: string | null;
  /** False once the catalogue no longer has the product or variant. */
  linked: boolean;
}

/**
 * A change of stock: deltas added to on_hand and committed of `sku` in `warehouse_id`.
 * Orders: sent to fulfilment → committed +q; shipped → committed −q, on_hand −q;
 * un-mark fulfilled → committed −q; un-mark shipped → committed +q, on_hand +q; refund with
 * restock of shipped items → on_hand +q in the fulfilment's warehouse. Transfers: create →
 * reserved +q at the source warehouse (refused beyond what is available); archive or delete →
 * reserved −q; receive → on_hand −q and reserved −q at the source warehouse, on_hand +q at the
 * destination.
 */
export interface StockMove {
  sku: string;
  warehouse_id: number;
  on_hand?: number;
  committed?: number;
  /**
   * Stock held for a transfer. Raising it is refused (422) beyond on_hand − committed −
   * reserved; lowering it never goes below 0 (transfers created before reservations existed
   * release what they never held).
   */
  reserved?: number;
}

export interface InventoryStockService {
  /** The store's warehouses, by title. */
  warehouses(): Promise<{ id: number; title: string }[]>;
  /** The store's vendors (suppliers), by title: transfers may come from or go to one. */
  vendors?(): Promise<{ id: number; title: string }[]>;
  /**
   * Inventory items (one per sku) of these skus, or the store's first `limit` items by product
   * title when `skus` is not given: what a sku names (transfers fill their lines from it).
   */
  items?(options: { skus?: readonly string[]; limit?: number }): Promise<StockItem[]>;
  /** Levels of these skus (all warehouses, or one). Unknown skus are absent. */
  levels(skus: readonly string[], warehouseId?: number): Promise<StockLevel[]>;
  /**
   * Applies every move or none, with row locks (concurrent moves never double-apply). Throws
   * an `HttpError` 422 when on_hand or committed would go below zero, a reservation exceeds
   * the available stock, or a warehouse is unknown. A sku without an inventory line in that warehouse gets one (stock counted from 0).
   */
  move(moves: readonly StockMove[]): Promise<void>;
}

export const INVENTORY_STOCK = createServiceRef<InventoryStockService>('inventory.stock');
