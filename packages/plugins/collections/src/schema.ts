/**
 * The Collections area's schemas, enumerations, constants and access subject, shared by the
 * admin plugin, the typed client and the server part (no React here).
 */
import { z } from 'zod';

export { COLLECTIONS_SUBJECT } from './access';

/** Statuses of an item. */
export const COLLECTIONS_STATUSES = ['active', 'archived'] as const;
export type CollectionsStatus = (typeof COLLECTIONS_STATUSES)[number];
export const COLLECTIONS_STATUS_LABELS: Record<CollectionsStatus, string> = {
  active: 'Active',
  archived: 'Archived',
};

/** Page size of the list. */
export const COLLECTIONS_PAGE_SIZE = 20;

/** Messages shown to people, verbatim. */
export const COLLECTIONS_MESSAGES = {
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  created: 'Item created successfully.',
  updated: 'Item updated successfully.',
} as const;

/** What a create or update sends. */
export const collectionsInputSchema = z.object({
  title: z.string().trim().min(1, COLLECTIONS_MESSAGES.titleRequired).max(200, COLLECTIONS_MESSAGES.titleTooLong),
  status: z.enum(COLLECTIONS_STATUSES).optional(),
  notes: z.string().max(2000).optional(),
});
export type CollectionsInput = z.input<typeof collectionsInputSchema>;

/** An item as the API returns it. */
export interface CollectionsItem extends Record<string, unknown> {
  id: number;
  title: string;
  status: CollectionsStatus;
  notes: string;
  created_at: string;
}
