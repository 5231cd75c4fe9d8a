/** The `customers` table (spec 1 §3 Customer); column keys are the API's field names. */
import { integer, jsonb, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import type { CustomerAddress } from '../contract';

export const customersTable = pgTable('customers', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  email: text('email').notNull(),
  /** Contact phone as the orders give it (the directory's `phone`); addresses keep their own. */
  phone: text('phone').notNull().default(''),
  full_name: text('full_name').notNull().default(''),
  notes: text('notes').notNull().default(''),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  addresses: jsonb('addresses').$type<CustomerAddress[]>().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  order_count: integer('order_count').notNull().default(0),
  /** Integer cents in the store currency. */
  lifetime_spent: integer('lifetime_spent').notNull().default(0),
  last_purchase: timestamp('last_purchase', { withTimezone: true }),
});

export type CustomerRow = typeof customersTable.$inferSelect;
