import { z } from 'zod';
import { SUBJECTS } from '@storeroom/core/access';
import { emailLogs } from '../db/schema';
import { resource } from '../resource/resource';

/**
 * The email log (spec 2 §3, §7): read-only; list and search by status and to_email,
 * `expand=body,events` for the message and its history.
 */
export const emailLogsResource = resource({
  name: 'email-logs',
  table: emailLogs,
  schema: z.object({}),
  subject: SUBJECTS.settings,
  defaultSort: '!id',
  toItem: (row): Record<string, unknown> => ({
    id: row.id,
    to_email: row.to_email,
    subject: row.subject,
    status: row.status,
    created_at: row.created_at,
  }),
  expand: {
    body: async (items, rows) => {
      items.forEach((item, i) => (item.body = rows[i]!.body));
    },
    events: async (items, rows) => {
      items.forEach((item, i) => (item.events = rows[i]!.events));
    },
  },
  operations: { create: false, update: false, delete: false, savedViews: false },
});
