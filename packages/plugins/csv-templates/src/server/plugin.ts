/**
 * The CSV templates plugin's server part: it implements the contract's `templates` resource
 * (list newest first, search, get, create, update, delete, bulk delete, saved views, each
 * checked against the standard `csv` subject by the engine), provides `CSV_TEMPLATES` to the
 * orders export, and seeds demo templates.
 */
import { desc } from '@storeroom/server/drizzle';
import { defineServerPlugin, provide, resource, textSearch } from '@storeroom/server';
import { CSV_TEMPLATE_CHOICES_LIMIT, CSV_TEMPLATES, csvTemplatesContract } from '../contract';
import type { CsvTemplate, CsvTemplateItem } from '../contract';
import { SEED_TEMPLATES } from './seed-data';
import { csvTemplatesTable } from './tables';
import type { CsvTemplateRow } from './tables';

/** A row as the API answers it: every column but the store. */
function toItem({ store_id: _store, ...row }: CsvTemplateRow): CsvTemplateItem {
  return { ...row, created_at: row.created_at.toISOString() };
}

export const csvTemplatesResource = resource(csvTemplatesContract.resources.templates, {
  table: csvTemplatesTable,
  toItem,
  // The search box: free text over the title.
  filters: { query: (value) => textSearch(value, csvTemplatesTable.title) },
});

export const csvTemplatesServerPlugin = defineServerPlugin({
  id: 'csv-templates',
  contract: csvTemplatesContract,
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
    provide(CSV_TEMPLATES, (ctx) => ({
      async get(id: number): Promise<CsvTemplate | undefined> {
        if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
        const row = await ctx.scope(csvTemplatesTable).get(id);
        return row
          ? { id: row.id, title: row.title, layout_type: row.layout_type, columns: row.columns }
          : undefined;
      },
      async choices() {
        return ctx.db
          .select({ id: csvTemplatesTable.id, title: csvTemplatesTable.title })
          .from(csvTemplatesTable)
          .where(ctx.scope(csvTemplatesTable).where())
          .orderBy(desc(csvTemplatesTable.id))
          .limit(CSV_TEMPLATE_CHOICES_LIMIT);
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
