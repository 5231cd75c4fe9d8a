/**
 * The Customers area's zod-free half of its contract: the subject, constants, messages and
 * the slot it declares (spec 1 §3 Customer, §6, §8, §9). The admin manifest (the shell's
 * first load) and other plugins' manifests read only this; `./index.ts` re-exports it.
 */

export * from './shell';

/** Page size of the list. */
export const CUSTOMERS_PAGE_SIZE = 20;
/** The list is sorted by last purchase, newest first; never-bought last (spec 1 §9). */
export const CUSTOMERS_DEFAULT_SORT = '!last_purchase';
/** A customer's orders are fetched 200 at a time (spec 1 §9). */
export const CUSTOMER_ORDERS_PAGE_SIZE = 200;
/** Global search shows this many customers. */
export const CUSTOMERS_SEARCH_LIMIT = 5;
/** Phone input default and preferred countries (spec 1 §9). */
export const DEFAULT_PHONE_COUNTRY = 'US';
export const PREFERRED_PHONE_COUNTRIES = ['US', 'CA', 'GB', 'AU', 'MX', 'IN', 'BR'] as const;

/** Messages shown to people, verbatim where the spec gives them (spec 1 §8). */
export const CUSTOMERS_MESSAGES = {
  exportQueued: 'Report will be sent to your email',
  emailRequired: 'Email cannot be blank.',
  emailInvalid: 'Please enter a valid email address.',
  nameTooLong: 'Full name can have at most 200 characters.',
  notesTooLong: 'Notes can have at most 5000 characters.',
  tagInvalid: 'Tags must be 1 to 50 characters.',
  phoneInvalid: 'Please enter a valid phone number for the selected country.',
  countryInvalid: 'Choose a country.',
  updated: 'Customer updated successfully.',
  created: 'Customer created successfully.',
  emailTaken: 'A customer with this email already exists.',
  phoneTooLong: 'Phone can have at most 40 characters.',
  deleted: 'Customers deleted successfully.',
  /** Spec 1 §8 leaves failed-deletion texts open; this one names what holds the customer. */
  referenced: (name: string, count: number) =>
    `${name} is named on ${count} ${count === 1 ? 'order or invoice' : 'orders or invoices'} and cannot be deleted.`,
} as const;
