import { inArray } from 'drizzle-orm';
import type { AccessSubject } from '@storeroom/core/access';
import { coreContract } from '@storeroom/core/contract';
import type { EmailLogItem } from '@storeroom/core/contract';
import { emailLogs } from '../db/schema';
import { resource } from '../resource/resource';
import { emailLogAreas } from './email-log-area';

/**
 * The email log (the core contract's `emailLogs`; spec 2 §3, §7): read-only; list and search by status and to_email,
 * `expand=body,events` for the message and its history. A message that carries another area's
 * data (a customers export, an order receipt) shows its body only to callers who may read that
 * area: reading the email log (Settings) is not enough.
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
    body: async (items, rows, ctx) => {
      const ids = rows.map((r) => r.id);
      const areas = new Map(
        ids.length === 0
          ? []
          : (await ctx.db.select().from(emailLogAreas).where(inArray(emailLogAreas.log_id, ids))).map((a) => [
              a.log_id,
              a.area,
            ]),
      );
      items.forEach((item, i) => {
        const area = areas.get(rows[i]!.id);
        if (area === undefined || ctx.can({ id: area, label: area } as AccessSubject, 'read'))
          item.body = rows[i]!.body;
      });
    },
    events: async (items, rows) => {
      items.forEach((item, i) => (item.events = rows[i]!.events));
    },
  },
});
