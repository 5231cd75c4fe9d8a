/** The Inventory plugin's tables (spec 2 §3 Inventory, Warehouse/vendor). */
import { boolean, integer, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';

/** One sku of a product or variant (unique per store: stock is counted by sku). */
export const inventoryItems = pgTable('inventory_lines', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  product_id: integer('product_id').notNull(),
  product_title: text('product_title').notNull(),
  variant_id: integer('variant_id'),
  variant: text('variant').notNull().default(''),
  sku: text('sku').notNull(),
  image: text('image'),
  linked: boolean('linked').notNull().default(true),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stock of one item in one warehouse. */
export const inventoryLevels = pgTable('inventory_levels', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  item_id: integer('item_id').notNull(),
  warehouse_id: integer('warehouse_id').notNull(),
  on_hand: integer('on_hand').notNull().default(0),
  committed: integer('committed').notNull().default(0),
  /** Held for transfers in transit out of this warehouse: not available to other transfers. */
  reserved: integer('reserved').notNull().default(0),
});

export const warehouses = pgTable('inventory_warehouses', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const vendors = pgTable('inventory_vendors', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Warehouses and vendors share one shape (a titled place of the store); the SQL is as first released. */
function locationTable(name: string): string[] {
  return [
    `create table ${name} (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          title text not null,
          created_at timestamptz not null default now()
        )`,
    `create index ${name}_store_idx on ${name} (store_id, id)`,
  ];
}

export const INVENTORY_MIGRATIONS = [
  {
    // The scaffold's first table; replaced by version 2 (kept: applied migrations never change).
    version: 1,
    name: 'create inventory_items',
    sql: [
      `create table inventory_items (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          title text not null,
          status text not null default 'active',
          notes text not null default '',
          created_at timestamptz not null default now()
        )`,
      'create index inventory_items_store_idx on inventory_items (store_id, id)',
    ],
  },
  {
    version: 2,
    name: 'inventory lines, levels, warehouses, vendors',
    sql: [
      'drop table inventory_items',
      ...locationTable('inventory_warehouses'),
      ...locationTable('inventory_vendors'),
      `create table inventory_lines (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          product_id integer not null,
          product_title text not null,
          variant_id integer,
          variant text not null default '',
          sku text not null,
          image text,
          linked boolean not null default true,
          created_at timestamptz not null default now()
        )`,
      'create unique index inventory_lines_store_sku_idx on inventory_lines (store_id, sku)',
      'create index inventory_lines_store_product_idx on inventory_lines (store_id, product_id)',
      `create table inventory_levels (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          item_id integer not null references inventory_lines(id) on delete cascade,
          warehouse_id integer not null references inventory_warehouses(id) on delete cascade,
          on_hand integer not null default 0 check (on_hand >= 0),
          committed integer not null default 0 check (committed >= 0)
        )`,
      'create unique index inventory_levels_item_warehouse_idx on inventory_levels (item_id, warehouse_id)',
      'create index inventory_levels_store_idx on inventory_levels (store_id, warehouse_id)',
    ],
  },
  {
    version: 3,
    name: 'stock reserved by transfers',
    sql: [
      'alter table inventory_levels add column reserved integer not null default 0 check (reserved >= 0)',
    ],
  },
] as const;
