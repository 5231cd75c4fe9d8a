import { describe, expect, it } from 'vitest';
import {
  ACCESS_LEVEL,
  can,
  fullAccess,
  hasOption,
  levelOf,
  mergeSubjects,
  normalizeAccess,
  withOptions,
} from './access';
import { ACCOUNT_OWNER_SUBJECT, STANDARD_SUBJECTS, SUBJECTS } from './subjects';

import type { Principal } from './access';

// The options are the orders and customers plugins' (declared in their contracts).
const orders = withOptions(SUBJECTS.orders, [
  { id: 'allow_edit', label: 'Allow edit', grants: ['update'] },
  { id: 'allow_fulfilments', label: 'Allow fulfilments', grants: ['fulfil', 'ship'] },
  { id: 'allow_refunds', label: 'Allow refunds', grants: ['refund'] },
  { id: 'allow_export', label: 'Allow export', grants: ['export'] },
]);
const customers = withOptions(SUBJECTS.customers, [
  { id: 'allow_export', label: 'Allow export', grants: ['export'] },
]);

const employee = (
  access: Principal extends infer P ? (P extends { access: infer A } ? A : never) : never,
): Principal => ({
  kind: 'employee',
  access,
});

describe('access model', () => {
  it('has the 18 employee access areas of the spec', () => {
    expect(STANDARD_SUBJECTS.map((s) => s.id)).toEqual([
      'apps',
      'cms',
      'customers',
      'dashboard',
      'domains',
      'gift_codes',
      'inventory',
      'orders',
      'products_and_collections',
      'reports',
      'settings',
      'themes_and_pages',
      'csv',
      'upsells',
      'abandoned',
      'invoice_orders',
      'pixels',
      'files',
    ]);
  });

  it('gives the owner everything, including owner-only subjects', () => {
    const owner: Principal = { kind: 'owner' };
    expect(can(owner, orders, 'refund')).toBe(true);
    expect(can(owner, ACCOUNT_OWNER_SUBJECT, 'delete')).toBe(true);
    expect(levelOf(owner, 'orders')).toBe(ACCESS_LEVEL.full);
  });

  it('denies by default: no rule means none', () => {
    const p = employee([]);
    expect(can(p, orders)).toBe(false);
    expect(levelOf(p, orders)).toBe(ACCESS_LEVEL.none);
  });

  it('limited is read-only unless an option grants the action', () => {
    const p = employee([{ subject: 'orders', rule: ACCESS_LEVEL.limited, options: ['allow_refunds'] }]);
    expect(can(p, orders, 'read')).toBe(true);
    expect(can(p, orders, 'refund')).toBe(true);
    expect(can(p, orders, 'fulfil')).toBe(false);
    expect(can(p, orders, 'update')).toBe(false);
    expect(can(p, orders, 'delete')).toBe(false);
    expect(hasOption(p, orders, 'allow_refunds')).toBe(true);
    expect(hasOption(p, orders, 'allow_export')).toBe(false);
  });

  it('full access allows every action but never owner-only ones', () => {
    const p = employee(fullAccess(STANDARD_SUBJECTS));
    expect(can(p, customers, 'delete')).toBe(true);
    expect(hasOption(p, orders, 'allow_export')).toBe(true);
    expect(can(p, ACCOUNT_OWNER_SUBJECT, 'delete')).toBe(false);
  });

  it('normalizes rules to known subjects and options', () => {
    expect(
      normalizeAccess(
        [
          { subject: 'orders', rule: 1, options: ['allow_edit', 'bogus'] },
          { subject: 'unknown', rule: 2 },
          { subject: 'orders', rule: 2 },
        ],
        mergeSubjects([...STANDARD_SUBJECTS, orders]),
      ),
    ).toEqual([{ subject: 'orders', rule: 1, options: ['allow_edit'] }]);
  });
});
