/**
 * The Employees and Private apps areas' schemas, constants, messages and types, shared by the
 * admin plugin and the typed clients (no React here). The endpoints are core's reference
 * server's (`/employees`, `/apps/private-apps`; spec 2 §7, spec 4 §7).
 */
import { z } from 'zod';
import { ACCESS_LEVEL, STANDARD_SUBJECTS, normalizeAccess } from '@storeroom/core/access';
import type { AccessRule, AccessSubject } from '@storeroom/core/access';

export { EMPLOYEES_SUBJECT } from './access';

/** Page size of the employees list (spec 2 §9: "Employees 100"). */
export const EMPLOYEES_PAGE_SIZE = 100;

/**
 * The areas an employee or a private app gets rules for: the 18 standard subjects
 * (spec 4 §3 "Private app" lists them; spec 2 §6).
 */
export const ACCESS_AREAS: readonly AccessSubject[] = STANDARD_SUBJECTS;

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

const accessRuleSchema = z.object({
  subject: z.string(),
  rule: z.union([
    z.literal(ACCESS_LEVEL.none),
    z.literal(ACCESS_LEVEL.limited),
    z.literal(ACCESS_LEVEL.full),
  ]),
  options: z.array(z.string()).readonly().optional(),
});

/** The employee form (spec 2 §3 "Employee"); `password` is set for new employees only. */
export const employeeInputSchema = z.object({
  email: z.string().trim().pipe(z.email(EMPLOYEES_MESSAGES.emailInvalid)),
  full_name: z.string().trim().min(1, EMPLOYEES_MESSAGES.fullNameRequired).max(255),
  phone: z.string(),
  enabled: z.boolean(),
  access: z.array(accessRuleSchema),
  password: z.union([z.literal(''), z.string().min(8, EMPLOYEES_MESSAGES.passwordTooShort).max(200)]),
});
export type EmployeeFormValues = z.input<typeof employeeInputSchema>;

/** What create and update send. */
export interface EmployeeInput {
  email: string;
  full_name: string;
  phone: string | null;
  enabled: boolean;
  access: AccessRule[];
  password?: string;
}

/** An employee as the API returns it. */
export interface Employee extends Record<string, unknown> {
  id: number;
  email: string;
  full_name: string;
  phone: string | null;
  enabled: boolean;
  access: AccessRule[];
}

/** spec 2 §6: default is no access and enabled true. */
export function newEmployeeValues(): EmployeeFormValues {
  return { email: '', full_name: '', phone: '', enabled: true, access: [], password: '' };
}

/** The private-app form (spec 4 §5: a valid name is required). */
export const privateAppInputSchema = z.object({
  name: z.string().trim().min(1, PRIVATE_APP_MESSAGES.nameRequired).max(255),
  accessRules: z.array(accessRuleSchema),
});
export type PrivateAppFormValues = z.input<typeof privateAppInputSchema>;

/** What create and update send: only name and accessRules (spec 4 §5). */
export interface PrivateAppInput {
  name: string;
  accessRules: AccessRule[];
}

/** A token as listed: never the secret, only a hint; `token` only in the answer that creates it. */
export interface PrivateAppToken {
  id: number;
  hint: string;
  created_at: string;
  last_used_at: string | null;
  token?: string;
}

/** A private app as the API returns it (list and get with `expand=tokens,accessRules`). */
export interface PrivateApp extends Record<string, unknown> {
  id: number;
  name: string;
  accessRules: AccessRule[];
  tokens?: PrivateAppToken[];
  created_at: string;
}

/** spec 4 §5: an existing app's rules are limited to known areas. */
export function knownAreaRules(rules: readonly AccessRule[] | undefined): AccessRule[] {
  return normalizeAccess(rules ?? [], ACCESS_AREAS);
}
