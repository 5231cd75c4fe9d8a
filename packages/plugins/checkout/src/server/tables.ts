/** The Checkout settings table: one row per store (made on the first save). */
import { integer, jsonb, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import type { CheckoutSettings } from '../contract';

export const checkoutSettingsTable = pgTable('checkout_settings', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  header_image: text('header_image'),
  policies: jsonb('policies').$type<CheckoutSettings['policies']>().notNull(),
  google_autocomplete_key: text('google_autocomplete_key').notNull().default(''),
  abandoned_timeout: integer('abandoned_timeout').notNull(),
  fields: jsonb('fields').$type<CheckoutSettings['fields']>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CheckoutSettingsRow = typeof checkoutSettingsTable.$inferSelect;
