/**
 * The Inventory plugin's contract (spec 2 §3 Inventory, Warehouse/vendor; §7 Inventory,
 * Vendors/warehouses): what other packages may know of it. The client, the server's checks,
 * the lists' filters and the API reference are derived from this; other plugins read
 * warehouses, vendors and items through it (`useClient(inventoryContract)`) and move stock
 * through `INVENTORY_STOCK` (`./services`).
 */
import { z } from 'zod';
import { defineContract, defineEndpoint, defineResource } from '@storeroom/core/contract';
import {
  INVENTORY_DEFAULT_SORT,
  INVENTORY_GROUP_BY_PRODUCT,
  INVENTORY_MESSAGES,
  INVENTORY_PAGE_SIZE,
  INVENTORY_SUBJECT,
  LOCATIONS_DEFAULT_SORT,
  LOCATIONS_PAGE_SIZE,
} from './model';
import { INVENTORY_STOCK } from './services';

export * from './model';
export * from './services';

/** One warehouse's counts of an inventory item (spec 2 §3: the item's "status list"). */
export const inventoryStatusSchema = z.object({
  /** The level's id (0 while the item has no stock record in that warehouse). */
  id: z.number().int(),
  warehouse_id: z.number().int(),
  warehouse: z.string(),
  on_hand: z.number().int(),
  committed: z.number().int(),
  /** on_hand − committed. */
  uncommitted: z.number().int(),
  /** Held by transfers in transit out of this warehouse. */
  reserved: z.number().int(),
  /** on_hand − committed − reserved: what orders and new transfers may still take. */
  available: z.number().int(),
});
export type InventoryStatus = z.output<typeof inventoryStatusSchema>;

/** What an item and a product group both say: the product, its picture, its link and totals. */
const productStockFields = {
  product_id: z.number().int(),
  product_title: z.string(),
  image: z.string().nullable(),
  /** False once the product or the variant is gone from the catalogue (then it may be deleted). */
  linked: z.boolean(),
  total_on_hand: z.number().int(),
  total_committed: z.number().int(),
  /** Held by transfers in transit, over every warehouse. */
  total_reserved: z.number().int(),
};

/**
 * An inventory item: one sku of a product (or of a variant), its totals over every warehouse
 * and its status per warehouse (every warehouse of the store, by title).
 */
export const inventoryItemSchema = z.object({
  id: z.number().int(),
  ...productStockFields,
  variant_id: z.number().int().nullable(),
  /** Variant title ("Red / M"); empty for a product without variants. */
  variant: z.string(),
  sku: z.string(),
  status: z.array(inventoryStatusSchema),
});
export type InventoryItem = z.output<typeof inventoryItemSchema>;

/** A product with its inventory items (`group=product`, spec 2 §2 "grouped by product"). */
export const inventoryGroupSchema = z.object({
  /** The product id. */
  id: z.number().int(),
  /** `linked` is false when any of its items is unlinked. */
  ...productStockFields,
  inventory_items: z.array(inventoryItemSchema),
});
export type InventoryGroup = z.output<typeof inventoryGroupSchema>;

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

/**
 * `PATCH /inventory`: on hand of several items in one all-or-nothing save (the inventory
 * panel's Save). A refusal names each bad line as `items.{index}.on_hand.{warehouse id}`.
 */
export const inventoryUpdateManySchema = z.object({
  items: z
    .array(z.object({ id: z.number().int().positive(), on_hand: inventoryUpdateSchema.shape.on_hand }))
    .min(1)
    .max(200),
});
export type InventoryUpdateMany = z.input<typeof inventoryUpdateManySchema>;

/** Warehouse or vendor create/update body (spec 2 §7: body title). */
export const locationInputSchema = z.object({
  title: z.string().trim().min(1, INVENTORY_MESSAGES.titleRequired).max(200, INVENTORY_MESSAGES.titleTooLong),
});
export type LocationInput = z.input<typeof locationInputSchema>;

/** A warehouse or a vendor (spec 2 §3: id, title). */
export const locationSchema = z.object({ id: z.number().int(), title: z.string() });
export type Location = z.output<typeof locationSchema>;
export type Warehouse = Location;
export type Vendor = Location;

const listMetaSchema = z.object({
  currentPage: z.number().int(),
  pageCount: z.number().int(),
  perPage: z.number().int(),
  totalCount: z.number().int(),
});

/** A page of the inventory list: items, or products with their items with `group=product`. */
export const inventoryPageSchema = z.union([
  z.object({ items: z.array(inventoryItemSchema), _meta: listMetaSchema }),
  z.object({ items: z.array(inventoryGroupSchema), _meta: listMetaSchema }),
]);

/**
 * `?page&size&sort&group&expand` of the inventory list and search. Paging and sorting are
 * checked by the server's engine (its messages), so they pass here as given.
 */
export const inventoryListQuerySchema = z.object({
  page: z.coerce.string().optional().describe('Page, from 1.'),
  size: z.coerce.string().optional().describe('Page size, from 1 to 200 (default 20).'),
  sort: z
    .string()
    .optional()
    .describe('Comma-separated sort fields (see the items resource); `!field` sorts descending.'),
  group: z
    .enum([INVENTORY_GROUP_BY_PRODUCT], { error: INVENTORY_MESSAGES.groupUnknown })
    .optional()
    .describe('`product`: the rows are products, each with its inventory items and totals.'),
  expand: z.string().optional().describe('Accepted; the status list is always included.'),
});

/** `?expand` of one item: accepted, the status list is always included. */
const itemQuerySchema = z.object({ expand: z.string().optional() });

