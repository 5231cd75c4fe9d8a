/**
 * Which area's data an email log entry carries (issue 17: the log's bodies follow the subject
 * of the data they carry). Entries without a row here carry nothing beyond the email log's own
 * subject (Settings).
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Migration } from '../db/migrate';

export const emailLogAreas = pgTable('email_log_areas', {
  log_id: integer('log_id').primaryKey(),
  /** The access subject id, e.g. `customers`. */
  area: text('area').notNull(),
});

/** Migrations of the outbox's own tables (owner `core-mail`). */
export const mailMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'email log areas',
    sql: [
      `create table email_log_areas (
        log_id integer primary key references email_logs(id) on delete cascade,
        area text not null
      )`,
    ],
  },
];
