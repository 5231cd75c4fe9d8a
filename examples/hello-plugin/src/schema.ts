/**
 * The Hello area's schemas, enumerations, constants and access subject, shared by the
 * admin plugin, the typed client and the server part (no React here).
 */
import { z } from 'zod';

export { HELLO_SUBJECT } from './access';

/** Statuses of an item. */
export const HELLO_STATUSES = ['active', 'archived'] as const;
export type HelloStatus = (typeof HELLO_STATUSES)[number];
export const HELLO_STATUS_LABELS: Record<HelloStatus, string> = {
  active: 'Active',
  archived: 'Archived',
};

/** Page size of the list. */
export const HELLO_PAGE_SIZE = 20;

/** Messages shown to people, verbatim. */
export const HELLO_MESSAGES = {
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  created: 'Item created successfully.',
  updated: 'Item updated successfully.',
} as const;

/** What a create or update sends. */
export const helloInputSchema = z.object({
  title: z.string().trim().min(1, HELLO_MESSAGES.titleRequired).max(200, HELLO_MESSAGES.titleTooLong),
  status: z.enum(HELLO_STATUSES).optional(),
  notes: z.string().max(2000).optional(),
});
export type HelloInput = z.input<typeof helloInputSchema>;

/** An item as the API returns it. */
export interface HelloItem extends Record<string, unknown> {
  id: number;
  title: string;
  status: HelloStatus;
  notes: string;
  created_at: string;
}

/** Settings of the Hello area (one row per store): the greeting its dashboard widget shows. */
export const HELLO_DEFAULT_GREETING = 'Hello from the Hello plugin!';
export const helloSettingsSchema = z.object({
  greeting: z
    .string()
    .trim()
    .min(1, 'Greeting cannot be blank.')
    .max(120, 'Greeting can have at most 120 characters.'),
});
export type HelloSettings = z.output<typeof helloSettingsSchema>;
export const HELLO_SETTINGS_MESSAGES = { saved: 'Hello settings saved successfully.' } as const;
