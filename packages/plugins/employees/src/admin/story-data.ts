/**
 * Rows for stories (Storybook runs in a browser, no server): employees and private apps as
 * the core server answers them, and a memory server of the core contract's resources and
 * token endpoints (canned answers, no rules).
 */
import type { AccessRule } from '@storeroom/core/access';
import { contractMemoryHttp } from '@storeroom/core/testing';
import { coreContract, employeesContract } from '../contract';
import type { EmployeeItem, Invitation, InvitationCheck, PrivateAppItem } from '../contract';

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

/** Where the sample employees 2, 3 and 4 stand: invited, link expired, not invited. */
export function sampleInvitations(): Invitation[] {
  return [
    {
      employee_id: 2,
      status: 'invited',
      sent_at: '2026-11-20T10:00:00.000Z',
      expires_at: '2026-11-27T10:00:00.000Z',
    },
    {
      employee_id: 3,
      status: 'expired',
      sent_at: '2026-11-01T10:00:00.000Z',
      expires_at: '2026-11-08T10:00:00.000Z',
    },
    { employee_id: 4, status: 'not_invited', sent_at: null, expires_at: null },
  ];
}

/** The core contract's resources with the Employees contract's invitation endpoints. */
const storyContract = {
  ...coreContract,
  endpoints: { ...coreContract.endpoints, ...employeesContract.endpoints },
};

/**
 * A memory server of the core contract (these rows, a new token on request) and of the
 * invitations (canned: `invitations`; the public page's check answers `check`).
 */
export function coreHttp(rows: {
  employees?: EmployeeItem[];
  privateApps?: PrivateAppItem[];
  invitations?: Invitation[];
  check?: InvitationCheck;
}) {
  let next = 100;
  const { invitations = [], check, ...resources } = rows;
  return contractMemoryHttp(storyContract, resources, {
    endpoints: {
      listInvitations: () => ({ items: invitations }),
      invite: ({ body }) => ({
        employee_id: (body as { employee_id: number }).employee_id,
        status: 'invited',
        sent_at: '2026-11-22T10:00:00.000Z',
        expires_at: '2026-11-29T10:00:00.000Z',
      }),
      revokeInvitation: () => undefined,
      checkInvitation: () => check,
      acceptInvitation: () => undefined,
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
