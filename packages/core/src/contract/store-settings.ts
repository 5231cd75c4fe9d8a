/**
 * The store profile (spec 3 §3 "General settings", §4, §5, §7): the store row's settings, read
 * by any signed-in caller with settings access and written under the standard `settings`
 * subject. Core data, so core declares it: the general settings page, private apps and any
 * plugin (`createClient(coreContract, http).getGeneralSettings()`) use the same endpoints.
 */
import { z } from 'zod';
import { ACCOUNT_OWNER_SUBJECT, SUBJECTS } from '../access/subjects';
import { isValidTimeZone } from '../format/format';
import { defineEndpoint } from './define';

/** Path of the general settings (under /api/v1). */
export const GENERAL_SETTINGS_PATH = '/settings/general';

/** Default currencies a store may sell in (spec 3 §3 "General settings"). */
export const STORE_CURRENCIES = ['USD', 'CAD', 'EUR', 'GBP', 'AUD', 'NZD'] as const;
export type StoreCurrency = (typeof STORE_CURRENCIES)[number];

/** Unit systems (spec 3 §3): metric 1, imperial 2. */
export const UNIT_SYSTEMS = { metric: 1, imperial: 2 } as const;
export const UNIT_SYSTEM_LABELS: Readonly<Record<number, string>> = {
  1: 'Metric system',
  2: 'Imperial system',
};

/** Weight units (spec 3 §3): kg 1, g 2, ml 3, lb 4, oz 5; imperial are lb and oz. */
export const WEIGHT_UNITS = { kg: 1, g: 2, ml: 3, lb: 4, oz: 5 } as const;
export const WEIGHT_UNIT_LABELS: Readonly<Record<number, string>> = {
  1: 'Kilogram (kg)',
  2: 'Gram (g)',
  3: 'Millilitre (ml)',
  4: 'Pound (lb)',
  5: 'Ounce (oz)',
};
/** The weight units of each unit system (spec 3 §3: imperial lb and oz; the rest metric). */
export const WEIGHT_UNITS_BY_SYSTEM: Readonly<Record<number, readonly number[]>> = {
  1: [1, 2, 3],
  2: [4, 5],
};

/**
 * The time zone picker's list (spec 3 §9 "Timezone list of 29 named zones"): IANA ids with
 * the names people look for. The server accepts any IANA zone; a store set elsewhere to a zone
 * not listed keeps it and the picker shows it too.
 */
export const STORE_TIME_ZONES: readonly { id: string; label: string }[] = [
  { id: 'Pacific/Midway', label: 'Midway Island, Samoa' },
  { id: 'Pacific/Honolulu', label: 'Hawaii' },
  { id: 'America/Anchorage', label: 'Alaska' },
  { id: 'America/Los_Angeles', label: 'Pacific Time (US & Canada)' },
  { id: 'America/Phoenix', label: 'Arizona' },
  { id: 'America/Denver', label: 'Mountain Time (US & Canada)' },
  { id: 'America/Chicago', label: 'Central Time (US & Canada)' },
  { id: 'America/New_York', label: 'Eastern Time (US & Canada)' },
  { id: 'America/Halifax', label: 'Atlantic Time (Canada)' },
  { id: 'America/St_Johns', label: 'Newfoundland' },
  { id: 'America/Sao_Paulo', label: 'Brasilia' },
  { id: 'Atlantic/Azores', label: 'Azores' },
  { id: 'UTC', label: 'UTC' },
  { id: 'Europe/London', label: 'London, Dublin, Lisbon' },
  { id: 'Europe/Paris', label: 'Paris, Madrid, Brussels' },
  { id: 'Europe/Berlin', label: 'Berlin, Rome, Stockholm, Vienna' },
  { id: 'Europe/Athens', label: 'Athens, Bucharest' },
  { id: 'Africa/Cairo', label: 'Cairo' },
  { id: 'Europe/Istanbul', label: 'Istanbul' },
  { id: 'Europe/Moscow', label: 'Moscow, St. Petersburg' },
  { id: 'Asia/Dubai', label: 'Abu Dhabi, Muscat' },
  { id: 'Asia/Karachi', label: 'Islamabad, Karachi' },
  { id: 'Asia/Kolkata', label: 'Chennai, Kolkata, Mumbai, New Delhi' },
  { id: 'Asia/Bangkok', label: 'Bangkok, Hanoi, Jakarta' },
  { id: 'Asia/Shanghai', label: 'Beijing, Hong Kong, Singapore' },
  { id: 'Asia/Tokyo', label: 'Osaka, Sapporo, Tokyo' },
  { id: 'Australia/Adelaide', label: 'Adelaide' },
  { id: 'Australia/Sydney', label: 'Canberra, Melbourne, Sydney' },
  { id: 'Pacific/Auckland', label: 'Auckland, Wellington' },
];

