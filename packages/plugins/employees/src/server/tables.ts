import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from '@storeroom/server/drizzle';

/**
 * Employee invitations (issue 18 item 15): one row per link sent. Only the SHA-256 of the
 * link's token is kept; a link works until `expires_at`, once, unless revoked (a new one for
 * the same employee revokes the earlier ones).
 */
export const employeeInvitationsTable = pgTable(
  'employee_invitations',
  {
    id: serial('id').primaryKey(),
    store_id: integer('store_id').notNull(),
    employee_id: integer('employee_id').notNull(),
    token_hash: text('token_hash').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('employee_invitations_token_idx').on(t.token_hash),
    index('employee_invitations_store_employee_idx').on(t.store_id, t.employee_id),
  ],
);
