/** The Pixels plugin's table: one row per pixel, always scoped to a store. */
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import type { PixelPage, PixelPosition } from '../contract';

export const pixelsTable = pgTable('pixels', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  position: text('position').$type<PixelPosition>().notNull().default('head'),
  pages: jsonb('pages').$type<PixelPage[]>().notNull().default([]),
  /** The Facebook pixel id; null: no Facebook pixel. */
  facebook_code: text('facebook_code'),
  /** The Conversions API access token (never answered back). */
  facebook_access_token: text('facebook_access_token'),
  /** The Google tag id; null: no Google pixel. */
  google_code: text('google_code'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PixelRow = typeof pixelsTable.$inferSelect;
