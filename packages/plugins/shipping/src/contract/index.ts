/**
 * The Shipping plugin's contract: what other packages may know of it. The typed client
 * (`src/client.ts`), the server's route wiring and checks, the admin data hooks, the grid's
 * filter fields and the API reference (`GET /api/v1/openapi.json`) are derived from it.
 * Another plugin imports this entry (`@storeroom/plugin-shipping/contract`) and nothing else of this package.
 */
import { z } from 'zod';
import { defineContract, defineResource } from '@storeroom/core/contract';
import {
  SHIPPING_DEFAULT_SORT,
  SHIPPING_EXCEPTION_TYPES,
  SHIPPING_MESSAGES,
  SHIPPING_PAGE_SIZE,
  SHIPPING_SUBJECT,
} from './model';

export * from './model';

/** Money is integer minor units of the store's currency everywhere (as in the orders contract). */
const money = z
  .number(SHIPPING_MESSAGES.rateInvalid)
  .int(SHIPPING_MESSAGES.rateInvalid)
  .min(0, SHIPPING_MESSAGES.rateInvalid)
  .describe("Integer minor units of the store's currency (cents for USD)");

/**
 * A region of a zone: a country (ISO 3166-1 alpha-2) and, optionally, one of its
 * subdivisions (the code after the country's, e.g. `CA` for California). The server checks
 * both against the country data package; no state means the whole country.
 */
export const shippingRegionSchema = z.object({
  country: z
    .string(SHIPPING_MESSAGES.countryRequired)
    .trim()
    .toUpperCase()
    .length(2, SHIPPING_MESSAGES.countryRequired),
  state: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null),
});
export type ShippingRegion = z.output<typeof shippingRegionSchema>;

const limit = z.number(SHIPPING_MESSAGES.limitInvalid).min(0, SHIPPING_MESSAGES.limitInvalid);

/**
 * An exception of a zone: when the cart's weight (store's weight unit), item count or order
 * total (minor units) lies between `min` and `max`, the exception's `rate` applies instead of
 * the zone's. `max` must not be less than `min` (spec 3 §5).
 */
export const shippingExceptionSchema = z
  .object({
    type: z.union([
      z.literal(SHIPPING_EXCEPTION_TYPES.weight),
      z.literal(SHIPPING_EXCEPTION_TYPES.cart_items),
      z.literal(SHIPPING_EXCEPTION_TYPES.order_total),
    ]),
    min: limit,
    max: limit,
    rate: money,
  })
  .refine((exception) => exception.max >= exception.min, {
    message: SHIPPING_MESSAGES.exceptionMaxBelowMin,
    path: ['max'],
  });
export type ShippingException = z.output<typeof shippingExceptionSchema>;

/** An additional rate the buyer may choose in the zone (e.g. "Express"). */
export const shippingAdditionalRateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, SHIPPING_MESSAGES.additionalRateNameRequired)
    .max(200, SHIPPING_MESSAGES.nameTooLong),
  rate: money,
});
export type ShippingAdditionalRate = z.output<typeof shippingAdditionalRateSchema>;

/** What a create sends (an update sends any part of it). */
export const shippingZoneInputSchema = z.object({
  name: z
    .string(SHIPPING_MESSAGES.nameRequired)
    .trim()
    .min(1, SHIPPING_MESSAGES.nameRequired)
    .max(200, SHIPPING_MESSAGES.nameTooLong),
  rate: money,
  description: z.string().max(2000, SHIPPING_MESSAGES.descriptionTooLong).default(''),
  regions: z.array(shippingRegionSchema).default([]),
  exceptions: z.array(shippingExceptionSchema).default([]),
  additional_rates: z.array(shippingAdditionalRateSchema).default([]),
});
export type ShippingZoneInput = z.input<typeof shippingZoneInputSchema>;

/** A shipping zone as the API answers it (spec 3 §3 Shipping zone). */
export const shippingZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rate: z.number().int(),
  description: z.string(),
  regions: z.array(z.object({ country: z.string(), state: z.string().nullable() })),
  exceptions: z.array(
    z.object({
      type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      min: z.number(),
      max: z.number(),
      rate: z.number().int(),
    }),
  ),
  additional_rates: z.array(z.object({ name: z.string(), rate: z.number().int() })),
  created_at: z.string(),
});
export type ShippingZone = z.output<typeof shippingZoneSchema>;

export const shippingContract = defineContract({
  id: 'shipping',
  subjects: { settings: SHIPPING_SUBJECT },
  resources: {
    // spec 3 §7 "Shipping settings: CRUD under settings/shipping": list, search, get, create,
    // update, delete, bulk delete and saved views at /settings/shipping.
    zones: defineResource({
      path: '/settings/shipping',
      subject: SHIPPING_SUBJECT,
      summary: 'The shipping zones of the store: regions, rate, exceptions and additional rates.',
      item: shippingZoneSchema,
      create: shippingZoneInputSchema,
      filters: {
        name: { label: 'Name', type: 'text' },
        rate: { label: 'Rate', type: 'money' },
        // The search box: free text over the name and the description.
        query: { label: 'Search', type: 'text', hidden: true },
      },
      sort: ['id', 'name', 'rate', 'created_at'],
      defaultSort: SHIPPING_DEFAULT_SORT,
      pageSize: SHIPPING_PAGE_SIZE,
    }),
  },
});
