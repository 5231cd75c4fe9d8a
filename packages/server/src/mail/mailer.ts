import { and, eq } from 'drizzle-orm';
import { createJobRef } from '@storeroom/core/contract';
import type { AccessSubject } from '@storeroom/core/access';
import type { Executor } from '../db/database';
import { emailLogs } from '../db/schema';
import { implementJob } from '../jobs/define';
import type { JobImplementation } from '../jobs/define';
import { emailLogAreas } from './email-log-area';

/** Email log statuses (spec 2 §4): queued 0, sending 1, sent 2. */
export const EMAIL_STATUS = { queued: 0, sending: 1, sent: 2 } as const;

export interface OutgoingMail {
  to: string;
  subject: string;
  /** HTML body. */
  body: string;
  /**
   * The access subject of the data the message carries (a customers export: customers; a
   * receipt: orders). The email log shows its body only to callers who may read that subject;
   * without it, to whoever may read the email log (Settings).
   */
  area?: AccessSubject;
}

/** Delivers a message (SMTP, an e-mail API); the log-only default delivers nothing. */
export interface MailTransport {
  readonly name: string;
  send(message: OutgoingMail & { from?: string }): Promise<void>;
}

/** The default transport: messages are only recorded in the email log. */
export const logOnlyTransport: MailTransport = { name: 'log', send: async () => {} };

/**
 * Sends store mail through an outbox: the message is written to the email log (queued) and
 * its delivery enqueued as a job, both on `db`. In a handler's transaction, nothing leaves
 * until it commits, and a rolled-back action sends nothing.
 */
export interface Mailer {
  /** Logs one message of a store and queues its delivery; returns the email log id. */
  send(db: Executor, storeId: number, message: OutgoingMail): Promise<number>;
}

/** How the mailer queues a delivery (the server's job queue); without one it delivers at once. */
export type MailOutbox = (db: Executor, storeId: number, logId: number) => Promise<void>;

/** The delivery job: one email log entry, by id. */
export const MAIL_JOB = createJobRef<{ logId: number }, { sent: boolean }>('core.mail');

const now = () => new Date().toISOString();

/**
 * Delivers one logged message: sending → sent. A failed delivery stays "sending" with the
 * failure recorded, and throws so the job is retried.
 */
async function deliver(
  db: Executor,
  storeId: number,
  logId: number,
  transport: MailTransport,
): Promise<void> {
  const mine = and(eq(emailLogs.id, logId), eq(emailLogs.store_id, storeId));
  const [row] = await db.select().from(emailLogs).where(mine);
  if (!row || row.status === EMAIL_STATUS.sent) return;
  const events = [...row.events, { status: EMAIL_STATUS.sending, at: now() }];
  await db.update(emailLogs).set({ status: EMAIL_STATUS.sending, events }).where(mine);
  try {
    await transport.send({ to: row.to_email, subject: row.subject, body: row.body });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Delivery failed';
    await db
      .update(emailLogs)
      .set({ events: [...events, { status: EMAIL_STATUS.sending, at: now(), message }] })
      .where(mine);
    throw error;
  }
  await db
    .update(emailLogs)
    .set({
      status: EMAIL_STATUS.sent,
      events: [...events, { status: EMAIL_STATUS.sent, at: now(), message: `via ${transport.name}` }],
    })
    .where(mine);
}

/** The outbox's delivery job on a transport (retried with backoff when the transport fails). */
export function mailJob(
  transport: MailTransport = logOnlyTransport,
): JobImplementation<{ logId: number }, { sent: boolean }> {
  return implementJob(
    MAIL_JOB,
    async ({ input, ctx }) => {
      await deliver(ctx.db, ctx.store.id, input.logId, transport);
      return { sent: true };
    },
    { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true },
  );
}

export function createMailer(transport: MailTransport = logOnlyTransport, outbox?: MailOutbox): Mailer {
  return {
    async send(db, storeId, message) {
      const [row] = await db
        .insert(emailLogs)
        .values({
          store_id: storeId,
          to_email: message.to,
          subject: message.subject,
          body: message.body,
          status: EMAIL_STATUS.queued,
          events: [{ status: EMAIL_STATUS.queued, at: now() }],
        })
        .returning();
      const id = row!.id;
      if (message.area) await db.insert(emailLogAreas).values({ log_id: id, area: message.area.id });
      if (outbox) await outbox(db, storeId, id);
      else await deliver(db, storeId, id, transport).catch(() => {});
      return id;
    },
  };
}
