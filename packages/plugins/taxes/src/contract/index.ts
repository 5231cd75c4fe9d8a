/**
 * The Taxes plugin's contract (spec 3 §3 Tax, §5, §7 "Taxes: CRUD and search"): what other
 * packages may know of it. The typed client (`src/client.ts`), the server's route wiring and
 * checks, the admin data hooks, the list's filter fields and the API reference
 * (`GET /api/v1/openapi.json`) are derived from it. Another plugin imports this entry
 * (`@storeroom/plugin-taxes/contract`) and nothing else of this package: the `TAX_RATES`
 * service and `documentTax` compute a document's tax.
 */
import { z } from 'zod';
import { defineContract, defineEndpoint, defineResource } from '@storeroom/core/contract';
import { TAXES_DEFAULT_SORT, TAXES_MESSAGES, TAXES_PAGE_SIZE, TAXES_SUBJECT, TAX_RATE_SCALE } from './model';

export * from './model';
export * from './services';

/** A percent from 0 to 100 with at most 3 decimals. */
const taxPercent = z
  .number(TAXES_MESSAGES.taxInvalid)
  .min(0, TAXES_MESSAGES.taxInvalid)
  .max(100, TAXES_MESSAGES.taxInvalid)
  .refine(
    (value) => Math.abs(Math.round(value * TAX_RATE_SCALE) - value * TAX_RATE_SCALE) < 1e-6,
    TAXES_MESSAGES.taxInvalid,
  )
  .describe('Percent, at most 3 decimals (8.25 is 8.25 %)');

/** What a create sends (an update sends any part of it). */
export const taxInputSchema = z.object({
  country: z
    .string(TAXES_MESSAGES.countryRequired)
    .trim()
    .toUpperCase()
    .length(2, TAXES_MESSAGES.countryRequired)
    .describe('ISO 3166-1 alpha-2'),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((value) => value || null)
    .describe('The subdivision code after the country’s (CA of US-CA); empty or null: the whole country'),
  tax: taxPercent,
  shipping_exempt: z.boolean().default(false),
});
export type TaxInput = z.input<typeof taxInputSchema>;

/** A tax as the API answers it (spec 3 §3 Tax: id, country, state, tax, shipping exemption flag). */
export const taxSchema = z.object({
  id: z.number().int(),
  country: z.string(),
  state: z.string().nullable(),
  tax: z.number(),
  shipping_exempt: z.boolean(),
  created_at: z.string(),
});
export type Tax = z.output<typeof taxSchema>;

/** A country/state pair already used by a tax (the add/edit modal excludes them, spec 3 §5). */
export const usedRegionSchema = z.object({
  id: z.number().int(),
  country: z.string(),
  state: z.string().nullable(),
});
export type UsedRegion = z.output<typeof usedRegionSchema>;

export const taxesContract = defineContract({
  id: 'taxes',
  subjects: { settings: TAXES_SUBJECT },
  resources: {
    // spec 3 §7 "Taxes: CRUD and search": list, search, get, create, update, delete, bulk
    // delete and saved views at /settings/taxes.
    taxes: defineResource({
      path: '/settings/taxes',
      subject: TAXES_SUBJECT,
      summary: 'The taxes of the store: one rate per country, or per country and state.',
      item: taxSchema,
      create: taxInputSchema,
      filters: {
        // The search box: a country or state code or name ("us", "California").
        query: { label: 'Search', type: 'text' },
        country: { label: 'Country code', type: 'text' },
      },
      sort: ['id', 'country', 'state', 'created_at'],
      defaultSort: TAXES_DEFAULT_SORT,
      pageSize: TAXES_PAGE_SIZE,
    }),
  },
  endpoints: {
    usedRegions: defineEndpoint({
      method: 'GET',
      path: '/settings/taxes/used-regions',
      subject: TAXES_SUBJECT,
      response: z.object({ items: z.array(usedRegionSchema) }),
      summary:
        'Every country/state pair the store’s taxes use, for the add/edit modal to exclude (spec 3 §5).',
    }),
  },
});
