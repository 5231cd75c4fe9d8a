/**
 * The Hello area's zod-free half of its contract: the subject, enumerations, constants
 * and messages. The admin manifest reads only this, so the shell's first load carries no
 * schema library; `./index.ts` re-exports it.
 */
import { defineSubject } from '@storeroom/core/access';

/**
 * The access subject of the Hello area: one declaration, every gate (menu, routes,
 * buttons, every endpoint, employees' and private apps' rules). Limited access is read-only
 * unless an option grants an action: `allow_archive` grants `archive`.
 */
export const HELLO_SUBJECT = defineSubject({
  id: 'hello',
  label: 'Hello',
  options: [{ id: 'allow_archive', label: 'Allow archiving', grants: ['archive'] }],
});

/** Statuses of an item. */
export const HELLO_STATUSES = ['active', 'archived'] as const;
export type HelloStatus = (typeof HELLO_STATUSES)[number];
export const HELLO_STATUS_LABELS: Record<HelloStatus, string> = {
  active: 'Active',
  archived: 'Archived',
};

/** Page size of the list; the list is newest first. */
export const HELLO_PAGE_SIZE = 20;
export const HELLO_DEFAULT_SORT = '!id';

/** Messages shown to people, verbatim (the server answers the same ones). */
export const HELLO_MESSAGES = {
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  notesTooLong: 'Notes can have at most 2000 characters.',
  created: 'Item created successfully.',
  updated: 'Item updated successfully.',
  archived: 'Item archived.',
  restored: 'Item restored.',
  alreadyArchived: 'This item is already archived.',
  notFound: 'Item not found',
  customerNotFound: 'Customer not found.',
} as const;

/** The greeting the dashboard widget shows until the store saves its own. */
export const HELLO_DEFAULT_GREETING = 'Hello from the Hello plugin!';
export const HELLO_SETTINGS_MESSAGES = {
  greetingRequired: 'Greeting cannot be blank.',
  greetingTooLong: 'Greeting can have at most 120 characters.',
  saved: 'Hello settings saved successfully.',
} as const;
