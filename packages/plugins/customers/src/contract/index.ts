/**
 * The Customers plugin's contract (spec 1 §3 Customer, §7 Customers: CRUD, search, bulk
 * delete and export at /customers, the CSV export at /customers/exportcsv): what other
 * packages may know of it. The client, the server's checks, the list's filters and the API
 * reference are derived from this.
 *
 * Other plugins look customers up through it: `useClient(customersContract).customers.search({
 * query })` (free text over name and email) or `{ email }`, `.get(id)`, `.create({ email })`;
 * on the server through `CUSTOMER_DIRECTORY` (./services).
 */
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { defineContract, defineEndpoint, defineResource } from '@storeroom/core/contract';
import {
  CUSTOMER_PROFILE_SECTIONS,
  CUSTOMERS_DEFAULT_SORT,
  CUSTOMERS_MESSAGES,
  CUSTOMERS_PAGE_SIZE,
  CUSTOMERS_SUBJECT,
  DEFAULT_PHONE_COUNTRY,
} from './model';
import { CUSTOMER_DIRECTORY, CUSTOMER_REFERENCES, EXPORT_CUSTOMERS_JOB } from './services';

export * from './model';
export * from './services';

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

/**
 * The postal fields of an address as a create or update sends them (company to zip), for
 * every area that keeps addresses (invoice addresses build on them).
 */
export const POSTAL_ADDRESS_INPUT = {
  company: z.string().trim().max(200).default(''),
  street: z.string().trim().max(200).default(''),
  suite: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  state: z.string().trim().max(100).default(''),
  zip: z.string().trim().max(20).default(''),
};

/** The postal fields of an address as the API answers them. */
export const POSTAL_ADDRESS = {
  company: z.string(),
  street: z.string(),
  suite: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
};

/** An address as a create or update sends it: the phone is checked for the address country. */
export const customerAddressSchema = z
  .object({
    ...POSTAL_ADDRESS_INPUT,
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
export type CustomerAddressInput = z.input<typeof customerAddressSchema>;

/** What a create sends (an update sends any part of it); order statistics are the server's (read-only). */
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

/** An address as the API answers it (the phone as `+dial.number`, the country as ISO alpha-2). */
export const customerAddressItemSchema = z.object({
  ...POSTAL_ADDRESS,
  country: z.string(),
  phone: z.string(),
  full_name: z.string(),
});
export type CustomerAddress = z.output<typeof customerAddressItemSchema>;

/** A customer as the API answers it (spec 1 §3 Customer). */
export const customerItemSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  /** Empty or `+dial.number`. */
  phone: z.string(),
  notes: z.string(),
  tags: z.array(z.string()),
  addresses: z.array(customerAddressItemSchema),
  created_at: z.string(),
  /** Kept in step with the orders (read-only). */
  order_count: z.number().int(),
  /** Integer minor units of the store currency, cents for USD (read-only). */
  lifetime_spent: z.number().int(),
  /** ISO time of the latest order, `null` for a customer who never bought (read-only). */
  last_purchase: z.string().nullable(),
});
export type CustomerItem = z.output<typeof customerItemSchema>;

/** What both exports answer: the report is emailed to the caller (spec 1 §7, §8). */
/** An export started: the spec's message, and the export job's id (`GET /jobs/{id}`). */
export const customersExportResultSchema = z.object({ message: z.string(), id: z.string() });
export type CustomersExportResult = z.output<typeof customersExportResultSchema>;

const customers = defineResource({
  path: '/customers',
  subject: CUSTOMERS_SUBJECT,
  summary: 'Customers of the store (spec 1 §3 Customer), by last purchase newest first.',
  item: customerItemSchema,
  create: customerInputSchema,
  filters: {
    // Free text over name and email: the search box, `chqsearch` (spec 1 §2) and other
    // plugins' customer lookups (invoice orders' "Browse customers").
    query: { label: 'Name or email', type: 'text', operators: ['='] },
    // Customers carrying any of the given tags.
    tags: { label: 'Tag', type: 'text', operators: ['='] },
    email: { label: 'Email', type: 'text' },
    full_name: { label: 'Name', type: 'text' },
    order_count: { label: 'Orders', type: 'number' },
    last_purchase: { label: 'Last purchase', type: 'date' },
    created_at: { label: 'Created', type: 'date' },
    // In cents: accepted, not offered in the filter builder (people think in money).
    lifetime_spent: { label: 'Lifetime spent (cents)', type: 'number', hidden: true },
    phone: { label: 'Phone', type: 'text', hidden: true },
    notes: { label: 'Notes', type: 'text', hidden: true },
    id: { label: 'Id', type: 'number', hidden: true },
  },
  sort: [
    'id',
    'email',
    'full_name',
    'phone',
    'notes',
    'created_at',
    'order_count',
    'lifetime_spent',
    'last_purchase',
  ],
  defaultSort: CUSTOMERS_DEFAULT_SORT,
  pageSize: CUSTOMERS_PAGE_SIZE,
  bulk: {
    // Exports the selected rows, emailed like the export of the list (spec 1 §7).
    export: {
      action: 'export',
      response: customersExportResultSchema,
      summary:
        'Starts an export job for the selected customers: the CSV is stored and mailed to the caller as a link.',
    },
  },
});

/** The body of `POST /customers/exportcsv`: the list's search filter (any filter of the resource). */
export const customersExportBodySchema = z.object({
  filter: z.record(z.string(), z.unknown()).default({}),
});

export const customersContract = defineContract({
  id: 'customers',
  subjects: { customers: CUSTOMERS_SUBJECT },
  resources: { customers },
  endpoints: {
    exportCsv: defineEndpoint({
      method: 'POST',
      path: '/customers/exportcsv',
      subject: CUSTOMERS_SUBJECT,
      // Limited access needs `allow_export` (spec 1 §6).
      action: 'export',
      body: customersExportBodySchema,
      response: customersExportResultSchema,
      summary:
        'Starts an export job for the customers matching the filter (the list’s search body): the CSV is stored and mailed to the caller as a link (spec 1 §7).',
    }),
  },
  services: { directory: CUSTOMER_DIRECTORY },
  events: { references: CUSTOMER_REFERENCES },
  slots: { profileSections: CUSTOMER_PROFILE_SECTIONS },
  jobs: { exportCustomers: EXPORT_CUSTOMERS_JOB },
});
