/** The Taxes plugin's table: one row per tax, always scoped to a store. */
import { boolean, integer, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';

export const taxesTable = pgTable('taxes', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  /** ISO 3166-1 alpha-2. */
  country: text('country').notNull(),
  /** The subdivision code; null: the whole country. */
  state: text('state'),
  /** Thousandths of a percent (8.25 % is 8250): exact, no float column. */
  rate: integer('rate').notNull(),
  shipping_exempt: boolean('shipping_exempt').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TaxRow = typeof taxesTable.$inferSelect;
