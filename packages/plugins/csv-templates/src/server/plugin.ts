/**
 * The Csv templates plugin's server part: its table, versioned migrations, the resource (list,
 * search, get, create, update, delete, bulk delete, saved views — each checked against the
 * subject) and deterministic demo data.
 */
import { integer, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import { defineServerPlugin, resource } from '@storeroom/server';
import { csvTemplatesInputSchema, CSV_TEMPLATES_STATUSES, CSV_TEMPLATES_SUBJECT } from '../schema';
import type { CsvTemplatesItem } from '../schema';

export const csvTemplatesTable = pgTable('csv_templates_items', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  status: text('status', { enum: CSV_TEMPLATES_STATUSES }).notNull().default('active'),
  notes: text('notes').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const csvTemplatesResource = resource({
  name: 'csv-templates',
  table: csvTemplatesTable,
  schema: csvTemplatesInputSchema,
  subject: CSV_TEMPLATES_SUBJECT,
  defaultSort: '!id',
  toItem: (row): CsvTemplatesItem => ({
    id: row.id,
    title: row.title,
    status: row.status,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
  }),
});

export const csvTemplatesServerPlugin = defineServerPlugin({
  id: 'csv-templates',
  tables: { csvTemplatesTable },
  migrations: [
    {
      version: 1,
      name: 'create csv_templates_items',
      sql: [
        `create table csv_templates_items (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          title text not null,
          status text not null default 'active',
          notes text not null default '',
          created_at timestamptz not null default now()
        )`,
        'create index csv_templates_items_store_idx on csv_templates_items (store_id, id)',
      ],
    },
  ],
  resources: [csvTemplatesResource],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(csvTemplatesTable, main).insertMany(
      ['Welcome item', 'Second item', 'Archived item'].map((title, i) => ({
        title,
        status: i === 2 ? 'archived' : 'active',
        notes: '',
      })),
    );
    if (second !== undefined) await scope(csvTemplatesTable, second).insertMany([{ title: 'Other store item' }]);
  },
});
