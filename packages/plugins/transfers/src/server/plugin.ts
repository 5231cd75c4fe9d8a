/**
 * The Transfers plugin's server part: its table, versioned migrations, the resource (list,
 * search, get, create, update, delete, bulk delete, saved views — each checked against the
 * subject) and deterministic demo data.
 */
import { integer, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import { defineServerPlugin, resource } from '@storeroom/server';
import { transfersInputSchema, TRANSFERS_STATUSES, TRANSFERS_SUBJECT } from '../schema';
import type { TransfersItem } from '../schema';

export const transfersTable = pgTable('transfers_items', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  status: text('status', { enum: TRANSFERS_STATUSES }).notNull().default('active'),
  notes: text('notes').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const transfersResource = resource({
  name: 'transfers',
  table: transfersTable,
  schema: transfersInputSchema,
  subject: TRANSFERS_SUBJECT,
  defaultSort: '!id',
  toItem: (row): TransfersItem => ({
    id: row.id,
    title: row.title,
    status: row.status,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
  }),
});

export const transfersServerPlugin = defineServerPlugin({
  id: 'transfers',
  tables: { transfersTable },
  migrations: [
    {
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
  ],
  resources: [transfersResource],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(transfersTable, main).insertMany(
      ['Welcome item', 'Second item', 'Archived item'].map((title, i) => ({
        title,
        status: i === 2 ? 'archived' : 'active',
        notes: '',
      })),
    );
    if (second !== undefined) await scope(transfersTable, second).insertMany([{ title: 'Other store item' }]);
  },
});
