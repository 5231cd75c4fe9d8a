/** The Abandoned checkouts plugin's tables, each row scoped to a store. */
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import type { CampaignEmail, EmailType } from '../contract';

/** A recovery campaign (spec 1 §3 Abandoned campaign). */
export const campaignsTable = pgTable('abandoned_campaigns', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  is_published: boolean('is_published').notNull().default(false),
  from_name: text('from_name').notNull(),
  from_email: text('from_email').notNull(),
  emails: jsonb('emails').$type<CampaignEmail[]>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CampaignRow = typeof campaignsTable.$inferSelect;

/** A checkout the storefront reported as started; abandoned until an order recovers it. */
export const checkoutsTable = pgTable('abandoned_carts', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  session_key: text('session_key').notNull(),
  email: text('email').notNull(),
  full_name: text('full_name').notNull().default(''),
  items: jsonb('items').$type<{ title: string; quantity: number; price: number }[]>().notNull(),
  total: integer('total').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  recovered_at: timestamp('recovered_at', { withTimezone: true }),
});
export type CheckoutRow = typeof checkoutsTable.$inferSelect;

/** One email of a campaign sent for a checkout: at most one per (checkout, campaign, stage). */
export const sendsTable = pgTable('abandoned_sends', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  campaign_id: integer('campaign_id').notNull(),
  checkout_id: integer('checkout_id').notNull(),
  stage: integer('stage').notNull(),
  template_type: text('template_type').$type<EmailType>().notNull(),
  subject: text('subject').notNull(),
  email_log_id: integer('email_log_id'),
  sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  /** The email's tracking-image key (unguessable); null for sends made before it existed. */
  open_token: text('open_token'),
  /** The first time the tracking image was loaded. */
  opened_at: timestamp('opened_at', { withTimezone: true }),
});
export type SendRow = typeof sendsTable.$inferSelect;

/** The orders migration of a store (spec 1 §7 "/orders/migrate"): its last or running run. */
export const migrationsTable = pgTable('abandoned_migrations', {
  store_id: integer('store_id').primaryKey(),
  job_id: text('job_id').notNull(),
  state: text('state').$type<'queued' | 'active' | 'completed' | 'failed'>().notNull().default('queued'),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  checked: integer('checked').notNull().default(0),
  recovered: integer('recovered').notNull().default(0),
  started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true }),
});
export type MigrationRow = typeof migrationsTable.$inferSelect;
