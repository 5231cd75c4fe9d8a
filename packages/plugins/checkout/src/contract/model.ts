/**
 * The Checkout settings area's zod-free half of its contract: the subject, enumerations,
 * constants and messages. The admin manifest reads only this, so the shell's first load
 * carries no schema library; `./index.ts` re-exports it.
 */

export * from './shell';

/** A checkout field's setting (spec 3 §3 "Checkout field enumeration"). */
export const CHECKOUT_FIELD_STATES = { disabled: -1, optional: 0, required: 1 } as const;
export type CheckoutFieldState = (typeof CHECKOUT_FIELD_STATES)[keyof typeof CHECKOUT_FIELD_STATES];
export const CHECKOUT_FIELD_STATE_LABELS: Record<CheckoutFieldState, string> = {
  [-1]: 'Disabled',
  0: 'Optional',
  1: 'Required',
};

/** The checkout form's fields a store can disable, make optional or require (address card fields, spec 2 §3). */
export const CHECKOUT_FIELDS = ['company', 'suite', 'phone'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export const CHECKOUT_FIELD_LABELS: Record<CheckoutField, string> = {
  company: 'Company name',
  suite: 'Address line 2 (apartment, suite)',
  phone: 'Phone number',
};

/** The store policies shown at checkout (spec 3 §3 "policies"). */
export const CHECKOUT_POLICIES = ['refund', 'privacy', 'terms', 'shipping'] as const;
export type CheckoutPolicy = (typeof CHECKOUT_POLICIES)[number];
export const CHECKOUT_POLICY_LABELS: Record<CheckoutPolicy, string> = {
  refund: 'Refund policy',
  privacy: 'Privacy policy',
  terms: 'Terms of service',
  shipping: 'Shipping policy',
};

/** A checkout is abandoned after this many minutes without activity: at least 1 (spec 3 §5). */
export const ABANDONED_TIMEOUT_MIN = 1;
/** At most 30 days. */
export const ABANDONED_TIMEOUT_MAX = 43_200;
export const ABANDONED_TIMEOUT_DEFAULT = 60;

/** The upload type of the header image (the server's files capability: settings access, images only, one file). */
export const CHECKOUT_LOGO_UPLOAD_TYPE = 'checkout_logo';
export const POLICY_MAX_LENGTH = 20_000;

/** Messages shown to people, verbatim where the spec gives them (the server answers the same ones). */
export const CHECKOUT_MESSAGES = {
  /** spec 3 §8 Settings */
  saved: 'Settings successfully updated.',
  abandonedTimeout: `Abandoned timeout must be a whole number of minutes from ${ABANDONED_TIMEOUT_MIN} to ${ABANDONED_TIMEOUT_MAX}.`,
  fieldState: 'Choose disabled, optional or required.',
  policyTooLong: `A policy can have at most ${POLICY_MAX_LENGTH} characters.`,
  googleKeyInvalid: 'The key can contain only letters, digits, hyphens and underscores (at most 200).',
  /** spec 3 §5 "checkout logo must be an image" */
  imageInvalid: 'The checkout logo must be an image.',
  keySaved: 'Google autocomplete key saved.',
} as const;
