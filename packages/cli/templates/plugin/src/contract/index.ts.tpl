/**
 * The __TITLE__ plugin's contract: what other packages may know of it. The typed client
 * (`src/client.ts`), the server's route wiring and checks, the admin data hooks, the list's
 * filter fields and the API reference (`GET /api/v1/openapi.json`) are derived from it.
 * Another plugin imports this entry (`__PKG__/contract`) and nothing else of this package.
 */
import { z } from 'zod';
import { defineContract, defineEndpoint, defineResource } from '@storeroom/core/contract';
import {
  __CONST___DEFAULT_SORT,
  __CONST___MESSAGES,
  __CONST___PAGE_SIZE,
  __CONST___STATUSES,
  __CONST___STATUS_LABELS,
  __CONST___SUBJECT,
} from './model';

export * from './model';

/** What a create sends (an update sends any part of it). */
export const __CAMEL__InputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, __CONST___MESSAGES.titleRequired)
    .max(200, __CONST___MESSAGES.titleTooLong),
  status: z.enum(__CONST___STATUSES).optional(),
  notes: z.string().max(2000, __CONST___MESSAGES.notesTooLong).optional(),
});
export type __PASCAL__Input = z.input<typeof __CAMEL__InputSchema>;

/** An item as the API answers it. */
export const __CAMEL__ItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(__CONST___STATUSES),
  notes: z.string(),
  created_at: z.string(),
});
export type __PASCAL__Item = z.output<typeof __CAMEL__ItemSchema>;

export const __CAMEL__Contract = defineContract({
  id: '__ID__',
  subjects: { __SNAKE__: __CONST___SUBJECT },
  resources: {
    // list, search, get, create, update, delete, bulk delete and saved views at /__ID__
    items: defineResource({
      path: '/__ID__',
      subject: __CONST___SUBJECT,
      summary: 'The __TITLE__ items of the store.',
      item: __CAMEL__ItemSchema,
      create: __CAMEL__InputSchema,
      filters: {
        title: { label: 'Title', type: 'text' },
        status: {
          label: 'Status',
          type: 'select',
          options: __CONST___STATUSES.map((value) => ({ value, label: __CONST___STATUS_LABELS[value] })),
        },
        // The search box: free text over the title and notes.
        query: { label: 'Search', type: 'text', hidden: true },
      },
      sort: ['id', 'title', 'status', 'created_at'],
      defaultSort: __CONST___DEFAULT_SORT,
      pageSize: __CONST___PAGE_SIZE,
    }),
  },
  endpoints: {
    // A domain endpoint: limited rules need the `allow_archive` option (it grants `archive`).
    archive: defineEndpoint({
      method: 'POST',
      path: '/__ID__/:id/archive',
      subject: __CONST___SUBJECT,
      action: 'archive',
      summary: 'Archives one item; answers the item.',
      response: __CAMEL__ItemSchema,
    }),
  },
});
