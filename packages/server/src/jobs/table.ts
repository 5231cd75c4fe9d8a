/**
 * The job table: what a caller can see of a background job (its state, progress, result and
 * error) and whose it is (store, caller). The queue itself is pg-boss's (its own schema); a
 * row here is written in the same transaction as the pg-boss job, with the same id.
 */
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Principal } from '@storeroom/core/access';
import type { JobProgress, JobState } from '@storeroom/core/contract';
import type { Caller } from '../context';
import type { Migration } from '../db/migrate';

export const jobs = pgTable('jobs', {
  id: uuid('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  name: text('name').notNull(),
  /** Who enqueued it: owner, employee or private_app; null for the server's own jobs (mail). */
  caller_kind: text('caller_kind').$type<Caller['kind']>(),
  caller_id: integer('caller_id'),
  /** The caller's principal when it was enqueued (employees' rules are read again when it runs). */
  principal: jsonb('principal').$type<Principal>(),
  input: jsonb('input').notNull(),
  state: text('state').$type<JobState>().notNull().default('queued'),
  progress: jsonb('progress').$type<JobProgress>(),
  result: jsonb('result'),
  error: text('error'),
  attempts: integer('attempts').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true }),
});

export type JobRow = typeof jobs.$inferSelect;

/** The job table's migrations (owner `core-jobs`; pg-boss installs and migrates its own schema). */
export const jobMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'jobs',
    sql: [
      `create table jobs (
        id uuid primary key,
        store_id integer not null references stores(id) on delete cascade,
        name text not null,
        caller_kind text,
        caller_id integer,
        principal jsonb,
        input jsonb not null,
        state text not null default 'queued',
        progress jsonb,
        result jsonb,
        error text,
        attempts integer not null default 0,
        created_at timestamptz not null default now(),
        finished_at timestamptz
      )`,
      'create index jobs_store_idx on jobs (store_id, created_at desc)',
    ],
  },
];
