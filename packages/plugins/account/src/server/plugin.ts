/**
 * The Account plugin's server part: its table, versioned migrations, the resource (list,
 * search, get, create, update, delete, bulk delete, saved views — each checked against the
 * subject) and deterministic demo data.
 */
import { integer, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import { defineServerPlugin, resource } from '@storeroom/server';
import { accountInputSchema, ACCOUNT_STATUSES, ACCOUNT_SUBJECT } from '../schema';
import type { AccountItem } from '../schema';

export const accountTable = pgTable('account_items', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
  notes: text('notes').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accountResource = resource({
  name: 'account',
  table: accountTable,
  schema: accountInputSchema,
  subject: ACCOUNT_SUBJECT,
  defaultSort: '!id',
  toItem: (row): AccountItem => ({
    id: row.id,
    title: row.title,
    status: row.status,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
  }),
});

export const accountServerPlugin = defineServerPlugin({
  id: 'account',
  tables: { accountTable },
  migrations: [
    {
      version: 1,
      name: 'create account_items',
      sql: [
        `create table account_items (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          title text not null,
          status text not null default 'active',
          notes text not null default '',
          created_at timestamptz not null default now()
        )`,
        'create index account_items_store_idx on account_items (store_id, id)',
      ],
    },
  ],
  resources: [accountResource],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(accountTable, main).insertMany(
      ['Welcome item', 'Second item', 'Archived item'].map((title, i) => ({
        title,
        status: i === 2 ? 'archived' : 'active',
        notes: '',
      })),
    );
    if (second !== undefined) await scope(accountTable, second).insertMany([{ title: 'Other store item' }]);
  },
});
