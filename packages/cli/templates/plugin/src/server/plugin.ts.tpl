/**
 * The __TITLE__ plugin's server part: its table, versioned migrations, the resource (list,
 * search, get, create, update, delete, bulk delete, saved views — each checked against the
 * subject) and deterministic demo data.
 */
import { integer, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import { defineServerPlugin, resource } from '@storeroom/server';
import { __CAMEL__InputSchema, __CONST___STATUSES, __CONST___SUBJECT } from '../schema';
import type { __PASCAL__Item } from '../schema';

export const __CAMEL__Table = pgTable('__SNAKE___items', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  status: text('status', { enum: __CONST___STATUSES }).notNull().default('active'),
  notes: text('notes').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const __CAMEL__Resource = resource({
  name: '__ID__',
  table: __CAMEL__Table,
  schema: __CAMEL__InputSchema,
  subject: __CONST___SUBJECT,
  defaultSort: '!id',
  toItem: (row): __PASCAL__Item => ({
    id: row.id,
    title: row.title,
    status: row.status,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
  }),
});

export const __CAMEL__ServerPlugin = defineServerPlugin({
  id: '__ID__',
  tables: { __CAMEL__Table },
  migrations: [
    {
      version: 1,
      name: 'create __SNAKE___items',
      sql: [
        `create table __SNAKE___items (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          title text not null,
          status text not null default 'active',
          notes text not null default '',
          created_at timestamptz not null default now()
        )`,
        'create index __SNAKE___items_store_idx on __SNAKE___items (store_id, id)',
      ],
    },
  ],
  resources: [__CAMEL__Resource],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(__CAMEL__Table, main).insertMany(
      ['Welcome item', 'Second item', 'Archived item'].map((title, i) => ({
        title,
        status: i === 2 ? 'archived' : 'active',
        notes: '',
      })),
    );
    if (second !== undefined) await scope(__CAMEL__Table, second).insertMany([{ title: 'Other store item' }]);
  },
});
