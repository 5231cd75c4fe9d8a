/** The Hello plugin's tables: items and the store's settings, always scoped to a store. */
import { integer, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import { HELLO_STATUSES } from '../contract';

export const helloTable = pgTable('hello_items', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  status: text('status', { enum: HELLO_STATUSES }).notNull().default('active'),
  notes: text('notes').notNull().default(''),
  // Added by hand: a customer of the customers plugin (through its contract), and its name.
  customer_id: integer('customer_id'),
  customer_name: text('customer_name').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type HelloRow = typeof helloTable.$inferSelect;

/** Added by hand: the store's Hello settings (one row per store). */
export const helloSettingsTable = pgTable('hello_settings', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  greeting: text('greeting').notNull(),
});
