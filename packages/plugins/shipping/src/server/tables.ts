/** The Shipping plugin's table: one row per zone, always scoped to a store. */
import { integer, jsonb, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import type { ShippingAdditionalRate, ShippingException, ShippingRegion } from '../contract';

export const shippingZonesTable = pgTable('shipping_zones', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  name: text('name').notNull(),
  /** Integer minor units of the store's currency. */
  rate: integer('rate').notNull().default(0),
  description: text('description').notNull().default(''),
  // A zone's regions, exceptions and additional rates are read and written with the zone,
  // never on their own: they live in the row.
  regions: jsonb('regions').$type<ShippingRegion[]>().notNull().default([]),
  exceptions: jsonb('exceptions').$type<ShippingException[]>().notNull().default([]),
  additional_rates: jsonb('additional_rates').$type<ShippingAdditionalRate[]>().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ShippingZoneRow = typeof shippingZonesTable.$inferSelect;
