/**
 * An invoice row as the API answers it: pure (no server code), so stories show the same
 * shape from the seed data.
 */
import { OVERDUE_INVOICE_DAYS } from '../contract/model';
import type { Invoice } from '../contract';
import type { InvoiceRow } from './tables';

const DAY_MS = 86_400_000;

/** An invoice as the API answers it; unpaid ones are due 14 days after their date (spec 4 §9). */
export function toInvoice(
  row: Pick<InvoiceRow, 'id' | 'number' | 'date' | 'amount' | 'description' | 'status' | 'card'>,
  currency: string,
  now: Date = new Date(),
): Invoice {
  const unpaid = row.status === 'not_paid' || row.status === 'payment_failed';
  const due = unpaid ? new Date(row.date.getTime() + OVERDUE_INVOICE_DAYS * DAY_MS) : null;
  return {
    id: row.id,
    number: row.number,
    date: row.date.toISOString(),
    amount: row.amount,
    currency,
    description: row.description,
    paid: row.status === 'paid' || row.status === 'paid_refunded',
    is_refund: row.status === 'refund',
    status: row.status,
    due_date: due ? due.toISOString() : null,
    overdue: due !== null && now.getTime() > due.getTime(),
    card: row.card,
  };
}
