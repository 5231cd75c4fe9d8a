/**
 * The Products plugin's tables. A product keeps its options, variants, description tabs
 * (textareas) and image ids as JSON columns: they are always read and written with their
 * product (spec 2 §4 save flow), and a variant's id comes from the `product_variant_ids`
 * sequence so other areas (inventory, orders) can name it.
 */
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from '@storeroom/server/drizzle';
import type { ProductOption, ProductTextarea, ProductVariant } from '../contract';

export type StoredVariant = ProductVariant & { id: number };

export const productsTable = pgTable('products', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  seo_title: text('seo_title').notNull().default(''),
  seo_url: text('seo_url').notNull().default(''),
  sku: text('sku').notNull().default(''),
  price: doublePrecision('price'),
  type: text('type').notNull().default(''),
  vendor: text('vendor').notNull().default(''),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  is_draft: boolean('is_draft').notNull().default(false),
  is_template: boolean('is_template').notNull().default(false),
  template_name: text('template_name').notNull().default(''),
  is_multi: boolean('is_multi').notNull().default(false),
  is_pod: boolean('is_pod').notNull().default(false),
  is_giftcard: boolean('is_giftcard').notNull().default(false),
  auto_fulfilment: boolean('auto_fulfilment').notNull().default(false),
  skip_shipping: boolean('skip_shipping').notNull().default(false),
  track_inventory: boolean('track_inventory').notNull().default(false),
  images: jsonb('images').$type<number[]>().notNull().default([]),
  textareas: jsonb('textareas').$type<ProductTextarea[]>().notNull().default([]),
  options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
  variants: jsonb('variants').$type<StoredVariant[]>().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProductRow = typeof productsTable.$inferSelect;

/** Product settings, one row per store (spec 3 §3); absent means the defaults. */
export const productSettingsTable = pgTable('product_settings', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  sku: boolean('sku').notNull().default(true),
  textareas_enabled: boolean('textareas_enabled').notNull().default(true),
  tabs: jsonb('tabs').$type<string[]>().notNull().default([]),
});

export const PRODUCTS_MIGRATIONS = [
  {
    version: 1,
    name: 'create products and product_settings',
    sql: [
      `create table products (
        id serial primary key,
        store_id integer not null references stores(id) on delete cascade,
        title text not null,
        seo_title text not null default '',
        seo_url text not null default '',
        sku text not null default '',
        price double precision,
        type text not null default '',
        vendor text not null default '',
        tags jsonb not null default '[]'::jsonb,
        is_draft boolean not null default false,
        is_template boolean not null default false,
        template_name text not null default '',
        is_multi boolean not null default false,
        is_pod boolean not null default false,
        is_giftcard boolean not null default false,
        auto_fulfilment boolean not null default false,
        skip_shipping boolean not null default false,
        track_inventory boolean not null default false,
        images jsonb not null default '[]'::jsonb,
        textareas jsonb not null default '[]'::jsonb,
        options jsonb not null default '[]'::jsonb,
        variants jsonb not null default '[]'::jsonb,
        created_at timestamptz not null default now()
      )`,
      'create index products_store_idx on products (store_id, id)',
      'create index products_store_title_idx on products (store_id, lower(title))',
      'create index products_tags_idx on products using gin (tags)',
      'create sequence product_variant_ids',
      `create table product_settings (
        id serial primary key,
        store_id integer not null unique references stores(id) on delete cascade,
        sku boolean not null default true,
        textareas_enabled boolean not null default true,
        tabs jsonb not null default '[]'::jsonb
      )`,
    ],
  },
];
