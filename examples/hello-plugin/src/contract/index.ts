/**
 * The Hello plugin's contract: what other packages may know of it. The typed client
 * (`src/client.ts`), the server's route wiring and checks, the admin data hooks, the list's
 * filter fields and the API reference (`GET /api/v1/openapi.json`) are derived from it.
 * Another plugin imports this entry (`@storeroom/example-hello-plugin/contract`) and nothing else of this package.
 */
import { z } from 'zod';
import { defineContract, defineEndpoint, defineResource } from '@storeroom/core/contract';
import {
  HELLO_DEFAULT_SORT,
  HELLO_MESSAGES,
  HELLO_SETTINGS_MESSAGES,
  HELLO_PAGE_SIZE,
  HELLO_STATUSES,
  HELLO_STATUS_LABELS,
  HELLO_SUBJECT,
} from './model';

export * from './model';

/** What a create sends (an update sends any part of it). */
export const helloInputSchema = z.object({
  title: z.string().trim().min(1, HELLO_MESSAGES.titleRequired).max(200, HELLO_MESSAGES.titleTooLong),
  status: z.enum(HELLO_STATUSES).optional(),
  notes: z.string().max(2000, HELLO_MESSAGES.notesTooLong).optional(),
  // Added by hand: the customer the hello is for, a customer of the customers plugin.
  customer_id: z.number().int().positive().nullable().optional(),
});
export type HelloInput = z.input<typeof helloInputSchema>;

/** An item as the API answers it. */
export const helloItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(HELLO_STATUSES),
  notes: z.string(),
  customer_id: z.number().int().nullable(),
  /** The customer's name (or email) when the item was saved. */
  customer_name: z.string(),
  created_at: z.string(),
});
export type HelloItem = z.output<typeof helloItemSchema>;

/** The store's Hello settings (added by hand): the greeting its dashboard widget shows. */
export const helloSettingsSchema = z.object({
  greeting: z
    .string()
    .trim()
    .min(1, HELLO_SETTINGS_MESSAGES.greetingRequired)
    .max(120, HELLO_SETTINGS_MESSAGES.greetingTooLong),
});
export type HelloSettings = z.output<typeof helloSettingsSchema>;

export const helloContract = defineContract({
  id: 'hello',
  subjects: { hello: HELLO_SUBJECT },
  resources: {
    // list, search, get, create, update, delete, bulk delete and saved views at /hello
    items: defineResource({
      path: '/hello',
      subject: HELLO_SUBJECT,
      summary: 'The Hello items of the store.',
      item: helloItemSchema,
      create: helloInputSchema,
      filters: {
        title: { label: 'Title', type: 'text' },
        status: {
          label: 'Status',
          type: 'select',
          options: HELLO_STATUSES.map((value) => ({ value, label: HELLO_STATUS_LABELS[value] })),
        },
        // The search box: free text over the title and notes.
        query: { label: 'Search', type: 'text', hidden: true },
      },
      sort: ['id', 'title', 'status', 'created_at'],
      defaultSort: HELLO_DEFAULT_SORT,
      pageSize: HELLO_PAGE_SIZE,
    }),
  },
  endpoints: {
    // A domain endpoint: limited rules need the `allow_archive` option (it grants `archive`).
    archive: defineEndpoint({
      method: 'POST',
      path: '/hello/:id/archive',
      subject: HELLO_SUBJECT,
      action: 'archive',
      summary: 'Archives one item; answers the item.',
      response: helloItemSchema,
    }),
    restore: defineEndpoint({
      method: 'POST',
      path: '/hello/:id/restore',
      subject: HELLO_SUBJECT,
      action: 'archive',
      summary: 'Makes an archived item active again; answers the item.',
      response: helloItemSchema,
    }),
    // Added by hand: the store's settings, read by everyone with access and saved with `update`.
    getSettings: defineEndpoint({
      method: 'GET',
      path: '/hello-settings',
      subject: HELLO_SUBJECT,
      summary: 'The store’s Hello settings.',
      response: helloSettingsSchema,
    }),
    saveSettings: defineEndpoint({
      method: 'PATCH',
      path: '/hello-settings',
      subject: HELLO_SUBJECT,
      action: 'update',
      summary: 'Saves the store’s Hello settings.',
      body: helloSettingsSchema,
      response: helloSettingsSchema,
    }),
  },
});
