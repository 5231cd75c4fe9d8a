/** The Transfers plugin's tables (spec 2 §3 Transfer). */
import { boolean, integer, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';

export const transfers = pgTable('transfers', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  from_warehouse: integer('from_warehouse'),
  from_vendor: integer('from_vendor'),
  to_warehouse: integer('to_warehouse'),
  to_vendor: integer('to_vendor'),
  archived: boolean('archived').notNull().default(false),
  /** In transit 0, partially received 1, received 2 (spec 2 §4). */
  status: integer('status').notNull().default(0),
  /** Totals of the lines, kept on write so the list can show and sort them. */
  quantity: integer('quantity').notNull().default(0),
  received: integer('received').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const transferLines = pgTable('transfer_lines', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  transfer_id: integer('transfer_id').notNull(),
  sku: text('sku').notNull(),
  title: text('title').notNull().default(''),
  variant: text('variant').notNull().default(''),
  image: text('image'),
  product_id: integer('product_id'),
  variant_id: integer('variant_id'),
  quantity: integer('quantity').notNull(),
  received: integer('received').notNull().default(0),
});

export const TRANSFERS_MIGRATIONS = [
  {
    // The scaffold's first table; replaced by version 2 (kept: applied migrations never change).
    version: 1,
    name: 'create transfers_items',
    sql: [
      `create table transfers_items (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          title text not null,
          status text not null default 'active',
          notes text not null default '',
          created_at timestamptz not null default now()
        )`,
      'create index transfers_items_store_idx on transfers_items (store_id, id)',
    ],
  },
  {
    version: 2,
    name: 'transfers and their lines',
    sql: [
      'drop table transfers_items',
      `create table transfers (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          from_warehouse integer,
          from_vendor integer,
          to_warehouse integer,
          to_vendor integer,
          archived boolean not null default false,
          status integer not null default 0,
          quantity integer not null default 0,
          received integer not null default 0,
          created_at timestamptz not null default now()
        )`,
      'create index transfers_store_idx on transfers (store_id, id)',
      `create table transfer_lines (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          transfer_id integer not null references transfers(id) on delete cascade,
          sku text not null,
          title text not null default '',
          variant text not null default '',
          image text,
          product_id integer,
          variant_id integer,
          quantity integer not null check (quantity > 0),
          received integer not null default 0 check (received >= 0 and received <= quantity)
        )`,
      'create index transfer_lines_transfer_idx on transfer_lines (transfer_id, id)',
    ],
  },
] as const;
