/**
 * The Products plugin's server part: its table, versioned migrations, the resource (list,
 * search, get, create, update, delete, bulk delete, saved views — each checked against the
 * subject) and deterministic demo data.
 */
import { integer, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import { defineServerPlugin, resource } from '@storeroom/server';
import { productsInputSchema, PRODUCTS_STATUSES, PRODUCTS_SUBJECT } from '../schema';
import type { ProductsItem } from '../schema';

export const productsTable = pgTable('products_items', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  status: text('status', { enum: PRODUCTS_STATUSES }).notNull().default('active'),
  notes: text('notes').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const productsResource = resource({
  name: 'products',
  table: productsTable,
  schema: productsInputSchema,
  subject: PRODUCTS_SUBJECT,
  defaultSort: '!id',
  toItem: (row): ProductsItem => ({
    id: row.id,
    title: row.title,
    status: row.status,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
  }),
});

export const productsServerPlugin = defineServerPlugin({
  id: 'products',
  tables: { productsTable },
  migrations: [
    {
      version: 1,
      name: 'create products_items',
      sql: [
        `create table products_items (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          title text not null,
          status text not null default 'active',
          notes text not null default '',
          created_at timestamptz not null default now()
        )`,
        'create index products_items_store_idx on products_items (store_id, id)',
      ],
    },
  ],
  resources: [productsResource],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(productsTable, main).insertMany(
      ['Welcome item', 'Second item', 'Archived item'].map((title, i) => ({
        title,
        status: i === 2 ? 'archived' : 'active',
        notes: '',
      })),
    );
    if (second !== undefined) await scope(productsTable, second).insertMany([{ title: 'Other store item' }]);
  },
});
