/**
 * Deterministic demo invoices: one a month for the current and 5 previous years (spec 1 §9
 * "Invoice year filter"), up to the current month, covering every status of spec 1 §4.
 */
import { INVOICE_YEARS_BACK } from '../contract';
import type { InvoiceStatus } from '../contract';
import { DEMO_INVOICE_PLAN } from './plans';

export interface SeedInvoice {
  number: string;
  date: Date;
  amount: number;
  description: string;
  status: InvoiceStatus;
  card: string | null;
  paid_at: Date | null;
}

/** Invoices of a store; `prefix` tells stores apart in their numbers. */
export function seedInvoices(now: Date, prefix: string): SeedInvoice[] {
  const plan = DEMO_INVOICE_PLAN;
  const out: SeedInvoice[] = [];
  const firstYear = now.getUTCFullYear() - INVOICE_YEARS_BACK;
  let n = 0;
  for (let year = firstYear; year <= now.getUTCFullYear(); year++) {
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(year, month, 1, 9));
      if (date.getTime() > now.getTime()) break;
      n += 1;
      const monthsAgo = (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() - month);
      // The current month is not paid yet; the month before failed; one refunded in the
      // previous year, with its refund invoice.
      const status: InvoiceStatus =
        monthsAgo === 0
          ? 'not_paid'
          : monthsAgo === 1
            ? 'payment_failed'
            : monthsAgo === 14
              ? 'paid_refunded'
              : 'paid';
      const paid = status === 'paid' || status === 'paid_refunded';
      out.push({
        number: `${prefix}-${String(n).padStart(5, '0')}`,
        date,
        amount: plan.price,
        description: `${plan.name} plan, ${date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${year}`,
        status,
        card: paid ? 'Visa •••• 4242' : null,
        paid_at: paid ? date : null,
      });
      if (status === 'paid_refunded') {
        n += 1;
        out.push({
          number: `${prefix}-${String(n).padStart(5, '0')}`,
          date: new Date(Date.UTC(year, month, 15, 9)),
          amount: -plan.price,
          description: `Refund of ${prefix}-${String(n - 1).padStart(5, '0')}`,
          status: 'refund',
          card: 'Visa •••• 4242',
          paid_at: null,
        });
      }
    }
  }
  return out;
}

/** The done-for-you offer of the main demo store's cancel flow (the second store has none). */
export const SEED_DONE_FOR_YOU = {
  title: 'Let our experts run your store',
  description: 'Before you go: our done-for-you team sets up your products, theme and marketing for you.',
  price: 9900,
};

/** A fixed clock for tests and stories: the demo data made at it is the same every run. */
export const TEST_NOW = new Date('2026-11-22T12:00:00Z');
