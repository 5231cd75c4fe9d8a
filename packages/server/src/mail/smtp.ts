import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer';

export interface SmtpOptions {
  /** `smtp://user:pass@host:587` or `smtps://...:465`; query options pass through (e.g. `?ignoreTLS=true`). */
  url: string;
  /** Sender when a message names none, e.g. `Storeroom <no-reply@shop.test>`. */
  from: string;
}

/**
 * Delivers mail over SMTP (nodemailer). Used when SMTP is configured; every message is in
 * the email log first either way.
 *
 * @example
 * createServer({ mail: smtpTransport({ url: process.env.STOREROOM_SMTP_URL!, from: 'Shop <no-reply@shop.test>' }) });
 */
export function smtpTransport(options: SmtpOptions): MailTransport {
  const transporter = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: message.from ?? options.from,
        to: message.to,
        subject: message.subject,
        html: message.body,
      });
    },
  };
}
