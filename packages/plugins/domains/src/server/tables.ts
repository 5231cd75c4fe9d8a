/** The Domains plugin's tables: the store's domains and their DNS records, always scoped to a store. */
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import type { DnsRecordType, DomainKind } from '../contract/model';

export const domainsTable = pgTable('domains', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  /** Normalised (lowercase, no scheme, no www.); unique across every store. */
  domain: text('domain').notNull(),
  primary: boolean('primary').notNull().default(false),
  kind: text('kind').$type<DomainKind>().notNull().default('connected'),
  /** spec 1 §3: disabled 0, enabled 1, queued 2, processing 3, failed 4. */
  ssl_status: integer('ssl_status').notNull().default(0),
  ssl_errors: jsonb('ssl_errors').$type<string[]>().notNull().default([]),
  connected: boolean('connected').notNull().default(false),
  expires_at: timestamp('expires_at', { withTimezone: true }),
  legal_type: text('legal_type'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type DomainRow = typeof domainsTable.$inferSelect;

export const domainRecordsTable = pgTable('domain_records', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  domain_id: integer('domain_id').notNull(),
  type: text('type').$type<DnsRecordType>().notNull(),
  name: text('name').notNull(),
  content: text('content').notNull(),
  ttl: integer('ttl').notNull().default(3600),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type DomainRecordRow = typeof domainRecordsTable.$inferSelect;
