/**
 * The orders plugin's tables. Column keys are the API's field names (snake_case). Quantities
 * of the order-item flow (spec 3 §4) are kept as counters on each item (`sent_quantity`
 * includes shipped ones) and as documents: fulfilments, shipments and restocks each hold
 * their `{ item_id, quantity }` lines as a JSON list — they are only ever read and written
 * with their order, under the order's row lock.
 */
import { currencyExponentSql } from '@storeroom/core/format';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  sql,
  text,
  timestamp,
} from '@storeroom/server/drizzle';
import type { OrderAddress } from '../contract';

/**
 * Money: integer minor units of the order's currency (cents for USD), never floats. bigint
 * read as a JS number (safe up to 2^53 minor units).
 */
const money = (name: string) => bigint(name, { mode: 'number' });

export const ordersTable = pgTable('orders', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  display_number: integer('display_number').notNull(),
  status: smallint('status').notNull().default(0),
  paid: smallint('paid').notNull().default(-1),
  order_date: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
  customer_id: integer('customer_id'),
  email: text('email').notNull().default(''),
  full_name: text('full_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  notes: text('notes').notNull().default(''),
  currency: text('currency').notNull().default('USD'),
  payment_type: text('payment_type').notNull().default(''),
  subtotal: money('subtotal').notNull().default(0),
  shipping_price: money('shipping_price').notNull().default(0),
  tax: money('tax').notNull().default(0),
  total: money('total').notNull().default(0),
  refunded: money('refunded').notNull().default(0),
  items_count: integer('items_count').notNull().default(0),
  // The migration's default ('{}'), so Drizzle and the database agree (db/drift.ts).
  shipping_address: jsonb('shipping_address')
    .$type<OrderAddress>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  billing_address: jsonb('billing_address')
    .$type<OrderAddress>()
    .notNull()
    .default(sql`'{}'::jsonb`),
});

export const orderItemsTable = pgTable('order_items', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  order_id: integer('order_id').notNull(),
  position: integer('position').notNull().default(0),
  product_id: integer('product_id'),
  variant_id: integer('variant_id'),
  title: text('title').notNull(),
  variant: text('variant').notNull().default(''),
  sku: text('sku').notNull().default(''),
  price: money('price').notNull().default(0),
  quantity: integer('quantity').notNull(),
  image: text('image'),
  track_inventory: boolean('track_inventory').notNull().default(false),
  is_giftcard: boolean('is_giftcard').notNull().default(false),
  sent_quantity: integer('sent_quantity').notNull().default(0),
  shipped_quantity: integer('shipped_quantity').notNull().default(0),
  restocked_quantity: integer('restocked_quantity').notNull().default(0),
});

/** A line of a fulfilment, shipment or restock. `shipped` (fulfilments only): how much of it left. */
export interface StoredLine {
  item_id: number;
  quantity: number;
  shipped?: number;
  restocked?: number;
}

