/** The Upsells plugin's tables, always scoped to a store. Money in integer minor units. */
import { boolean, integer, jsonb, pgTable, serial, sql, text, timestamp } from '@storeroom/server/drizzle';
import type { Upsell, UpsellEvent, UpsellType } from '../contract';

/** One row per campaign; its parts (trigger, discount, timer, messages, steps) as JSON. */
export const upsellsTable = pgTable('upsells_campaigns', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  type: text('type').$type<UpsellType>().notNull(),
  title: text('title').notNull(),
  is_draft: boolean('is_draft').notNull().default(true),
  trigger: jsonb('trigger').$type<Upsell['trigger']>().notNull(),
  discount: jsonb('discount').$type<Upsell['discount']>().notNull(),
  timer: jsonb('timer').$type<Upsell['timer']>().notNull(),
  timer_bar: jsonb('timer_bar').$type<Upsell['timer_bar']>().notNull(),
  upsell_message: jsonb('upsell_message').$type<Upsell['upsell_message']>().notNull(),
  message: jsonb('message').$type<Upsell['message']>().notNull(),
  bump_products: jsonb('bump_products').$type<Upsell['bump_products']>().notNull(),
  category: integer('category'),
  builder_theme_id: integer('builder_theme_id'),
  upsell_steps: jsonb('upsell_steps').$type<Upsell['upsell_steps']>().notNull(),
  max_value: integer('max_value').notNull().default(0),
  allow_stacking: boolean('allow_stacking').notNull().default(false),
  frequency_cap: jsonb('frequency_cap')
    .$type<Upsell['frequency_cap']>()
    .notNull()
    .default(sql`'{"size":0,"type":"days"}'::jsonb`),
  matching_levels: jsonb('matching_levels')
    .$type<Upsell['matching_levels']>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  targeting: jsonb('targeting')
    .$type<Upsell['targeting']>()
    .notNull()
    .default(sql`'{"match":"any","rules":[]}'::jsonb`),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type UpsellRow = typeof upsellsTable.$inferSelect;

export const orderBumpCategoriesTable = pgTable('upsells_order_bump_categories', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
});

/** One row per impression or conversion a storefront recorded. */
export const upsellEventsTable = pgTable('upsells_events', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  campaign_id: integer('campaign_id').notNull(),
  event: text('event').$type<UpsellEvent>().notNull(),
  page_id: text('page_id').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The one-click upsell templates (spec 3 §4: builder themes of the one-click upsell kind),
 * the same for every store: rows the server owns, written by the plugin's migration.
 */
export const ocuTemplatesTable = pgTable('upsells_ocu_templates', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});
