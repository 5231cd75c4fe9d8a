import { defineSubject } from './access';
import type { AccessSubject } from './access';

/**
 * The 18 employee access areas of the spec (spec 1 §3, labels from spec 4 §3): core's
 * standard subjects, ids and labels only. The options a limited rule can carry, and the
 * actions they grant, are declared by the plugin that owns those actions, in its contract
 * (`withOptions(SUBJECTS.orders, [...])`); the assembled admin and server merge them. Several plugins share one (products_and_collections covers products,
 * collections and transfers; gift_codes covers gift cards and coupons; settings covers the
 * settings pages and emails), so they live here; a plugin references one of these or
 * declares a subject of its own.
 */
/** Their labels, by id, in the spec's order. */
const STANDARD_LABELS = {
  apps: 'Apps',
  cms: 'CMS',
  customers: 'Customers',
  dashboard: 'Dashboard',
  domains: 'Domains',
  gift_codes: 'Gift codes',
  inventory: 'Inventory',
  orders: 'Orders',
  products_and_collections: 'Products & Collections',
  reports: 'Reports',
  settings: 'Settings',
  themes_and_pages: 'Themes',
  csv: 'CSV Templates',
  upsells: 'Upsells',
  abandoned: 'Abandoned Checkouts',
  invoice_orders: 'Invoice Orders',
  pixels: 'Pixels',
  files: 'Files',
} as const;

type StandardSubjects = { readonly [K in keyof typeof STANDARD_LABELS]: AccessSubject<K> };

export const SUBJECTS: StandardSubjects = Object.fromEntries(
  Object.entries(STANDARD_LABELS).map(([id, label]) => [id, defineSubject({ id, label })]),
) as StandardSubjects;

export type StandardSubjectId = keyof typeof SUBJECTS;

/** The standard subjects in the spec's order. */
export const STANDARD_SUBJECTS: readonly AccessSubject[] = Object.values(SUBJECTS);

/**
 * Not an employee area: the account itself. Deleting or pausing the account is the
 * owner's alone (spec 1 §4, §6).
 */
export const ACCOUNT_OWNER_SUBJECT = defineSubject({
  id: 'account_owner',
  label: 'Account owner',
  ownerOnly: true,
});
