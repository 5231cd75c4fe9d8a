/**
 * The Invoice orders plugin's server part: its table, versioned migrations, the resource (list,
 * search, get, create, update, delete, bulk delete, saved views — each checked against the
 * subject) and deterministic demo data.
 */
import { integer, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import { defineServerPlugin, resource } from '@storeroom/server';
import { invoiceOrdersInputSchema, INVOICE_ORDERS_STATUSES, INVOICE_ORDERS_SUBJECT } from '../schema';
import type { InvoiceOrdersItem } from '../schema';

export const invoiceOrdersTable = pgTable('invoice_orders_items', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  status: text('status', { enum: INVOICE_ORDERS_STATUSES }).notNull().default('active'),
  notes: text('notes').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invoiceOrdersResource = resource({
  name: 'invoice-orders',
  table: invoiceOrdersTable,
  schema: invoiceOrdersInputSchema,
  subject: INVOICE_ORDERS_SUBJECT,
  defaultSort: '!id',
  toItem: (row): InvoiceOrdersItem => ({
    id: row.id,
    title: row.title,
    status: row.status,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
  }),
});

export const invoiceOrdersServerPlugin = defineServerPlugin({
  id: 'invoice-orders',
  tables: { invoiceOrdersTable },
  migrations: [
    {
      version: 1,
      name: 'create invoice_orders_items',
      sql: [
        `create table invoice_orders_items (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          title text not null,
          status text not null default 'active',
          notes text not null default '',
          created_at timestamptz not null default now()
        )`,
        'create index invoice_orders_items_store_idx on invoice_orders_items (store_id, id)',
      ],
    },
  ],
  resources: [invoiceOrdersResource],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(invoiceOrdersTable, main).insertMany(
      ['Welcome item', 'Second item', 'Archived item'].map((title, i) => ({
        title,
        status: i === 2 ? 'archived' : 'active',
        notes: '',
      })),
    );
    if (second !== undefined) await scope(invoiceOrdersTable, second).insertMany([{ title: 'Other store item' }]);
  },
});
