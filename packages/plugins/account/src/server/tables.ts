/**
 * The Account plugin's tables: the plans on offer (the provider's, for every account), and per
 * store the payment cards, invoices and the cancel funnel's settings.
 */
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import type { CancelFunnelSettings } from '../contract';

/** The plans on offer (spec 1 §3): the provider's rows, shared by every account. */
export const plansTable = pgTable('account_plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  free_sites: integer('free_sites').notNull(),
  additional_cost: integer('additional_cost').notNull(),
  days_in_cycle: integer('days_in_cycle').notNull(),
  price: integer('price').notNull(),
});

export const paymentMethodsTable = pgTable('account_payment_methods', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  exp_month: integer('exp_month').notNull(),
  exp_year: integer('exp_year').notNull(),
  is_primary: boolean('is_primary').notNull().default(false),
  status: text('status', { enum: ['active', 'requires_action'] })
    .notNull()
    .default('active'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invoicesTable = pgTable('account_invoices', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  number: text('number').notNull(),
  date: timestamp('date', { withTimezone: true }).notNull(),
  amount: integer('amount').notNull(),
  description: text('description').notNull(),
  status: text('status', {
    enum: ['not_paid', 'paid', 'paid_refunded', 'payment_failed', 'refund'],
  }).notNull(),
  card: text('card'),
  paid_at: timestamp('paid_at', { withTimezone: true }),
});

export const cancelSettingsTable = pgTable('account_cancel_settings', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  done_for_you: jsonb('done_for_you').$type<CancelFunnelSettings['done_for_you']>(),
  last_reason: text('last_reason'),
});

export type CardRow = typeof paymentMethodsTable.$inferSelect;
export type InvoiceRow = typeof invoicesTable.$inferSelect;