/** How long the admin shows the subdomain notice before signing out (spec 3 §4: 5 seconds). */
export const SUBDOMAIN_REDIRECT_MS = 5000;

/**
 * Messages of the store profile: spec 3 §8 where it gives them (the success toasts); the
 * validation texts follow spec 3 §5's rules, which give no wording.
 */
export const STORE_SETTINGS_MESSAGES = {
  /** spec 3 §8 "Settings". */
  saved: 'Store settings successfully updated',
  /** spec 3 §8 "Settings". */
  settingsSaved: 'Settings successfully updated.',
  /** spec 3 §8 "Settings": the renumbering after a prefix/suffix change failed. */
  renumberFailed: 'Error happened while changing order numbers.',
  storeNameRequired: 'Store name cannot be blank.',
  emailInvalid: 'Email is not a valid email address.',
  currencyInvalid: 'Choose one of the listed currencies.',
  unitSystemInvalid: 'Choose the metric or the imperial system.',
  weightUnitInvalid: 'Choose a weight unit of the unit system.',
  prefixInvalid: 'Order prefix can be at most 10 characters, without spaces.',
  suffixInvalid: 'Order suffix can contain only letters, digits and hyphens, at most 3 characters.',
  storefrontPasswordRequired: 'Password cannot be blank.',
  subdomainInvalid:
    'Subdomain can contain only letters, digits and hyphens (1-63 characters) and cannot start or end with a hyphen.',
  subdomainTaken: 'This subdomain has already been taken.',
  subdomainChanged: 'Subdomain successfully changed. You will be redirected to the login page in 5 seconds.',
  timezoneInvalid: 'Choose a time zone.',
  passwordRequired: 'Password cannot be blank.',
  passwordIncorrect: 'Password is incorrect.',
  /** A private app has no sign-in password to confirm these with. */
  passwordNeeded: 'Only a person signed in with a password can do this.',
} as const;

const M = STORE_SETTINGS_MESSAGES;

/** spec 3 §5: letters, digits, hyphen, at most 3. */
export const ORDER_SUFFIX_PATTERN = /^[A-Za-z0-9-]{0,3}$/;
/** The spec gives no prefix rule: at most 10 characters without spaces (e.g. `#`, `SR-`). */
export const ORDER_PREFIX_PATTERN = /^\S{0,10}$/;
/** spec 3 §5: letters, digits, hyphen, 1-63, not starting or ending with a hyphen (lowercased first). */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** `GET /settings/general` (spec 3 §3 "General settings"); `s3_folder` with `?expand=s3_folder`. */
export const generalSettingsSchema = z.object({
  store_name: z.string(),
  email: z.string(),
  default_currency: z.string(),
  unit_system: z.number().int(),
  weight_unit: z.number().int(),
  order_prefix: z.string(),
  order_suffix: z.string(),
  enable_password: z.boolean(),
  fes_password: z.string(),
  /** The storefront's address (a connected domain once domains exist; today the subdomain's). */
  store_url: z.string(),
  /** The store's own address on the platform, from its subdomain. */
  internal_store_url: z.string(),
  timezone: z.string(),
  subdomain: z.string(),
  /** Where the store's uploads live in the file storage. */
  s3_folder: z.string().optional(),
});
export type GeneralSettings = z.output<typeof generalSettingsSchema>;

/**
 * `PATCH /settings/general`: any part of the editable fields. The weight unit must be one of
 * the unit system's (checked on the merged row by the server); the time zone and the subdomain
 * have their own endpoints.
 */
