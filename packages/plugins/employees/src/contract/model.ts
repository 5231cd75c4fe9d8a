/**
 * The Employees area's zod-free half of its contract: the owner-only subject, constants and
 * messages (spec 2 §3, §6, §8, §9; spec 4 §3, §5, §8). The admin manifest reads only this, so
 * the shell's first load carries no schema library; `./index.ts` re-exports it.
 */
import { EMPLOYEES_SUBJECT } from '@storeroom/core/access';

/**
 * The owner-only subject of the Employees area: the core contract's (the endpoints are the
 * core server's), so the menu, the route guard and the server read one declaration.
 */
export { EMPLOYEES_SUBJECT };

/** Page size of the employees list (spec 2 §9: "Employees 100"). */
export const EMPLOYEES_PAGE_SIZE = 100;

/** Labels of the three rules (spec 2 §3 "Employee": none, limited, full). */
export const ACCESS_RULE_LABELS = { none: 'No access', limited: 'Limited', full: 'Full access' } as const;

/** Messages shown to people. Field messages are the server's, so both sides read alike. */
export const EMPLOYEES_MESSAGES = {
  emailInvalid: 'Email is not a valid email address.',
  fullNameRequired: 'Full name cannot be blank.',
  passwordTooShort: 'Password should contain at least 8 characters.',
  created: 'Employee created successfully.',
  updated: 'Employee updated successfully.',
  deleted: 'Employee deleted successfully.',
  // spec 2 §8: the generic confirmation of a deletion.
  confirmDelete: 'Are you sure you want to delete it?',
} as const;

/** Messages of private apps, verbatim from spec 4 §8. */
export const PRIVATE_APP_MESSAGES = {
  nameRequired: 'Name cannot be blank.',
  created: 'Your Private App created successfully',
  updated: 'Private app successfully updated.',
  deleted: 'Private app deleted successfully.',
  confirmDelete: (name: string) =>
    `This action will delete your private app. Are you sure you want to delete "${name}"?`,
  tokenIssued: 'Token issued. Copy it now: it is shown only once.',
  tokenRevoked: 'Token revoked.',
  confirmRevoke: 'Revoke this token? Apps using it stop working at once.',
  // Not in the spec: the server refuses these changes (SECURITY.md "Private apps and tokens").
  beyondYourAccess:
    'This app has more access than you have: only the store owner can change it, delete it or manage its tokens.',
} as const;
