/**
 * The Customers area's schemas, constants and messages (spec 1 §3 Customer, §7 Customers,
 * §8, §9; spec 3 §5 phone rules), shared by the admin plugin, the typed client and the
 * server part (no React here).
 */
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';

export { CUSTOMERS_SUBJECT } from './access';

/** Page size of the list. */
export const CUSTOMERS_PAGE_SIZE = 20;
/** The list is sorted by last purchase, newest first (spec 1 §9). */
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

/** Email: split into local part and domain, trimmed and lower-cased (spec 3 §5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Validates a phone number for a country; returns it as `+dial.number` (spec 3 §5), or
 * `null` when it is not a valid number there.
 */
export function normalizePhone(phone: string, country: string): string | null {
  const code = country.toUpperCase();
  if (!isSupportedCountry(code)) return null;
  const parsed = parsePhoneNumberFromString(phone, code);
  // Valid for that country: a number of another dial code is refused (spec 3 §5).
  if (!parsed?.isValid() || parsed.countryCallingCode !== getCountryCallingCode(code)) return null;
  return `+${parsed.countryCallingCode}.${parsed.nationalNumber}`;
}

/**
 * The customer's own phone (spec 1 §3 Customer): an international number, `+1 512 555 0147`
 * or the stored `+1.5125550147`, checked for the country of its dial code like an address
 * phone (spec 3 §5); returns `+dial.number`, or `null` when it is not a valid number there.
 * The admin's phone box sends it already in that form, from a country and a national number.
 */
export function normalizeInternationalPhone(phone: string): string | null {
  const text = phone.trim();
  if (!text.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(text.replace('.', ''));
  if (!parsed?.isValid()) return null;
  return `+${parsed.countryCallingCode}.${parsed.nationalNumber}`;
}

/** `phone` of a create or update: empty, or a valid international number stored as `+dial.number`. */
export const customerPhoneSchema = z
  .string()
  .trim()
  .max(40, CUSTOMERS_MESSAGES.phoneTooLong)
  .transform((phone, ctx) => {
    if (phone === '') return phone;
    const normalized = normalizeInternationalPhone(phone);
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: CUSTOMERS_MESSAGES.phoneInvalid });
      return z.NEVER;
    }
    return normalized;
  });

export const customerAddressSchema = z
  .object({
    company: z.string().trim().max(200).default(''),
    street: z.string().trim().max(200).default(''),
    suite: z.string().trim().max(200).default(''),
    city: z.string().trim().max(100).default(''),
    state: z.string().trim().max(100).default(''),
    zip: z.string().trim().max(20).default(''),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, CUSTOMERS_MESSAGES.countryInvalid)
      .default(DEFAULT_PHONE_COUNTRY),
    phone: z.string().trim().max(40).default(''),
    full_name: z.string().trim().max(200).default(''),
  })
  .transform((address, ctx) => {
    if (address.phone === '') return address;
    const phone = normalizePhone(address.phone, address.country);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: CUSTOMERS_MESSAGES.phoneInvalid });
      return z.NEVER;
    }
    return { ...address, phone };
  });
export type CustomerAddress = z.output<typeof customerAddressSchema>;
export type CustomerAddressInput = z.input<typeof customerAddressSchema>;

/** What a create or update sends; order statistics are the server's (read-only). */
export const customerInputSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { message: CUSTOMERS_MESSAGES.emailRequired, abort: true })
    .regex(EMAIL_PATTERN, CUSTOMERS_MESSAGES.emailInvalid),
  full_name: z.string().trim().max(200, CUSTOMERS_MESSAGES.nameTooLong).default(''),
  /**
   * The customer's own phone, checked like address phones and stored as `+dial.number`. (The
   * server's CUSTOMER_DIRECTORY keeps what other areas give as they have it.)
   */
  phone: customerPhoneSchema.default(''),
  notes: z.string().max(5000, CUSTOMERS_MESSAGES.notesTooLong).default(''),
  tags: z
    .array(z.string().trim().min(1, CUSTOMERS_MESSAGES.tagInvalid).max(50, CUSTOMERS_MESSAGES.tagInvalid))
    .max(100)
    .default([]),
  addresses: z.array(customerAddressSchema).max(50).default([]),
});
export type CustomerInput = z.input<typeof customerInputSchema>;

/** A customer as the API returns it (spec 1 §3 Customer). */
export interface CustomerItem extends Record<string, unknown> {
  id: number;
  email: string;
  full_name: string;
  phone: string;
  notes: string;
  tags: string[];
  addresses: CustomerAddress[];
  created_at: string;
  order_count: number;
  /** Integer cents in the store currency. */
  lifetime_spent: number;
  last_purchase: string | null;
}

/** The answer of `POST /customers/exportcsv`. */
export interface CustomersExportResult {
  message: string;
}
