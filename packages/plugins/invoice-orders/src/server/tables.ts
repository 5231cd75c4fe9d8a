/** The Invoice orders plugin's table (spec 2 §3 Invoice order): money in cents. */
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import type { Address, InvoicePayment, InvoiceTaxRate } from '../contract';

/** A line as stored: the price in cents. */
export interface StoredItem {
  product_id: number | null;
  variant: string;
  title: string;
  price: number;
  quantity: number;
}

export interface StoredAddress {
  shipping: Address;
  billing: Address;
  same_billing: boolean;
}

export const invoiceOrdersTable = pgTable('invoice_orders', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  paid: boolean('paid').notNull().default(false),
  items: jsonb('items').$type<StoredItem[]>().notNull().default([]),
  customer_id: integer('customer_id'),
  email: text('email').notNull().default(''),
  address: jsonb('address').$type<StoredAddress | null>(),
  /** Cents. */
  shipping_price: integer('shipping_price').notNull().default(0),
  tax: integer('tax').notNull().default(0),
  /** The store's tax the `tax` was computed with; null: the amount the caller sent. */
  tax_rate: jsonb('tax_rate').$type<InvoiceTaxRate | null>(),
  subtotal: integer('subtotal').notNull().default(0),
  total: integer('total').notNull().default(0),
  payment: jsonb('payment').$type<InvoicePayment | null>(),
  paid_at: timestamp('paid_at', { withTimezone: true }),
  /** The secret of the invoice's pay link (made when it is first emailed). */
  pay_token: text('pay_token'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type InvoiceRow = typeof invoiceOrdersTable.$inferSelect;
export type InvoiceInsert = typeof invoiceOrdersTable.$inferInsert;
