/**
 * The __TITLE__ area's schemas, enumerations, constants and access subject, shared by the
 * admin plugin, the typed client and the server part (no React here).
 */
import { z } from 'zod';

export { __CONST___SUBJECT } from './access';

/** Statuses of an item. */
export const __CONST___STATUSES = ['active', 'archived'] as const;
export type __PASCAL__Status = (typeof __CONST___STATUSES)[number];
export const __CONST___STATUS_LABELS: Record<__PASCAL__Status, string> = {
  active: 'Active',
  archived: 'Archived',
};

/** Page size of the list. */
export const __CONST___PAGE_SIZE = 20;

/** Messages shown to people, verbatim. */
export const __CONST___MESSAGES = {
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  created: 'Item created successfully.',
  updated: 'Item updated successfully.',
} as const;

/** What a create or update sends. */
export const __CAMEL__InputSchema = z.object({
  title: z.string().trim().min(1, __CONST___MESSAGES.titleRequired).max(200, __CONST___MESSAGES.titleTooLong),
  status: z.enum(__CONST___STATUSES).optional(),
  notes: z.string().max(2000).optional(),
});
export type __PASCAL__Input = z.input<typeof __CAMEL__InputSchema>;

/** An item as the API returns it. */
export interface __PASCAL__Item extends Record<string, unknown> {
  id: number;
  title: string;
  status: __PASCAL__Status;
  notes: string;
  created_at: string;
}
