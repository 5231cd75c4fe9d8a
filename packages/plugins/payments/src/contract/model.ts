/**
 * The Payments area's zod-free half of its contract: the subject, the processors with their
 * fields (spec 2 §3 "Payment settings per processor"), the currencies and the messages. The
 * admin manifest reads only this, so the shell's first load carries no schema library;
 * `./index.ts` re-exports it.
 */

export * from './shell';

/**
 * The processors, in the order the screen lists them: the built-in `sandbox` (deterministic
 * test cards, labelled "Sandbox" in the UI) and the seven of spec 2 §3.
 */
export const PAYMENT_PROCESSORS = [
  'sandbox',
  'stripe',
  'paypal',
  'braintree',
  'bluesnap',
  'authorize',
  'nmi',
  'adyen',
] as const;
export type PaymentProcessorId = (typeof PAYMENT_PROCESSORS)[number];

/** One setting of a processor; a `secret` one is never answered back, only whether it is set. */
export interface ProcessorField {
  name: string;
  label: string;
  secret?: boolean;
  /** Needed before the processor can be enabled (a statement descriptor is not). */
  required?: boolean;
  type?: 'text' | 'email';
}

export interface ProcessorDefinition {
  id: PaymentProcessorId;
  label: string;
  fields: readonly ProcessorField[];
  /** Stripe is connected through the provider's connect flow (its `code`), not typed in. */
  connect?: boolean;
}

/** spec 2 §3: each processor's fields (plus enabled and default, common to all). */
export const PROCESSOR_DEFINITIONS: Record<PaymentProcessorId, ProcessorDefinition> = {
  sandbox: { id: 'sandbox', label: 'Sandbox', fields: [] },
  stripe: {
    id: 'stripe',
    label: 'Stripe',
    connect: true,
    fields: [
      { name: 'statement_desc', label: 'Statement descriptor' },
      { name: 'code', label: 'Connection code', secret: true, required: true },
    ],
  },
  paypal: {
    id: 'paypal',
    label: 'PayPal',
    fields: [{ name: 'email', label: 'PayPal email', type: 'email', required: true }],
  },
  braintree: {
    id: 'braintree',
    label: 'Braintree',
    fields: [
      { name: 'merchant_id', label: 'Merchant ID', required: true },
      { name: 'public_key', label: 'Public key', required: true },
      { name: 'private_key', label: 'Private key', secret: true, required: true },
    ],
  },
  bluesnap: {
    id: 'bluesnap',
    label: 'BlueSnap',
    fields: [
      { name: 'api_key', label: 'API key', required: true },
      { name: 'api_password', label: 'API password', secret: true, required: true },
      { name: 'statement_desc', label: 'Statement descriptor' },
    ],
  },
  authorize: {
    id: 'authorize',
    label: 'Authorize.Net',
    fields: [
      { name: 'api_login', label: 'API login ID', required: true },
      { name: 'transaction_key', label: 'Transaction key', secret: true, required: true },
      { name: 'public_key', label: 'Public client key', required: true },
    ],
  },
  nmi: {
    id: 'nmi',
    label: 'NMI',
    fields: [
      { name: 'api_key', label: 'API key', secret: true, required: true },
      { name: 'username', label: 'Username', required: true },
      { name: 'password', label: 'Password', secret: true, required: true },
    ],
  },
  adyen: {
    id: 'adyen',
    label: 'Adyen',
    fields: [
      { name: 'public_key', label: 'Public key', required: true },
      { name: 'ws_username', label: 'Web service username', required: true },
      { name: 'ws_password', label: 'Web service password', secret: true, required: true },
    ],
  },
};

/** The answer's name for whether a secret field is set: `private_key` → `private_key_set`. */
export const secretSetKey = (field: string) => `${field}_set`;

/** spec 2 §3 "Currencies: USD, CAD, EUR, GBP, AUD, NZD; default_currency". */
export const PAYMENT_CURRENCIES = ['USD', 'CAD', 'EUR', 'GBP', 'AUD', 'NZD'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** The sandbox provider's test cards (digits only). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** Messages shown to people (the server answers the same ones). */
export const PAYMENTS_MESSAGES = {
  /** spec 3 §8 Settings */
  saved: 'Settings successfully updated.',
  fieldRequired: (label: string) => `${label} cannot be blank.`,
  emailInvalid: 'Enter a valid email address.',
  tooLong: 'This value is too long.',
  defaultNotEnabled: 'Only an enabled processor can be the default.',
  oneDefault: 'Only one processor can be the default.',
  currenciesRequired: 'Accept at least one currency.',
  currencyUnknown: 'Choose one of USD, CAD, EUR, GBP, AUD, NZD.',
  defaultCurrencyNotAccepted: 'The default currency must be one of the accepted currencies.',
  codeRequired: 'The connect flow returned no code.',
  connected: 'Connected',
  notConnected: 'Not connected',
  invoiceRequired: 'invoice_id is required.',
  noProcessor: 'No payment processor is enabled.',
  noProvider: (label: string) => `No card provider is configured for ${label}.`,
  currencyNotAccepted: (currency: string) => `${currency} is not accepted by this store.`,
  amountInvalid: 'The amount must be a positive whole number of minor units.',
  declined: 'Your card was declined.',
  sandboxCardsOnly:
    'The sandbox accepts only test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.',
  sandbox: 'Sandbox: no real card is charged.',
} as const;
