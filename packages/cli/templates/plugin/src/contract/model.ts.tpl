/**
 * The __TITLE__ area's zod-free half of its contract: the subject, enumerations, constants
 * and messages. The admin manifest reads only this, so the shell's first load carries no
 * schema library; `./index.ts` re-exports it.
 */
__SUBJECTDECL__

/** Statuses of an item. */
export const __CONST___STATUSES = ['active', 'archived'] as const;
export type __PASCAL__Status = (typeof __CONST___STATUSES)[number];
export const __CONST___STATUS_LABELS: Record<__PASCAL__Status, string> = {
  active: 'Active',
  archived: 'Archived',
};

/** Page size of the list; the list is newest first. */
export const __CONST___PAGE_SIZE = 20;
export const __CONST___DEFAULT_SORT = '!id';

/** Messages shown to people, verbatim (the server answers the same ones). */
export const __CONST___MESSAGES = {
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  notesTooLong: 'Notes can have at most 2000 characters.',
  created: 'Item created successfully.',
  updated: 'Item updated successfully.',
  archived: 'Item archived.',
  alreadyArchived: 'This item is already archived.',
  notFound: 'Item not found',
} as const;
