/**
 * The Checkout settings plugin's contract (spec 3 §3 Checkout settings, §5, §7 "Checkout
 * settings: GET, PATCH"): one settings record per store. The typed client, the server's route
 * wiring and checks, the admin data hooks and the API reference are derived from it. Another
 * plugin imports this entry (`@storeroom/plugin-checkout/contract`) and nothing else of this package.
 */
import { z } from 'zod';
import { defineContract, defineEndpoint } from '@storeroom/core/contract';
import {
  ABANDONED_TIMEOUT_MAX,
  ABANDONED_TIMEOUT_MIN,
  CHECKOUT_FIELD_STATES,
  CHECKOUT_MESSAGES,
  CHECKOUT_SUBJECT,
  POLICY_MAX_LENGTH,
} from './model';

export * from './model';

const fieldState = z.union(
  [
    z.literal(CHECKOUT_FIELD_STATES.disabled),
    z.literal(CHECKOUT_FIELD_STATES.optional),
    z.literal(CHECKOUT_FIELD_STATES.required),
  ],
  CHECKOUT_MESSAGES.fieldState,
);

const policy = z.string().max(POLICY_MAX_LENGTH, CHECKOUT_MESSAGES.policyTooLong);

/**
 * The header image: the address of an uploaded image (`path` of core's `uploadFiles` answer,
 * upload type `checkout_logo`), or null for none.
 */
const headerImage = z
  .string()
  .trim()
  .max(1000)
  .regex(/^(\/uploads\/|https:\/\/)\S+\.(png|jpe?g|gif|webp|avif|svg)$/i, CHECKOUT_MESSAGES.imageInvalid)
  .nullable();

/** The checkout settings as the API answers them (spec 3 §3). */
export const checkoutSettingsSchema = z.object({
  header: z.object({ image: z.string().nullable() }),
  policies: z.object({ refund: z.string(), privacy: z.string(), terms: z.string(), shipping: z.string() }),
  google_autocomplete_key: z.string(),
  abandoned_timeout: z.number().int().describe('Minutes without activity before a checkout is abandoned'),
  fields: z.object({ company: fieldState, suite: fieldState, phone: fieldState }),
  updated_at: z.string().nullable(),
});
export type CheckoutSettings = z.output<typeof checkoutSettingsSchema>;

/** What a PATCH sends: any part; a part left out keeps its value (nested objects too). */
export const checkoutSettingsUpdateSchema = z.object({
  header: z.object({ image: headerImage }).optional(),
  policies: z
    .object({ refund: policy, privacy: policy, terms: policy, shipping: policy })
    .partial()
    .optional(),
  google_autocomplete_key: z
    .string()
    .trim()
    .max(200, CHECKOUT_MESSAGES.googleKeyInvalid)
    .regex(/^[A-Za-z0-9_-]*$/, CHECKOUT_MESSAGES.googleKeyInvalid)
    .optional(),
  abandoned_timeout: z
    .number(CHECKOUT_MESSAGES.abandonedTimeout)
    .int(CHECKOUT_MESSAGES.abandonedTimeout)
    .min(ABANDONED_TIMEOUT_MIN, CHECKOUT_MESSAGES.abandonedTimeout)
    .max(ABANDONED_TIMEOUT_MAX, CHECKOUT_MESSAGES.abandonedTimeout)
    .optional(),
  fields: z.object({ company: fieldState, suite: fieldState, phone: fieldState }).partial().optional(),
});
export type CheckoutSettingsUpdate = z.input<typeof checkoutSettingsUpdateSchema>;

export const checkoutContract = defineContract({
  id: 'checkout',
  subjects: { settings: CHECKOUT_SUBJECT },
  endpoints: {
    get: defineEndpoint({
      method: 'GET',
      path: '/settings/checkout',
      subject: CHECKOUT_SUBJECT,
      response: checkoutSettingsSchema,
      summary: 'The store’s checkout settings (defaults until first saved).',
    }),
    update: defineEndpoint({
      method: 'PATCH',
      path: '/settings/checkout',
      subject: CHECKOUT_SUBJECT,
      action: 'update',
      body: checkoutSettingsUpdateSchema,
      response: checkoutSettingsSchema,
      summary: 'Changes the parts sent; answers the whole settings.',
    }),
  },
});
