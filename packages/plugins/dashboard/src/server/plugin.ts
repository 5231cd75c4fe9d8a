/**
 * The Dashboard plugin's server part: its table, versioned migrations, the resource (list,
 * search, get, create, update, delete, bulk delete, saved views — each checked against the
 * subject) and deterministic demo data.
 */
import { integer, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import { defineServerPlugin, resource } from '@storeroom/server';
import { dashboardInputSchema, DASHBOARD_STATUSES, DASHBOARD_SUBJECT } from '../schema';
import type { DashboardItem } from '../schema';

export const dashboardTable = pgTable('dashboard_items', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  status: text('status', { enum: DASHBOARD_STATUSES }).notNull().default('active'),
  notes: text('notes').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const dashboardResource = resource({
  name: 'dashboard',
  table: dashboardTable,
  schema: dashboardInputSchema,
  subject: DASHBOARD_SUBJECT,
  defaultSort: '!id',
  toItem: (row): DashboardItem => ({
    id: row.id,
    title: row.title,
    status: row.status,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
  }),
});

export const dashboardServerPlugin = defineServerPlugin({
  id: 'dashboard',
  tables: { dashboardTable },
  migrations: [
    {
      version: 1,
      name: 'create dashboard_items',
      sql: [
        `create table dashboard_items (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          title text not null,
          status text not null default 'active',
          notes text not null default '',
          created_at timestamptz not null default now()
        )`,
        'create index dashboard_items_store_idx on dashboard_items (store_id, id)',
      ],
    },
  ],
  resources: [dashboardResource],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(dashboardTable, main).insertMany(
      ['Welcome item', 'Second item', 'Archived item'].map((title, i) => ({
        title,
        status: i === 2 ? 'archived' : 'active',
        notes: '',
      })),
    );
    if (second !== undefined) await scope(dashboardTable, second).insertMany([{ title: 'Other store item' }]);
  },
});
