/**
 * The Products plugin's tables. A product keeps its options, variants, description tabs
 * (textareas) and image ids as JSON columns: they are always read and written with their
 * product (spec 2 §4 save flow), and a variant's id comes from the `product_variant_ids`
 * sequence so other areas (inventory, orders) can name it.
 */
import { currencyExponentSql } from '@storeroom/core/format';
import { bigint, boolean, integer, jsonb, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import type { ProductOption, ProductTextarea, ProductVariant } from '../contract';

export type StoredVariant = ProductVariant & { id: number };

export const productsTable = pgTable('products', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  seo_title: text('seo_title').notNull().default(''),
  seo_url: text('seo_url').notNull().default(''),
  sku: text('sku').notNull().default(''),
  /** Integer minor units of the store's currency (cents for USD); null on multi products. */
  price: bigint('price', { mode: 'number' }),
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
  {
    version: 2,
    name: 'prices in integer minor units',
    // Prices were double precision currency units; they become bigint minor units of the
    // store's currency (x100 for USD, x1 for JPY), rounded half away from zero, and so do the
    // variants' prices inside the JSON column. A transform cannot read the stores table, so
    // the exponent passes through a column that lives only during this migration.
    sql: [
      'alter table products add column money_exponent smallint',
      `update products p set money_exponent = ${currencyExponentSql('s.currency')} from stores s where s.id = p.store_id`,
      `alter table products alter column price type bigint
        using round(price::numeric * power(10::numeric, coalesce(money_exponent, 2)))::bigint`,
      `update products set variants = (
        select coalesce(jsonb_agg(
          case when jsonb_typeof(v -> 'price') = 'number'
            then jsonb_set(v, '{price}', to_jsonb(round((v ->> 'price')::numeric * power(10::numeric, coalesce(money_exponent, 2)))::bigint))
            else v end
          order by n), '[]'::jsonb)
        from jsonb_array_elements(variants) with ordinality as t(v, n)
      ) where jsonb_array_length(variants) > 0`,
      'alter table products drop column money_exponent',
    ],
  },
];
