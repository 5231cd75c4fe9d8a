/**
 * Rows for stories (Storybook runs in a browser, no server): employees and private apps as
 * the core server answers them, and a memory server of the core contract's resources and
 * token endpoints (canned answers, no rules).
 */
import type { AccessRule } from '@storeroom/core/access';
import { contractMemoryHttp } from '@storeroom/core/testing';
import { coreContract } from '../contract';
import type { EmployeeItem, PrivateAppItem } from '../contract';

const ORDERS_FULFILMENTS: AccessRule[] = [{ subject: 'orders', rule: 1, options: ['allow_fulfilments'] }];

export function sampleEmployees(count: number): EmployeeItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    email: `staff${i + 1}@shop.test`,
    full_name:
      i === 0 ? 'Maximilian Alexander Wolfeschlegelsteinhausen-Bergerdorff' : `Staff member ${i + 1}`,
    phone: i % 3 === 0 ? '+1.2025550123' : null,
    enabled: i % 5 !== 4,
    access: i % 2 === 0 ? ORDERS_FULFILMENTS : [],
    created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
  }));
}

export function sampleApps(count: number): PrivateAppItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name:
      i === 0
        ? 'Warehouse bridge for the north-east fulfilment centre and returns desk'
        : `Private app ${i + 1}`,
    accessRules: i % 2 === 0 ? ORDERS_FULFILMENTS : [],
    tokens: Array.from({ length: i % 3 }, (_, k) => ({
      id: i * 10 + k + 1,
      hint: `srp_${i}${k}abcd…ab1${k}`,
      created_at: '2026-11-01T00:00:00.000Z',
      last_used_at: null,
    })),
    created_at: '2026-11-01T00:00:00.000Z',
  }));
}

/** A memory server of the core contract: these rows, and a new token on request. */
export function coreHttp(rows: { employees?: EmployeeItem[]; privateApps?: PrivateAppItem[] }) {
  let next = 100;
  return contractMemoryHttp(coreContract, rows, {
    endpoints: {
      createPrivateAppToken: () => {
        next += 1;
        return {
          id: next,
          hint: `srp_story${next}…9f3e`,
          created_at: '2026-11-22T10:00:00.000Z',
          last_used_at: null,
          token: `srp_story${next}_0123456789abcdef9f3e`,
        };
      },
      revokePrivateAppToken: () => undefined,
    },
  });
}
