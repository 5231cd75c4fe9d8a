/** The CSV templates plugin's table (spec 1 §3 CSV template). */
import { integer, jsonb, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import type { CsvLayoutType, CsvTemplateColumn } from '../contract';

export const csvTemplatesTable = pgTable('csv_templates', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  columns: jsonb('columns').$type<CsvTemplateColumn[]>().notNull().default([]),
  layout_type: integer('layout_type').$type<CsvLayoutType>().notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CsvTemplateRow = typeof csvTemplatesTable.$inferSelect;
