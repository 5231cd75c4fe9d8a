import { coreContract } from '@storeroom/core/contract';
import type { EmailLogItem } from '@storeroom/core/contract';
import { emailLogs } from '../db/schema';
import { resource } from '../resource/resource';

/**
 * The email log (the core contract's `emailLogs`; spec 2 §3, §7): read-only; list and search by status and to_email,
 * `expand=body,events` for the message and its history.
 */
export const emailLogsResource = resource(coreContract.resources.emailLogs, {
  table: emailLogs,
  toItem: (row): EmailLogItem => ({
    id: row.id,
    to_email: row.to_email,
    subject: row.subject,
    status: row.status,
    created_at: row.created_at.toISOString(),
  }),
  expand: {
    body: async (items, rows) => {
      items.forEach((item, i) => (item.body = rows[i]!.body));
    },
    events: async (items, rows) => {
      items.forEach((item, i) => (item.events = rows[i]!.events));
    },
  },
});
