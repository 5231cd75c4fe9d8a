import { describe, expect, it } from 'vitest';
import { isOwnerOnlyPath, subjectForPath } from './path-subjects';

describe('subjectForPath (spec 2 §6, spec 4 §6)', () => {
  it.each([
    ['/admin', 'dashboard'],
    ['/admin/site/account', null],
    ['/admin/products/gift-cards', 'gift_codes'],
    ['/admin/gift-cards', 'gift_codes'],
    ['/admin/settings/coupons', 'gift_codes'],
    ['/admin/settings/gift-cards', 'gift_codes'],
    ['/admin/products', 'products_and_collections'],
    ['/admin/products/create', 'products_and_collections'],
    ['/admin/collections/create', 'products_and_collections'],
    ['/admin/transfers', 'products_and_collections'],
    ['/admin/products/inventory', 'inventory'],
    ['/admin/settings/general', 'settings'],
    ['/admin/settings/taxes', 'settings'],
    ['/admin/payment', 'settings'],
    ['/admin/emails', 'settings'],
    ['/admin/themes', 'themes_and_pages'],
    ['/admin/apps/installed?id=3', 'apps'],
    ['/admin/orders/invoice/4', 'invoice_orders'],
    ['/admin/orders/order/12', 'orders'],
    ['/admin/customers/5', 'customers'],
    ['/admin/reports/*', 'reports'],
    ['/admin/somewhere-new', undefined],
  ])('%s → %s', (path, subject) => {
    expect(subjectForPath(path)).toBe(subject);
  });

  it('keeps Employees for the owner', () => {
    expect(isOwnerOnlyPath('/admin/employees')).toBe(true);
    expect(isOwnerOnlyPath('/admin/employees?id=0')).toBe(true);
    expect(isOwnerOnlyPath('/admin/emails')).toBe(false);
  });
});
