/**
 * The Employees screens' forms (zod; loaded with the screens, never by the manifest). Field
 * messages are the server's (the core contract's), so both sides read alike.
 */
import { z } from 'zod';
import { accessListSchema } from '@storeroom/core/contract';
import type { AccessRule } from '@storeroom/core/access';
import { EMPLOYEES_MESSAGES, INVITATION_MESSAGES, PRIVATE_APP_MESSAGES } from '../contract';

/** The employee form (spec 2 §3 "Employee"); `password` is set for new employees only. */
export const employeeFormSchema = z.object({
  email: z.string().trim().pipe(z.email(EMPLOYEES_MESSAGES.emailInvalid)),
  full_name: z.string().trim().min(1, EMPLOYEES_MESSAGES.fullNameRequired).max(255),
  phone: z.string(),
  enabled: z.boolean(),
  access: accessListSchema,
  password: z.union([z.literal(''), z.string().min(8, EMPLOYEES_MESSAGES.passwordTooShort).max(200)]),
});
export type EmployeeFormValues = z.input<typeof employeeFormSchema>;

/** spec 2 §6: default is no access and enabled true. */
export function newEmployeeValues(): EmployeeFormValues {
  return { email: '', full_name: '', phone: '', enabled: true, access: [], password: '' };
}

/** The private-app form (spec 4 §5: a valid name is required). */
export const privateAppFormSchema = z.object({
  name: z.string().trim().min(1, PRIVATE_APP_MESSAGES.nameRequired).max(255),
  accessRules: accessListSchema,
});
export type PrivateAppFormValues = z.input<typeof privateAppFormSchema>;

/**
 * The rules a form starts from: every stored rule as it is, for a subject this admin lists or
 * not (a plugin not installed here): saving a form never erases what it does not show.
 */
export function storedRules(rules: readonly AccessRule[] | undefined): AccessRule[] {
  return (rules ?? []).map((rule) => ({ ...rule, options: [...(rule.options ?? [])] }));
}

/** The invitation page's form: a password (8+) typed twice (spec 1 §5: "Passwords don't match"). */
export const invitationFormSchema = z
  .object({
    password: z.string().min(8, EMPLOYEES_MESSAGES.passwordTooShort).max(200),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, {
    message: INVITATION_MESSAGES.passwordsDontMatch,
    path: ['confirm'],
  });
