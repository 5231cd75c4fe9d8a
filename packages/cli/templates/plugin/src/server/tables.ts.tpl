/** The __TITLE__ plugin's table: one row per item, always scoped to a store. */
import { integer, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import { __CONST___STATUSES } from '../contract';

export const __CAMEL__Table = pgTable('__SNAKE___items', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  status: text('status', { enum: __CONST___STATUSES }).notNull().default('active'),
  notes: text('notes').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type __PASCAL__Row = typeof __CAMEL__Table.$inferSelect;
