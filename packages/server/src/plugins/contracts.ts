/**
 * The standard cross-plugin contracts of the reference server. Plugins never import each
 * other (ARCHITECTURE.md "Dependency direction"): the inventory plugin provides
 * `INVENTORY_STOCK`, the orders and transfers plugins use it; the products plugin publishes
 * `PRODUCT_SAVED`, the inventory plugin keeps its items in step. A contract works when its
 * provider is registered; `ctx.use(ref)` answers `undefined` otherwise, and a consumer must
 * behave sensibly then (no stock movement, empty statistics, ...).
 */
import { createEventRef, createServiceRef } from './services';

// ─── Inventory (provider: inventory) ──────────────────────────────────────────────────────

/** Stock of one sku in one warehouse (spec 2 §3 Inventory). */
export interface StockLevel {
  sku: string;
  warehouse_id: number;
  on_hand: number;
  committed: number;
  /** on_hand − committed ("uncommitted"). */
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
 * restock of shipped items → on_hand +q in the fulfilment's warehouse. Transfers: receive →
 * on_hand −q at the source warehouse, +q at the destination.
 */
export interface StockMove {
  sku: string;
  warehouse_id: number;
  on_hand?: number;
  committed?: number;
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
   * an `HttpError` 422 when on_hand or committed would go below zero, or a warehouse is
   * unknown. A sku without an inventory line in that warehouse gets one (stock counted from 0).
   */
  move(moves: readonly StockMove[]): Promise<void>;
}

export const INVENTORY_STOCK = createServiceRef<InventoryStockService>('inventory.stock');

// ─── Catalogue (provider and publisher: products) ─────────────────────────────────────────

/** A product as the other areas see it (inventory lines, order items, collections). */
export interface CatalogueProduct {
  id: number;
  title: string;
  seo_url: string;
  type: string;
  vendor: string;
  tags: string[];
  price: number | null;
  is_draft: boolean;
  track_inventory: boolean;
  /** The product-level sku of a product without variants (its one inventory line). */
  sku?: string;
  /** Public path of the first image, or null. */
  image: string | null;
  variants: { id: number; title: string; sku: string; price: number | null; image: string | null }[];
}

export interface CatalogueService {
  /** Products by id (missing ids are absent), not templates. */
  find(ids: readonly number[]): Promise<CatalogueProduct[]>;
  /** Number of products (templates excluded). */
  count(filter?: { is_draft?: boolean }): Promise<number>;
  /**
   * Ids of the products matching collection rules (spec 1 §4–5): `match` all or any of the
   * rules, each `{ field: title|type|vendor|tag|price, operator: = != > < contains notcontains, value }`.
   */
  match(rules: readonly CollectionRule[], match: 'all' | 'any'): Promise<number[]>;
}

export interface CollectionRule {
  field: string;
  operator: string;
  value: string;
}

export const CATALOGUE = createServiceRef<CatalogueService>('catalogue');
/** Published after a product is created or updated (inside the save's transaction). */
export const PRODUCT_SAVED = createEventRef<CatalogueProduct>('products.saved');
/** Published after products are deleted. */
export const PRODUCTS_DELETED = createEventRef<{ ids: number[] }>('products.deleted');

// ─── Orders (provider and publisher: orders) ──────────────────────────────────────────────

/** A half-open time range [from, to). */
export interface StatsRange {
  from: Date;
  to: Date;
}

export interface OrderStatisticsService {
  /** Orders placed in the range and their sales (total − refunded, in currency units), paid orders only. */
  totals(range: StatsRange): Promise<{ orders: number; sales: number }>;
  /**
   * A series bucketed by hour or day in the store's time zone; `time` is the bucket start
   * in unix seconds; empty buckets are present with value 0.
   */
  series(
    range: StatsRange & { metric: 'orders' | 'sales'; bucket: 'hour' | 'day' },
  ): Promise<{ time: number; value: number }[]>;
  /** Best sellers in the range by quantity (spec 2 §9: top 5). */
  topProducts(range: StatsRange & { limit: number }): Promise<
    {
      product_id: number | null;
      title: string;
      image: string | null;
      quantity: number;
      orders: number;
      total: number;
    }[]
  >;
  /**
   * order_count, lifetime_spent and last_purchase (ISO) per customer (spec 1 §3 Customer).
   * `lifetime_spent` is in integer cents (the customers area stores cents), unlike `sales`.
   */
  customerStats(
    customerIds: readonly number[],
  ): Promise<Map<number, { order_count: number; lifetime_spent: number; last_purchase: string | null }>>;
}

export const ORDER_STATISTICS = createServiceRef<OrderStatisticsService>('orders.statistics');
/** Published when orders are placed, paid, refunded or change customer. */
export const ORDERS_CHANGED = createEventRef<{ order_ids: number[]; customer_ids: number[] }>(
  'orders.changed',
);

// ─── Customers (provider: customers) ─────────────────────────────────────────────────────

export interface DirectoryCustomer {
  id: number;
  email: string;
  full_name: string;
  phone: string;
}

export interface CustomerDirectoryService {
  get(id: number): Promise<DirectoryCustomer | undefined>;
  /** By email, compared lower-cased. */
  findByEmail(email: string): Promise<DirectoryCustomer | undefined>;
  /** Creates a customer (422 `{ errors }` on a bad email). */
  create(input: { email: string; full_name?: string; phone?: string }): Promise<DirectoryCustomer>;
  update(id: number, input: Partial<Omit<DirectoryCustomer, 'id'>>): Promise<DirectoryCustomer>;
  remove(id: number): Promise<void>;
}

export const CUSTOMER_DIRECTORY = createServiceRef<CustomerDirectoryService>('customers.directory');

/**
 * How many documents (orders, invoice orders, ...) name a customer. Every area that links
 * customers provides one counter under its own id; the customer-email change (spec 2 §4)
 * sums them through `CUSTOMER_REFERENCES` events.
 */
export const CUSTOMER_REFERENCES = createEventRef<{ customer_id: number; count: { value: number } }>(
  'customers.references',
);

// ─── CSV templates (provider: csv-templates) ──────────────────────────────────────────────

/** Layout types (spec 1 §9): row per item 1, column per item 2, one cell 3. */
export const CSV_LAYOUT = { rowPerItem: 1, columnPerItem: 2, oneCell: 3 } as const;

/** What a template column's content list may name: order fields and item fields. */
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

export interface CsvTemplate {
  id: number;
  title: string;
  layout_type: 1 | 2 | 3;
  /** Each column joins its content fields with a space. */
  columns: { title: string; content: CsvTemplateField[] }[];
}

export interface CsvTemplatesService {
  get(id: number): Promise<CsvTemplate | undefined>;
}

export const CSV_TEMPLATES = createServiceRef<CsvTemplatesService>('csv-templates');

// ─── Dashboard setup (asker: dashboard) ───────────────────────────────────────────────────

/**
 * What the dashboard's setup checklist (spec 2 §2) and trial promo (spec 2 §9) ask the other
 * areas: each subscriber marks its checklist steps done (`domains`, `payments`, `shipping`,
 * `collections`, `products`) and adds the app type ids installed in the store (e.g.
 * `done-for-you`). Run in the dashboard's read; subscribers only read.
 */
export interface DashboardSetupState {
  done: Set<string>;
  installed_apps: Set<string>;
}

export const DASHBOARD_SETUP = createEventRef<DashboardSetupState>('dashboard.setup');

// ─── Collection members (provider: collections) ───────────────────────────────────────────

/**
 * What the collections area tells the others about its collections: the product list's
 * "collections" filter and lookup (spec 2 §2, §3 "Lookup data").
 */
export interface CollectionMembersService {
  /**
   * Ids of the products in any of these collections (manual members and by-rules matches
   * through `CATALOGUE`), ascending, without duplicates; unknown ids add nothing.
   */
  productIds(collectionIds: readonly number[]): Promise<number[]>;
  /** The store's collections by title. `is_auto` ones are hidden by the lookup (spec 2 §3). */
  list(): Promise<{ id: number; title: string; is_auto: boolean }[]>;
}

export const COLLECTION_MEMBERS = createServiceRef<CollectionMembersService>('collections.members');
