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
export const SUBJECTS = {
  apps: defineSubject({ id: 'apps', label: 'Apps' }),
  cms: defineSubject({ id: 'cms', label: 'CMS' }),
  customers: defineSubject({ id: 'customers', label: 'Customers' }),
  dashboard: defineSubject({ id: 'dashboard', label: 'Dashboard' }),
  domains: defineSubject({ id: 'domains', label: 'Domains' }),
  gift_codes: defineSubject({ id: 'gift_codes', label: 'Gift codes' }),
  inventory: defineSubject({ id: 'inventory', label: 'Inventory' }),
  orders: defineSubject({ id: 'orders', label: 'Orders' }),
  products_and_collections: defineSubject({
    id: 'products_and_collections',
    label: 'Products & Collections',
  }),
  reports: defineSubject({ id: 'reports', label: 'Reports' }),
  settings: defineSubject({ id: 'settings', label: 'Settings' }),
  themes_and_pages: defineSubject({ id: 'themes_and_pages', label: 'Themes' }),
  csv: defineSubject({ id: 'csv', label: 'CSV Templates' }),
  upsells: defineSubject({ id: 'upsells', label: 'Upsells' }),
  abandoned: defineSubject({ id: 'abandoned', label: 'Abandoned Checkouts' }),
  invoice_orders: defineSubject({ id: 'invoice_orders', label: 'Invoice Orders' }),
  pixels: defineSubject({ id: 'pixels', label: 'Pixels' }),
  files: defineSubject({ id: 'files', label: 'Files' }),
} as const satisfies Record<string, AccessSubject>;

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
