/**
 * The Payments plugin's contract (spec 2 §3 "Payment settings per processor", §7 "Payment
 * settings"): what other packages may know of it. The typed client (`src/client.ts`), the
 * server's route wiring and checks, the admin data hooks and the API reference
 * (`GET /api/v1/openapi.json`) are derived from it. Another plugin imports this entry
 * (`@storeroom/plugin-payments/contract`) and nothing else of this package: the `PAYMENTS`
 * service charges a card through the store's default processor.
 */
import { z } from 'zod';
import { defineContract, defineEndpoint } from '@storeroom/core/contract';
import {
  PAYMENTS_MESSAGES,
  PAYMENTS_SUBJECT,
  PAYMENT_CURRENCIES,
  PAYMENT_PROCESSORS,
  PROCESSOR_DEFINITIONS,
} from './model';
import type { PaymentProcessorId } from './model';
import { PAYMENTS } from './services';

export * from './model';
export * from './services';

/** The longest value a processor field may hold. */
const FIELD_MAX = 500;

/**
 * What a PATCH may send for one processor: `enabled`, `default` and its own fields (spec 2 §3).
 * An empty secret field keeps the stored value (secrets are never answered back).
 */
function processorPatchSchema(id: PaymentProcessorId) {
  const fields = Object.fromEntries(
    PROCESSOR_DEFINITIONS[id].fields.map((field) => [
      field.name,
      z.string().trim().max(FIELD_MAX, PAYMENTS_MESSAGES.tooLong).optional(),
    ]),
  );
  return z.strictObject({ enabled: z.boolean().optional(), default: z.boolean().optional(), ...fields });
}

export const processorPatchSchemas = Object.fromEntries(
  PAYMENT_PROCESSORS.map((id) => [id, processorPatchSchema(id).optional()]),
) as unknown as Record<PaymentProcessorId, z.ZodOptional<z.ZodObject>>;

/** One processor's answer: its non-secret fields, and `<secret>_set` for each secret one. */
export const processorStateSchema = z.object({
  processor: z.enum(PAYMENT_PROCESSORS),
  label: z.string(),
  enabled: z.boolean(),
  default: z.boolean(),
  settings: z
    .record(z.string(), z.union([z.string(), z.boolean()]))
    .describe('Non-secret fields as text; for each secret field `<field>_set: true|false`'),
});
export type ProcessorState = z.output<typeof processorStateSchema>;

const currencySchema = z.enum(PAYMENT_CURRENCIES, PAYMENTS_MESSAGES.currencyUnknown);

/** `GET /payment-settings`: every processor, the accepted currencies and the default currency. */
export const paymentSettingsSchema = z.object({
  processors: z.array(processorStateSchema),
  currencies: z.array(currencySchema),
  default_currency: currencySchema,
});
export type PaymentSettings = z.output<typeof paymentSettingsSchema>;

/** `PATCH /payment-settings`: per-processor bodies, the currencies, the default currency. */
export const paymentSettingsPatchSchema = z.strictObject({
  ...processorPatchSchemas,
  currencies: z.array(currencySchema).min(1, PAYMENTS_MESSAGES.currenciesRequired).optional(),
  default_currency: currencySchema.optional(),
});
export type PaymentSettingsPatch = {
  [K in PaymentProcessorId]?: Record<string, string | boolean | undefined>;
} & {
  currencies?: string[];
  default_currency?: string;
};

export const paymentsContract = defineContract({
  id: 'payments',
  subjects: { settings: PAYMENTS_SUBJECT },
  services: { payments: PAYMENTS },
  endpoints: {
    // spec 2 §7 "Payment settings: GET; PATCH with per-processor bodies."
    settings: defineEndpoint({
      method: 'GET',
      path: '/payment-settings',
      subject: PAYMENTS_SUBJECT,
      response: paymentSettingsSchema,
      summary: 'The store’s payment processors (secrets only as `<field>_set`) and currencies.',
    }),
    update: defineEndpoint({
      method: 'PATCH',
      path: '/payment-settings',
      subject: PAYMENTS_SUBJECT,
      body: paymentSettingsPatchSchema,
      response: paymentSettingsSchema,
      summary:
        'Changes processors (per-processor bodies), currencies and the default currency in one transaction; exactly one enabled processor is the default.',
    }),
    // spec 2 §7 "Payment token GET".
    token: defineEndpoint({
      method: 'GET',
      path: '/payment-settings/token',
      subject: PAYMENTS_SUBJECT,
      query: z.object({ processor: z.enum(PAYMENT_PROCESSORS).optional() }),
      response: z.object({ processor: z.enum(PAYMENT_PROCESSORS), token: z.string() }),
      summary: 'A client token of the default (or named) processor for the card entry script.',
    }),
    // spec 2 §7 "nmiurl GET with invoice_id".
    nmiurl: defineEndpoint({
      method: 'GET',
      path: '/payment-settings/nmiurl',
      subject: PAYMENTS_SUBJECT,
      query: z.object({
        invoice_id: z.coerce
          .number(PAYMENTS_MESSAGES.invoiceRequired)
          .int(PAYMENTS_MESSAGES.invoiceRequired)
          .positive(PAYMENTS_MESSAGES.invoiceRequired),
      }),
      response: z.object({ url: z.string() }),
      summary: 'The NMI hosted payment page of an invoice order.',
    }),
  },
});
