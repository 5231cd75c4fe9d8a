/**
 * The core's tables. Column keys are the API's field names (snake_case), so a resource's
 * items are its rows without the hidden columns. Every store-scoped table has `store_id`
 * (ARCHITECTURE.md "Stores (tenancy)").
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AccessRule } from '@storeroom/core/access';

/** An owner's login; owns one or more stores (spec 1 §3 "Account"). */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  password_hash: text('password_hash').notNull(),
  full_name: text('full_name').notNull().default(''),
  address: text('address'),
  phone: text('phone'),
  photo: text('photo'),
  signature: text('signature'),
  plan_id: integer('plan_id'),
  is_paused: boolean('is_paused').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  on_trial: boolean('on_trial').notNull().default(false),
  reactivation_code: text('reactivation_code'),
  menu: jsonb('menu').$type<{ favourites: string[] }>(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A store and its settings read through the store-context service (spec 3 §3 "General settings"). */
export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  account_id: integer('account_id').notNull(),
  title: text('title').notNull(),
  subdomain: text('subdomain').notNull(),
  timezone: text('timezone').notNull().default('UTC'),
  currency: text('currency').notNull().default('USD'),
  /** BCP 47 locale money and numbers are written in for people (`en-US`, `de-DE`). */
  locale: text('locale').notNull().default('en-US'),
  weight_unit: integer('weight_unit').notNull().default(4),
  order_prefix: text('order_prefix').notNull().default(''),
  order_suffix: text('order_suffix').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The store's contact e-mail (spec 3 §3 "General settings"). */
  email: text('email').notNull().default(''),
  /** Metric 1, imperial 2 (spec 3 §3). */
  unit_system: integer('unit_system').notNull().default(2),
  /** Whether the storefront asks visitors for `fes_password` (spec 3 §3). */
  enable_password: boolean('enable_password').notNull().default(false),
  /** The storefront password the merchant hands to visitors (shown in the admin, not a sign-in secret). */
  fes_password: text('fes_password').notNull().default(''),
  /**
   * While the owner's account is paused (spec 1 §7 "Cancel flow"), the storefront asks for the
   * password given to pause it; this keeps the storefront password settings from before, put
   * back on unpause. `null` when the account is not paused.
   */
  paused_storefront: jsonb('paused_storefront').$type<{ enable_password: boolean; fes_password: string }>(),
});

/** An employee of one store (spec 2 §3 "Employee"). */
export const employees = pgTable('employees', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  email: text('email').notNull(),
  full_name: text('full_name').notNull().default(''),
  phone: text('phone'),
  enabled: boolean('enabled').notNull().default(true),
  access: jsonb('access').$type<AccessRule[]>().notNull().default([]),
  password_hash: text('password_hash'),
  address: text('address'),
  photo: text('photo'),
  signature: text('signature'),
  menu: jsonb('menu').$type<{ favourites: string[] }>(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rotating refresh tokens, stored hashed; a family is one sign-in (auth-contract.md). */
export const refreshTokens = pgTable('refresh_tokens', {
  id: serial('id').primaryKey(),
  token_hash: text('token_hash').notNull(),
  family: text('family').notNull(),
  kind: text('kind').$type<'owner' | 'employee'>().notNull(),
  user_id: integer('user_id').notNull(),
  store_id: integer('store_id').notNull(),
  spent_at: timestamp('spent_at', { withTimezone: true }),
  revoked_at: timestamp('revoked_at', { withTimezone: true }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-in throttling counters (auth/throttle.ts): rate-limiter-flexible's Drizzle store, one
 * row per key, updated atomically by every API process.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

/** A private app of a store (spec 4 §3 "Private app"). */
export const privateApps = pgTable('private_apps', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  name: text('name').notNull(),
  access_rules: jsonb('access_rules').$type<AccessRule[]>().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A private app's API tokens (`srp_...`), stored hashed; the secret is shown once. */
export const privateAppTokens = pgTable('private_app_tokens', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  app_id: integer('app_id').notNull(),
  token_hash: text('token_hash').notNull(),
  hint: text('hint').notNull(),
  /** The employee who minted it (null: the owner): it works only while they are enabled (SECURITY.md). */
  created_by_employee_id: integer('created_by_employee_id'),
  revoked_at: timestamp('revoked_at', { withTimezone: true }),
  last_used_at: timestamp('last_used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Saved views of a list, per user (spec 2 §3 "Saved view"). */
export const savedViews = pgTable('saved_views', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  owner_key: text('owner_key').notNull(),
  resource: text('resource').notNull(),
  json: text('json').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uploaded files (spec 3 "Files"). */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  type: text('type').notNull(),
  name: text('name').notNull(),
  path: text('path').notNull(),
  storage_key: text('storage_key').notNull(),
  content_type: text('content_type').notNull(),
  size: integer('size').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The email log: every outgoing message, queued 0 → sending 1 → sent 2 (spec 2 §3, §4). */
export const emailLogs = pgTable('email_logs', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  to_email: text('to_email').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  status: integer('status').notNull().default(0),
  events: jsonb('events').$type<{ status: number; at: string; message?: string }[]>().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-wide values kept in the database (the token signing secret), so instances agree. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Exact row counts per store of the tables that opt in (resource/row-counts.ts): each write
 * statement appends its change per store (in the writer's transaction); a list's total is
 * the sum of the store's rows, folded into one from time to time.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    table_name: text('table_name').notNull(),
    store_id: integer('store_id').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [index('row_counts_table_store_idx').on(t.table_name, t.store_id)],
);