export const generalSettingsUpdateSchema = z.object({
  store_name: z.string().trim().min(1, M.storeNameRequired).max(255, M.storeNameRequired).optional(),
  email: z.union([z.literal(''), z.email(M.emailInvalid).max(255, M.emailInvalid)]).optional(),
  default_currency: z.enum(STORE_CURRENCIES, { error: M.currencyInvalid }).optional(),
  unit_system: z.union([z.literal(1), z.literal(2)], { error: M.unitSystemInvalid }).optional(),
  weight_unit: z
    .number({ error: M.weightUnitInvalid })
    .int(M.weightUnitInvalid)
    .min(1, M.weightUnitInvalid)
    .max(5, M.weightUnitInvalid)
    .optional(),
  order_prefix: z.string().regex(ORDER_PREFIX_PATTERN, M.prefixInvalid).optional(),
  order_suffix: z.string().regex(ORDER_SUFFIX_PATTERN, M.suffixInvalid).optional(),
  enable_password: z.boolean().optional(),
  fes_password: z.string().max(100, M.storefrontPasswordRequired).optional(),
});
export type GeneralSettingsUpdate = z.input<typeof generalSettingsUpdateSchema>;

const adminPassword = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .max(200, M.passwordIncorrect);

/** `PATCH /settings/general/subdomain` (spec 3 §7): the new subdomain and the caller's password. */
export const subdomainUpdateSchema = z.object({
  subdomain: z
    .string({ error: M.subdomainInvalid })
    .trim()
    .toLowerCase()
    .regex(SUBDOMAIN_PATTERN, M.subdomainInvalid),
  admin_password: adminPassword,
});
export type SubdomainUpdate = z.input<typeof subdomainUpdateSchema>;

/** `PATCH /settings/general/timezone`: an IANA time zone. */
export const timezoneUpdateSchema = z.object({
  timezone: z
    .string({ error: M.timezoneInvalid })
    .max(64, M.timezoneInvalid)
    .refine((zone) => zone.length > 0 && isValidTimeZone(zone), M.timezoneInvalid),
});
export type TimezoneUpdate = z.input<typeof timezoneUpdateSchema>;

/** `POST /settings/general/delete-store`: the owner's password. */
export const deleteStoreBodySchema = z.object({ admin_password: adminPassword });
export type DeleteStoreBody = z.input<typeof deleteStoreBodySchema>;

/** What deleting the store answers: where the admin goes next (spec 3 §4). */
export const deleteStoreResultSchema = z.object({ url: z.string() });
export type DeleteStoreResult = z.output<typeof deleteStoreResultSchema>;

/** The store profile's endpoints, part of `coreContract.endpoints`. */
export const storeSettingsEndpoints = {
  getGeneralSettings: defineEndpoint({
    method: 'GET',
    path: GENERAL_SETTINGS_PATH,
    subject: SUBJECTS.settings,
    query: z.object({ expand: z.string().max(200).optional() }),
    response: generalSettingsSchema,
    summary: 'The store’s general settings (spec 3 §3); `expand=s3_folder` adds the upload folder.',
  }),
  updateGeneralSettings: defineEndpoint({
    method: 'PATCH',
    path: GENERAL_SETTINGS_PATH,
    subject: SUBJECTS.settings,
    body: generalSettingsUpdateSchema,
    response: generalSettingsSchema,
    summary:
      'Change the general settings: name, email, currency, unit system and weight unit, order number prefix/suffix, storefront password.',
  }),
  updateSubdomain: defineEndpoint({
    method: 'PATCH',
    path: `${GENERAL_SETTINGS_PATH}/subdomain`,
    subject: SUBJECTS.settings,
    body: subdomainUpdateSchema,
    response: generalSettingsSchema,
    summary:
      'Change the subdomain (spec 3 §5 rules, unique across stores); needs the caller’s own password `admin_password` (people only).',
  }),
  updateTimezone: defineEndpoint({
    method: 'PATCH',
    path: `${GENERAL_SETTINGS_PATH}/timezone`,
    subject: SUBJECTS.settings,
    body: timezoneUpdateSchema,
    response: generalSettingsSchema,
    summary:
      'Change the store’s time zone (any IANA zone): every date of the admin and the statistics follow it.',
  }),
  deleteStore: defineEndpoint({
    method: 'POST',
    path: `${GENERAL_SETTINGS_PATH}/delete-store`,
    subject: ACCOUNT_OWNER_SUBJECT,
    action: 'delete',
    body: deleteStoreBodySchema,
    response: deleteStoreResultSchema,
    summary:
      'Delete the store (owner only, with the owner’s password): its rows go, nobody can sign into it again; answers the address to go to.',
  }),
} as const;
