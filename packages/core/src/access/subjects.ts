import { defineSubject } from './access';
import type { AccessSubject } from './access';

/**
 * The 18 employee access areas of the spec (spec 1 §3, labels from spec 4 §3): core's
 * standard subjects. Several plugins share one (products_and_collections covers products,
 * collections and transfers; gift_codes covers gift cards and coupons; settings covers the
 * settings pages and emails), so they live here; a plugin references one of these or
 * declares a subject of its own.
 */
export const SUBJECTS = {
  apps: defineSubject({ id: 'apps', label: 'Apps' }),
  cms: defineSubject({ id: 'cms', label: 'CMS' }),
  customers: defineSubject({
    id: 'customers',
    label: 'Customers',
    options: [{ id: 'allow_export', label: 'Allow export', grants: ['export'] }],
  }),
  dashboard: defineSubject({ id: 'dashboard', label: 'Dashboard' }),
  domains: defineSubject({ id: 'domains', label: 'Domains' }),
  gift_codes: defineSubject({ id: 'gift_codes', label: 'Gift codes' }),
  inventory: defineSubject({ id: 'inventory', label: 'Inventory' }),
  orders: defineSubject({
    id: 'orders',
    label: 'Orders',
    options: [
      { id: 'allow_edit', label: 'Allow edit', grants: ['update'] },
      { id: 'allow_fulfilments', label: 'Allow fulfilments', grants: ['fulfil', 'ship'] },
      { id: 'allow_refunds', label: 'Allow refunds', grants: ['refund'] },
      { id: 'allow_export', label: 'Allow export', grants: ['export'] },
    ],
  }),
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
