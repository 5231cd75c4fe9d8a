/**
 * The CSV templates plugin's server part (spec 1 §7 CSV templates: CRUD and search at /csv):
 * the `csv_templates` table, its migrations, the resource (list newest first, search, get,
 * create, update, delete, bulk delete, saved views — each checked against the standard `csv`
 * subject), the `CSV_TEMPLATES` service other plugins export through (orders), and demo data.
 */
import { CSV_TEMPLATES, defineServerPlugin, provide, resource } from '@storeroom/server';
import type { CsvTemplate, CsvTemplateField as ContractField } from '@storeroom/server';
import { ilike, integer, jsonb, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import type { SQL } from '@storeroom/server/drizzle';
import { csvTemplateInputSchema, CSV_TEMPLATES_DEFAULT_SORT, CSV_TEMPLATES_SUBJECT } from '../schema';
import type { CsvLayoutType, CsvTemplateColumn, CsvTemplateField, CsvTemplateItem } from '../schema';

// The shared schema repeats the contract's field list (the admin cannot import the server):
// this fails to compile when the two lists drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const CSV_FIELDS_MATCH_CONTRACT: Same<CsvTemplateField, ContractField> = true;

export const csvTemplatesTable = pgTable('csv_templates', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  columns: jsonb('columns').$type<CsvTemplateColumn[]>().notNull().default([]),
  layout_type: integer('layout_type').$type<CsvLayoutType>().notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

type CsvTemplateRow = typeof csvTemplatesTable.$inferSelect;

function toItem(row: CsvTemplateRow): CsvTemplateItem {
  return {
    id: row.id,
    title: row.title,
    columns: row.columns,
    layout_type: row.layout_type,
    created_at: row.created_at.toISOString(),
  };
}

/** Free text over the title (`%`, `_` and `\` are literal). */
function queryFilter(value: unknown): SQL | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return ilike(csvTemplatesTable.title, `%${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

export const csvTemplatesResource = resource({
  name: 'csv',
  table: csvTemplatesTable,
  schema: csvTemplateInputSchema,
  subject: CSV_TEMPLATES_SUBJECT,
  // spec 1 §9: CSV list newest first.
  defaultSort: CSV_TEMPLATES_DEFAULT_SORT,
  filters: { query: queryFilter },
  toItem,
});

/** Demo templates: useful starting points for the orders export (spec 1 §3 layout types). */
export const SEED_TEMPLATES: { title: string; layout_type: CsvLayoutType; columns: CsvTemplateColumn[] }[] = [
  {
    title: 'Order lines (row per item)',
    layout_type: 1,
    columns: [
      { title: 'Order', content: ['order.display_number'] },
      { title: 'Date', content: ['order.order_date'] },
      { title: 'Customer', content: ['customer.full_name'] },
      { title: 'Product', content: ['item.title', 'item.variant'] },
      { title: 'SKU', content: ['item.sku'] },
      { title: 'Quantity', content: ['item.quantity'] },
      { title: 'Price', content: ['item.price'] },
    ],
  },
  {
    title: 'Shipping labels (one cell)',
    layout_type: 3,
    columns: [
      { title: 'Order', content: ['order.display_number'] },
      { title: 'Name', content: ['shipping.full_name'] },
      {
        title: 'Address',
        content: [
          'shipping.street',
          'shipping.suite',
          'shipping.city',
          'shipping.state',
          'shipping.zip',
          'shipping.country',
        ],
      },
      { title: 'Items', content: ['item.quantity', 'item.title'] },
    ],
  },
  {
    title: 'Fulfilment sheet (column per item)',
    layout_type: 2,
    columns: [
      { title: 'Order ID', content: ['order.id'] },
      { title: 'Email', content: ['order.email'] },
      { title: 'Item', content: ['item.sku', 'item.quantity'] },
      { title: 'Tracking number', content: ['shipment.tracking_number'] },
      { title: 'Carrier', content: ['shipment.carrier'] },
    ],
  },
];

export const csvTemplatesServerPlugin = defineServerPlugin({
  id: 'csv-templates',
  tables: { csvTemplatesTable },
  migrations: [
    {
      version: 1,
      name: 'create csv_templates',
      sql: [
        `create table csv_templates (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          title text not null,
          columns jsonb not null default '[]'::jsonb,
          layout_type integer not null default 1,
          created_at timestamptz not null default now()
        )`,
        'create index csv_templates_store_idx on csv_templates (store_id, id)',
      ],
    },
  ],
  resources: [csvTemplatesResource],
  provides: [
    // The orders export reads a template through this (spec 2 §7 exportcsv template_id).
    provide(CSV_TEMPLATES, (ctx) => ({
      async get(id: number): Promise<CsvTemplate | undefined> {
        if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
        const row = await ctx.scope(csvTemplatesTable).get(id);
        return row
          ? { id: row.id, title: row.title, layout_type: row.layout_type, columns: row.columns }
          : undefined;
      },
    })),
  ],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(csvTemplatesTable, main).insertMany(SEED_TEMPLATES);
    if (second !== undefined) await scope(csvTemplatesTable, second).insertMany([SEED_TEMPLATES[0]!]);
  },
});
