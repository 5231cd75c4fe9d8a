/**
 * The Account area's schemas, enumerations, constants and access subject, shared by the
 * admin plugin, the typed client and the server part (no React here).
 */
import { z } from 'zod';

export { ACCOUNT_SUBJECT } from './access';

/** Statuses of an item. */
export const ACCOUNT_STATUSES = ['active', 'archived'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  active: 'Active',
  archived: 'Archived',
};

/** Page size of the list. */
export const ACCOUNT_PAGE_SIZE = 20;

/** Messages shown to people, verbatim. */
export const ACCOUNT_MESSAGES = {
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  created: 'Item created successfully.',
  updated: 'Item updated successfully.',
} as const;

/** What a create or update sends. */
export const accountInputSchema = z.object({
  title: z.string().trim().min(1, ACCOUNT_MESSAGES.titleRequired).max(200, ACCOUNT_MESSAGES.titleTooLong),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  notes: z.string().max(2000).optional(),
});
export type AccountInput = z.input<typeof accountInputSchema>;

/** An item as the API returns it. */
export interface AccountItem extends Record<string, unknown> {
  id: number;
  title: string;
  status: AccountStatus;
  notes: string;
  created_at: string;
}
