/** The Payments plugin's tables, always scoped to a store. */
import { boolean, integer, jsonb, pgTable, serial, text } from '@storeroom/server/drizzle';

/** One row per configured processor of a store (absent: never configured, disabled). */
export const paymentProcessorsTable = pgTable('payment_processors', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  processor: text('processor').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  is_default: boolean('is_default').notNull().default(false),
  /** The processor's fields, secrets included (never answered back). */
  settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
});
export type PaymentProcessorRow = typeof paymentProcessorsTable.$inferSelect;

/** One row per store: the accepted currencies and the default one (absent: USD only). */
export const paymentCurrenciesTable = pgTable('payment_currencies', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  currencies: jsonb('currencies').$type<string[]>().notNull(),
  default_currency: text('default_currency').notNull(),
});
export type PaymentCurrenciesRow = typeof paymentCurrenciesTable.$inferSelect;