/** The inventory search body: the items resource's filter fields (spec 2 §7: body filters including `sku.title` list). */
export const inventoryFilterSchema = z
  .record(z.string(), z.unknown())
  .describe(
    'Each field: a value (equality), a list (any of) or `{ operator, value }` (a list of them: all must hold). Fields: product_title, sku.title (a list of skus, any case), total_on_hand, total_committed, warehouse (ids: totals count those warehouses only), linked, product_id, id, query (free text over title and sku).',
  );

/** Warehouses and vendors: one shape, filters and order (spec 2 §3). */
const locationResource = {
  item: locationSchema,
  create: locationInputSchema,
  filters: {
    title: { label: 'Title', type: 'text' },
    id: { label: 'ID', type: 'number' },
    created_at: { label: 'Created', type: 'date' },
  },
  sort: ['id', 'title', 'created_at'],
  defaultSort: LOCATIONS_DEFAULT_SORT,
  pageSize: LOCATIONS_PAGE_SIZE,
} as const;

export const inventoryContract = defineContract({
  id: 'inventory',
  subjects: { inventory: INVENTORY_SUBJECT },
  resources: {
    /**
     * Inventory items. Their list, search, item, on-hand update and deletes are the endpoints
     * below (totals over warehouses, grouping by product, unlinked-only delete); the
     * resource declares their filters and sort fields, and the engine keeps the saved views.
     * The derived resource client reaches the same URLs.
     */
    items: defineResource({
      path: '/inventory',
      subject: INVENTORY_SUBJECT,
      summary:
        'Inventory items (one per sku). Saved views here; list, search, get, update and delete: the inventory endpoints.',
      item: inventoryItemSchema,
      update: inventoryUpdateSchema,
      filters: {
        product_title: { label: 'Product title', type: 'text' },
        // spec 2 §7: a list of skus; equal in any case.
        'sku.title': { label: 'SKU', type: 'text', operators: ['='] },
        total_on_hand: { label: 'Total on hand', type: 'number' },
        total_committed: { label: 'Total committed', type: 'number' },
        // Options are the store's warehouses (the screen reads them); totals then count those only.
        warehouse: { label: 'Warehouse', type: 'select', operators: ['='] },
        linked: { label: 'Linked', type: 'boolean' },
        sku: { label: 'SKU', type: 'text', operators: ['='], hidden: true },
        product_id: { label: 'Product', type: 'number', hidden: true },
        id: { label: 'ID', type: 'number', hidden: true },
        query: { label: 'Search', type: 'text', hidden: true },
      },
      sort: ['product_title', 'sku', 'total_on_hand', 'total_committed', 'id', 'product_id'],
      defaultSort: INVENTORY_DEFAULT_SORT,
      pageSize: INVENTORY_PAGE_SIZE,
      operations: { list: false, get: false, update: false, delete: false },
    }),
    warehouses: defineResource({
      path: '/warehouses',
      subject: INVENTORY_SUBJECT,
      summary: 'Warehouses of the store (spec 2 §3); titles are unique, one holding stock is not deleted.',
      ...locationResource,
    }),
    vendors: defineResource({
      path: '/vendors',
      subject: INVENTORY_SUBJECT,
      summary: 'Vendors (suppliers) of the store (spec 2 §3); titles are unique.',
      ...locationResource,
    }),
  },
  endpoints: {
    listInventory: defineEndpoint({
      method: 'GET',
      path: '/inventory',
      subject: INVENTORY_SUBJECT,
      summary:
        'Inventory items with totals and status per warehouse, or products with their items (`group=product`).',
      query: inventoryListQuerySchema,
      response: inventoryPageSchema,
    }),
    searchInventory: defineEndpoint({
      method: 'POST',
      path: '/inventory/search',
      subject: INVENTORY_SUBJECT,
      action: 'read',
      summary: 'Searches inventory items (or products with their items, `group=product`).',
      query: inventoryListQuerySchema,
      body: inventoryFilterSchema,
      response: inventoryPageSchema,
    }),
    getInventoryItem: defineEndpoint({
      method: 'GET',
      path: '/inventory/:id',
      subject: INVENTORY_SUBJECT,
      summary: 'One inventory item.',
      query: itemQuerySchema,
      response: inventoryItemSchema,
    }),
    setOnHand: defineEndpoint({
      method: 'PATCH',
      path: '/inventory/:id',
      subject: INVENTORY_SUBJECT,
      action: 'update',
      summary: 'Sets on hand per warehouse (never below 0 nor below committed); answers the item.',
      body: inventoryUpdateSchema,
      response: inventoryItemSchema,
    }),
    setOnHandMany: defineEndpoint({
      method: 'PATCH',
      path: '/inventory',
      subject: INVENTORY_SUBJECT,
      action: 'update',
      summary:
        'Sets on hand of several items in one transaction: one bad line (`items.{i}.on_hand.{warehouse}`) refuses the whole save; answers the items.',
      body: inventoryUpdateManySchema,
      response: z.object({ items: z.array(inventoryItemSchema) }),
    }),
    deleteInventoryItem: defineEndpoint({
      method: 'DELETE',
      path: '/inventory/:id',
      subject: INVENTORY_SUBJECT,
      action: 'delete',
      summary: 'Deletes an unlinked item (spec 2 §5: a linked one is refused).',
    }),
    deleteUnlinked: defineEndpoint({
      method: 'POST',
      path: '/inventory/delete',
      subject: INVENTORY_SUBJECT,
      action: 'delete',
      summary:
        'Deletes the unlinked items among `ids` (spec 2 §5); none unlinked: 422 with the spec message.',
      body: z.object({ ids: z.array(z.number().int().positive()).max(1000) }),
      response: z.object({ affected: z.number().int() }),
    }),
  },
  services: { stock: INVENTORY_STOCK },
});
