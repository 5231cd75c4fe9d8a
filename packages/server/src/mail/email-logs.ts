import { and, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AccessSubject } from '@storeroom/core/access';
import { coreContract } from '@storeroom/core/contract';
import type { EmailLogItem } from '@storeroom/core/contract';
import { emailLogs } from '../db/schema';
import type { ActionContext } from '../context';
import { buildFilter } from '../resource/query';
import { resource } from '../resource/resource';
import { emailLogAreas } from './email-log-area';

/**
 * The email log (the core contract's `emailLogs`; spec 2 §3, §7): read-only; list and search by status and to_email,
 * `expand=body,events` for the message and its history. A message that carries another area's
 * data (a customers export, an order receipt) shows its body only to callers who may read that
 * area: reading the email log (Settings) is not enough.
 */
/** The areas (subject ids) whose messages a caller may read: null for all (the owner). */
function readableAreas(ctx: ActionContext): string[] | null {
  if (ctx.caller.principal.kind === 'owner') return null;
  return ctx.caller.principal.access
    .filter((r) => r.rule > 0 && ctx.can({ id: r.subject, label: r.subject } as AccessSubject, 'read'))
    .map((r) => r.subject);
}

/**
 * Searching by the message's text finds only messages the caller may read the body of (a
 * Settings-only user must not learn a receipt's contents by guessing at it).
 */
function bodyFilter(value: unknown, ctx: ActionContext): SQL | undefined {
  const text = buildFilter({ body: value }, { body: emailLogs.body }, new Set(['body']), {});
  const areas = readableAreas(ctx);
  if (!text || areas === null) return text;
  const readable =
    areas.length > 0
      ? sql`and ${emailLogAreas.area} not in (${sql.join(
          areas.map((a) => sql`${a}`),
          sql`, `,
        )})`
      : sql``;
  return and(
    text,
    sql`not exists (select 1 from ${emailLogAreas} where ${emailLogAreas.log_id} = ${emailLogs.id} ${readable})`,
  );
}

export const emailLogsResource = resource(coreContract.resources.emailLogs, {
  table: emailLogs,
  filters: { body: bodyFilter },
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
