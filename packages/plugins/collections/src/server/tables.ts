/** The `collections` table (spec 1 §3 Collection); column keys are the API's field names. */
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import type { CollectionImage, CollectionRuleValue, CollectionType, RulesMatchCondition } from '../contract';

export const collectionsTable = pgTable('collections', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  seo_url: text('seo_url').notNull(),
  seo_title: text('seo_title').notNull().default(''),
  description: text('description').notNull().default(''),
  images: jsonb('images').$type<CollectionImage[]>().notNull().default([]),
  is_draft: boolean('is_draft').notNull().default(true),
  type: text('type').$type<CollectionType>().notNull().default('manual'),
  rules_match_condition: text('rules_match_condition').$type<RulesMatchCondition>().notNull().default('all'),
  rules: jsonb('rules').$type<CollectionRuleValue[]>().notNull().default([]),
  products: jsonb('products').$type<number[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CollectionRow = typeof collectionsTable.$inferSelect;
