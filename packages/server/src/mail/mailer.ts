import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { emailLogs } from '../db/schema';

/** Email log statuses (spec 2 §4): queued 0, sending 1, sent 2. */
export const EMAIL_STATUS = { queued: 0, sending: 1, sent: 2 } as const;

export interface OutgoingMail {
  to: string;
  subject: string;
  /** HTML body. */
  body: string;
}

/** Delivers a message (SMTP, an e-mail API); the log-only default delivers nothing. */
export interface MailTransport {
  readonly name: string;
  send(message: OutgoingMail & { from?: string }): Promise<void>;
}

/** The default transport: messages are only recorded in the email log. */
export const logOnlyTransport: MailTransport = { name: 'log', send: async () => {} };

/** Sends store mail: every message is written to the email log first, then delivered. */
export interface Mailer {
  /** Queues, sends and logs one message of a store; returns the email log id. */
  send(db: Executor, storeId: number, message: OutgoingMail): Promise<number>;
}

export function createMailer(transport: MailTransport = logOnlyTransport): Mailer {
  return {
    async send(db, storeId, message) {
      const now = () => new Date().toISOString();
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
      const mine = and(eq(emailLogs.id, id), eq(emailLogs.store_id, storeId));
      const events = [...row!.events, { status: EMAIL_STATUS.sending, at: now() }];
      await db.update(emailLogs).set({ status: EMAIL_STATUS.sending, events }).where(mine);
      try {
        await transport.send(message);
      } catch (error) {
        // Stays "sending" with the failure recorded; a retry job can pick it up.
        const failure = {
          status: EMAIL_STATUS.sending,
          at: now(),
          message: error instanceof Error ? error.message : 'Delivery failed',
        };
        await db
          .update(emailLogs)
          .set({ events: [...events, failure] })
          .where(mine);
        return id;
      }
      await db
        .update(emailLogs)
        .set({
          status: EMAIL_STATUS.sent,
          events: [...events, { status: EMAIL_STATUS.sent, at: now(), message: `via ${transport.name}` }],
        })
        .where(mine);
      return id;
    },
  };
}
