/**
 * The Csv templates area's schemas, enumerations, constants and access subject, shared by the
 * admin plugin, the typed client and the server part (no React here).
 */
import { z } from 'zod';

export { CSV_TEMPLATES_SUBJECT } from './access';

/** Statuses of an item. */
export const CSV_TEMPLATES_STATUSES = ['active', 'archived'] as const;
export type CsvTemplatesStatus = (typeof CSV_TEMPLATES_STATUSES)[number];
export const CSV_TEMPLATES_STATUS_LABELS: Record<CsvTemplatesStatus, string> = {
  active: 'Active',
  archived: 'Archived',
};

/** Page size of the list. */
export const CSV_TEMPLATES_PAGE_SIZE = 20;

/** Messages shown to people, verbatim. */
export const CSV_TEMPLATES_MESSAGES = {
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  created: 'Item created successfully.',
  updated: 'Item updated successfully.',
} as const;

/** What a create or update sends. */
export const csvTemplatesInputSchema = z.object({
  title: z.string().trim().min(1, CSV_TEMPLATES_MESSAGES.titleRequired).max(200, CSV_TEMPLATES_MESSAGES.titleTooLong),
  status: z.enum(CSV_TEMPLATES_STATUSES).optional(),
  notes: z.string().max(2000).optional(),
});
export type CsvTemplatesInput = z.input<typeof csvTemplatesInputSchema>;

/** An item as the API returns it. */
export interface CsvTemplatesItem extends Record<string, unknown> {
  id: number;
  title: string;
  status: CsvTemplatesStatus;
  notes: string;
  created_at: string;
}