export const fulfilmentsTable = pgTable('order_fulfilments', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  order_id: integer('order_id').notNull(),
  warehouse_id: integer('warehouse_id'),
  items: jsonb('items').$type<StoredLine[]>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const shipmentsTable = pgTable('order_shipments', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  order_id: integer('order_id').notNull(),
  fulfilment_id: integer('fulfilment_id'),
  items: jsonb('items').$type<StoredLine[]>().notNull(),
  tracking_number: text('tracking_number').notNull().default(''),
  shipping_carrier: integer('shipping_carrier'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const restocksTable = pgTable('order_restocks', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  order_id: integer('order_id').notNull(),
  shipment_id: integer('shipment_id').notNull(),
  refund_id: integer('refund_id'),
  warehouse_id: integer('warehouse_id'),
  items: jsonb('items').$type<StoredLine[]>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const refundsTable = pgTable('order_refunds', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  order_id: integer('order_id').notNull(),
  amount: money('amount').notNull(),
  notify: boolean('notify').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each change of an order's notes, with who made it (issue 18: the order timeline shows notes
 * with their authors). `author` is the name (or email) the caller had when they wrote it.
 */
export const orderNotesTable = pgTable('order_note_events', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  order_id: integer('order_id').notNull(),
  notes: text('notes').notNull(),
  author: text('author').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each time an unpaid order was marked paid (`POST /orders/{id}/pay`), with the payment type
 * and who did it: the order timeline's "paid" event. An order placed paid has none (its
 * payment is the order's own, at its date).
 */
export const orderPaymentsTable = pgTable('order_payment_events', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  order_id: integer('order_id').notNull(),
  payment_type: text('payment_type').notNull(),
  author: text('author').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const carriersTable = pgTable('carriers', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  is_deleted: boolean('is_deleted').notNull().default(false),
});

/**
 * Mass-fulfilment templates (spec 2 §7): which CSV column (1-based) holds the order id, the
 * tracking number and the carrier, and whether the file starts with a header line.
 */
export const fulfilmentTemplatesTable = pgTable('order_fulfilment_templates', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  order_column: smallint('order_column').notNull(),
  tracking_column: smallint('tracking_column').notNull(),
  carrier_column: smallint('carrier_column').notNull(),
  has_header: boolean('has_header').notNull().default(true),
});

const child = (name: string, extra = '') => `create table ${name} (
  id serial primary key,
  store_id integer not null references stores(id) on delete cascade,
  order_id integer not null references orders(id) on delete cascade${extra}
)`;

/** Versioned migrations (applied once each; never change an applied one, add a version). */
export const ORDERS_MIGRATIONS = [
  {
    version: 1,
    name: 'orders, items, fulfilments, shipments, restocks, refunds, carriers',
    sql: [
      `create table orders (
        id serial primary key,
        store_id integer not null references stores(id) on delete cascade,
        display_number integer not null,
        status smallint not null default 0,
        paid smallint not null default -1,
        order_date timestamptz not null default now(),
        customer_id integer,
        email text not null default '',
        full_name text not null default '',
        phone text not null default '',
        notes text not null default '',
        currency text not null default 'USD',
        payment_type text not null default '',
        subtotal numeric(12,2) not null default 0,
        shipping_price numeric(12,2) not null default 0,
        tax numeric(12,2) not null default 0,
        total numeric(12,2) not null default 0,
        refunded numeric(12,2) not null default 0,
        items_count integer not null default 0,
        shipping_address jsonb not null default '{}',
        billing_address jsonb not null default '{}',
        constraint orders_refund_bounds check (refunded >= 0 and refunded <= total)
      )`,
      // The list: newest first, optionally by fulfilment or paid status (spec 2 §7, bench).
      'create index orders_store_date_idx on orders (store_id, order_date desc, id desc)',
      'create index orders_store_status_date_idx on orders (store_id, status, order_date desc, id desc)',
      'create index orders_store_paid_date_idx on orders (store_id, paid, order_date desc, id desc)',
      'create unique index orders_store_number_idx on orders (store_id, display_number)',
      'create index orders_store_customer_idx on orders (store_id, customer_id)',
      child(
        'order_items',
        `,
        position integer not null default 0,
        product_id integer,
        variant_id integer,
        title text not null,
        variant text not null default '',
        sku text not null default '',
        price numeric(12,2) not null default 0,
        quantity integer not null check (quantity > 0),
        image text,
        track_inventory boolean not null default false,
        is_giftcard boolean not null default false,
        sent_quantity integer not null default 0,
        shipped_quantity integer not null default 0,
        restocked_quantity integer not null default 0,
        constraint order_items_flow check (
          sent_quantity >= 0 and sent_quantity <= quantity
          and shipped_quantity >= 0 and shipped_quantity <= sent_quantity
          and restocked_quantity >= 0 and restocked_quantity <= shipped_quantity
        )`,
      ),
      'create index order_items_order_idx on order_items (order_id)',
      child(
        'order_fulfilments',
        `,
        warehouse_id integer,
        items jsonb not null,
        created_at timestamptz not null default now()`,
      ),
      'create index order_fulfilments_order_idx on order_fulfilments (order_id)',
      child(
        'order_shipments',
        `,
        fulfilment_id integer references order_fulfilments(id) on delete set null,
        items jsonb not null,
        tracking_number text not null default '',
        shipping_carrier integer,
        created_at timestamptz not null default now()`,
      ),
      'create index order_shipments_order_idx on order_shipments (order_id)',
      child(
        'order_refunds',
        `,
        amount numeric(12,2) not null check (amount > 0),
        notify boolean not null default false,
        created_at timestamptz not null default now()`,
      ),
      'create index order_refunds_order_idx on order_refunds (order_id)',
      child(
        'order_restocks',
        `,
        shipment_id integer not null references order_shipments(id) on delete cascade,
        refund_id integer references order_refunds(id) on delete set null,
        warehouse_id integer,
        items jsonb not null,
        created_at timestamptz not null default now()`,
      ),
      'create index order_restocks_order_idx on order_restocks (order_id)',
      `create table carriers (
        id serial primary key,
        store_id integer not null references stores(id) on delete cascade,
        title text not null,
        is_deleted boolean not null default false
      )`,
      'create index carriers_store_idx on carriers (store_id, title)',
    ],
  },
  {
    version: 2,
    name: 'orders list indexes in the engine sort order',
    // The resource engine sorts `!order_date` as `order_date desc nulls last, id asc` (the id
    // breaks ties): indexes in exactly that order let a page of 20 be read from the index
    // instead of sorting every matching order (bench/orders-api.bench.mjs).
    sql: [
      'drop index orders_store_date_idx',
      'drop index orders_store_status_date_idx',
      'drop index orders_store_paid_date_idx',
      'create index orders_store_date_idx on orders (store_id, order_date desc nulls last, id)',
      'create index orders_store_status_date_idx on orders (store_id, status, order_date desc nulls last, id)',
      'create index orders_store_paid_date_idx on orders (store_id, paid, order_date desc nulls last, id)',
    ],
  },
  {
    version: 3,
    name: 'mass-fulfilment templates',
    sql: [
      `create table order_fulfilment_templates (
        id serial primary key,
        store_id integer not null references stores(id) on delete cascade,
        title text not null,
        order_column smallint not null check (order_column between 1 and 50),
        tracking_column smallint not null check (tracking_column between 1 and 50),
        carrier_column smallint not null check (carrier_column between 1 and 50),
        has_header boolean not null default true
      )`,
      'create index order_fulfilment_templates_store_idx on order_fulfilment_templates (store_id, title)',
    ],
  },
  {
    version: 4,
    name: 'money in integer minor units',
    // Amounts were numeric(12,2) in currency units; each becomes bigint minor units of the
    // order's currency (x100 for USD, x1 for JPY, x1000 for KWD), rounded half away from zero.
    // A transform cannot read another table, so items and refunds take their order's
    // exponent through a column that lives only during this migration.
    sql: [
      'alter table orders drop constraint orders_refund_bounds',
      `alter table orders ${['subtotal', 'shipping_price', 'tax', 'total', 'refunded']
        .map(
          (c) =>
            `alter column ${c} type bigint using round(${c} * power(10::numeric, ${currencyExponentSql('currency')}))::bigint`,
        )
        .join(', ')}`,
      'alter table orders add constraint orders_refund_bounds check (refunded >= 0 and refunded <= total)',
      ...(['order_items', 'order_refunds'] as const).flatMap((table) => {
        const column = table === 'order_items' ? 'price' : 'amount';
        return [
          `alter table ${table} add column money_exponent smallint`,
          `update ${table} t set money_exponent = ${currencyExponentSql('o.currency')} from orders o where o.id = t.order_id`,
          `alter table ${table} alter column ${column} type bigint using round(${column} * power(10::numeric, coalesce(money_exponent, 2)))::bigint`,
          `alter table ${table} drop column money_exponent`,
        ];
      }),
    ],
  },
];

/** Version 6 (after the plugin's version 5): the note events of the order timeline. */
export const ORDER_NOTES_MIGRATION = {
  version: 6,
  name: 'order note events',
  sql: [
    child(
      'order_note_events',
      `,
        notes text not null,
        author text not null,
        created_at timestamptz not null default now()`,
    ),
    'create index order_note_events_order_idx on order_note_events (order_id)',
  ],
};

/** Version 7: the payment events of the order timeline (an order marked paid, and by whom). */
export const ORDER_PAYMENTS_MIGRATION = {
  version: 7,
  name: 'order payment events',
  sql: [
    child(
      'order_payment_events',
      `,
        payment_type text not null,
        author text not null,
        created_at timestamptz not null default now()`,
    ),
    'create index order_payment_events_order_idx on order_payment_events (order_id)',
  ],
};
