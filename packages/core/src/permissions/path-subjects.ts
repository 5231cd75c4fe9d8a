/**
 * Path → access subject (spec 2 §6, spec 4 §6): the subject a route needs when its plugin
 * did not name one. Special cases first, then the first path segment after /admin.
 */
import type { StandardSubjectId } from '../access';

/** The account page is always allowed (spec 2 §6). */
export const ALWAYS_ALLOWED_PATHS: readonly string[] = ['/admin/site/account', '/admin/site/cancel-offer'];

/** Employees never see these (spec 4 §6: "Employee users never see Employees"). */
export const OWNER_ONLY_PATHS: readonly string[] = ['/admin/employees'];

// Longest prefixes first: /admin/products/gift-cards before /admin/products.
const SPECIAL: ReadonlyArray<readonly [string, StandardSubjectId]> = [
  ['/admin/products/gift-cards', 'gift_codes'],
  ['/admin/settings/gift-cards', 'gift_codes'],
  ['/admin/settings/coupons', 'gift_codes'],
  ['/admin/gift-cards', 'gift_codes'],
  ['/admin/products/inventory', 'inventory'],
  ['/admin/products', 'products_and_collections'],
  ['/admin/collections', 'products_and_collections'],
  ['/admin/transfers', 'products_and_collections'],
  ['/admin/orders/invoice', 'invoice_orders'],
  ['/admin/themes', 'themes_and_pages'],
  ['/admin/app/pixels', 'pixels'],
  ['/admin/apps/installed', 'apps'],
  ['/admin/settings', 'settings'],
  ['/admin/payment', 'settings'],
  ['/admin/emails', 'settings'],
];

const BY_SEGMENT: Record<string, StandardSubjectId> = {
  apps: 'apps',
  app: 'apps',
  cms: 'cms',
  customers: 'customers',
  domains: 'domains',
  orders: 'orders',
  reports: 'reports',
  csv: 'csv',
  upsells: 'upsells',
  abandoned: 'abandoned',
  pixels: 'pixels',
  files: 'files',
  inventory: 'inventory',
};

function startsWithPath(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Strips the query, hash, trailing slash and route wildcards of a path or pattern. */
export function normalisePath(path: string): string {
  const clean = path.split(/[?#]/)[0]!.replace(/\/\*$/, '').replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/**
 * The standard subject of an admin path, `null` when every signed-in user may open it
 * (the account page) or `undefined` when no rule of the spec covers it.
 */
export function subjectForPath(path: string): StandardSubjectId | null | undefined {
  const p = normalisePath(path);
  if (ALWAYS_ALLOWED_PATHS.some((a) => startsWithPath(p, a))) return null;
  if (p === '/admin' || p === '/admin/index' || startsWithPath(p, '/admin/dashboard')) return 'dashboard';
  for (const [prefix, subject] of SPECIAL) if (startsWithPath(p, prefix)) return subject;
  const segment = p.split('/')[2];
  return segment ? BY_SEGMENT[segment] : undefined;
}

/** Whether a path is the owner's alone. */
export function isOwnerOnlyPath(path: string): boolean {
  const p = normalisePath(path);
  return OWNER_ONLY_PATHS.some((o) => startsWithPath(p, o));
}
