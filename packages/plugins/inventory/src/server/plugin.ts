/**
 * The Inventory plugin's server part: its table, versioned migrations, the resource (list,
 * search, get, create, update, delete, bulk delete, saved views — each checked against the
 * subject) and deterministic demo data.
 */
import { integer, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import { defineServerPlugin, resource } from '@storeroom/server';
import { inventoryInputSchema, INVENTORY_STATUSES, INVENTORY_SUBJECT } from '../schema';
import type { InventoryItem } from '../schema';

export const inventoryTable = pgTable('inventory_items', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  status: text('status', { enum: INVENTORY_STATUSES }).notNull().default('active'),
  notes: text('notes').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const inventoryResource = resource({
  name: 'inventory',
  table: inventoryTable,
  schema: inventoryInputSchema,
  subject: INVENTORY_SUBJECT,
  defaultSort: '!id',
  toItem: (row): InventoryItem => ({
    id: row.id,
    title: row.title,
    status: row.status,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
  }),
});

export const inventoryServerPlugin = defineServerPlugin({
  id: 'inventory',
  tables: { inventoryTable },
  migrations: [
    {
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
  ],
  resources: [inventoryResource],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(inventoryTable, main).insertMany(
      ['Welcome item', 'Second item', 'Archived item'].map((title, i) => ({
        title,
        status: i === 2 ? 'archived' : 'active',
        notes: '',
      })),
    );
    if (second !== undefined) await scope(inventoryTable, second).insertMany([{ title: 'Other store item' }]);
  },
});
