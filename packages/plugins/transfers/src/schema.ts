/**
 * The Transfers area's schemas, enumerations, constants and access subject, shared by the
 * admin plugin, the typed client and the server part (no React here).
 */
import { z } from 'zod';

export { TRANSFERS_SUBJECT } from './access';

/** Statuses of an item. */
export const TRANSFERS_STATUSES = ['active', 'archived'] as const;
export type TransfersStatus = (typeof TRANSFERS_STATUSES)[number];
export const TRANSFERS_STATUS_LABELS: Record<TransfersStatus, string> = {
  active: 'Active',
  archived: 'Archived',
};

/** Page size of the list. */
export const TRANSFERS_PAGE_SIZE = 20;

/** Messages shown to people, verbatim. */
export const TRANSFERS_MESSAGES = {
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  created: 'Item created successfully.',
  updated: 'Item updated successfully.',
} as const;

/** What a create or update sends. */
export const transfersInputSchema = z.object({
  title: z.string().trim().min(1, TRANSFERS_MESSAGES.titleRequired).max(200, TRANSFERS_MESSAGES.titleTooLong),
  status: z.enum(TRANSFERS_STATUSES).optional(),
  notes: z.string().max(2000).optional(),
});
export type TransfersInput = z.input<typeof transfersInputSchema>;

/** An item as the API returns it. */
export interface TransfersItem extends Record<string, unknown> {
  id: number;
  title: string;
  status: TransfersStatus;
  notes: string;
  created_at: string;
}
