/**
 * The Invoice orders area's schemas, enumerations, constants and access subject, shared by the
 * admin plugin, the typed client and the server part (no React here).
 */
import { z } from 'zod';

export { INVOICE_ORDERS_SUBJECT } from './access';

/** Statuses of an item. */
export const INVOICE_ORDERS_STATUSES = ['active', 'archived'] as const;
export type InvoiceOrdersStatus = (typeof INVOICE_ORDERS_STATUSES)[number];
export const INVOICE_ORDERS_STATUS_LABELS: Record<InvoiceOrdersStatus, string> = {
  active: 'Active',
  archived: 'Archived',
};

/** Page size of the list. */
export const INVOICE_ORDERS_PAGE_SIZE = 20;

/** Messages shown to people, verbatim. */
export const INVOICE_ORDERS_MESSAGES = {
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  created: 'Item created successfully.',
  updated: 'Item updated successfully.',
} as const;

/** What a create or update sends. */
export const invoiceOrdersInputSchema = z.object({
  title: z.string().trim().min(1, INVOICE_ORDERS_MESSAGES.titleRequired).max(200, INVOICE_ORDERS_MESSAGES.titleTooLong),
  status: z.enum(INVOICE_ORDERS_STATUSES).optional(),
  notes: z.string().max(2000).optional(),
});
export type InvoiceOrdersInput = z.input<typeof invoiceOrdersInputSchema>;

/** An item as the API returns it. */
export interface InvoiceOrdersItem extends Record<string, unknown> {
  id: number;
  title: string;
  status: InvoiceOrdersStatus;
  notes: string;
  created_at: string;
}
