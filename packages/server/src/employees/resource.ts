import { ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AccessSubject } from '@storeroom/core/access';
import { EMPLOYEES_SUBJECT, accessListSchema, cleanAccess } from '../access';
import { hashPassword } from '../auth/passwords';
import type { Executor } from '../db/database';
import { accounts, employees } from '../db/schema';
import { invalidField } from '../http/errors';
import { resource } from '../resource/resource';

export const EMAIL_TAKEN = 'This email address has already been taken.';

/** Whether an e-mail is used by any account or employee (sign-in looks both up by e-mail). */
export async function emailTaken(db: Executor, email: string, exceptEmployeeId?: number): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${normalized}`)
    .limit(1);
  if (account) return true;
  const [employee] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(sql`lower(${employees.email}) = ${normalized}`)
    .limit(1);
  return !!employee && employee.id !== exceptEmployeeId;
}

const employeeSchema = z.object({
  email: z.email('Email is not a valid email address.').max(255),
  full_name: z.string().trim().min(1, 'Full name cannot be blank.').max(255),
  phone: z.string().trim().max(50).nullable().optional(),
  enabled: z.boolean().optional(),
  access: accessListSchema.optional(),
  password: z.string().min(8, 'Password should contain at least 8 characters.').max(200).optional(),
});

/** Employees of the store (spec 2 §3, §7): owner-only; default no access and enabled. */
export function employeesResource(subjects: () => readonly AccessSubject[]) {
  return resource({
    name: 'employees',
    table: employees,
    schema: employeeSchema,
    subject: EMPLOYEES_SUBJECT,
    hidden: ['password_hash', 'menu', 'photo', 'signature', 'address'],
    defaultSort: 'id',
    filters: {
      // The list's search box: name or e-mail.
      query: (value) =>
        typeof value === 'string' && value.trim() !== ''
          ? or(
              ilike(employees.full_name, `%${value.replace(/[\\%_]/g, '\\$&')}%`),
              ilike(employees.email, `%${value.replace(/[\\%_]/g, '\\$&')}%`),
            )
          : undefined,
    },
    async beforeCreate(input, ctx) {
      if (await emailTaken(ctx.db, input.email)) throw invalidField('email', EMAIL_TAKEN);
      return {
        email: input.email.trim(),
        full_name: input.full_name,
        phone: input.phone ?? null,
        enabled: input.enabled ?? true,
        access: cleanAccess(input.access ?? [], subjects()),
        password_hash: input.password ? await hashPassword(input.password) : null,
      };
    },
    async beforeUpdate(input, existing, ctx) {
      if (input.email !== undefined && (await emailTaken(ctx.db, input.email, existing.id)))
        throw invalidField('email', EMAIL_TAKEN);
      const { password, access, ...rest } = input;
      return {
        ...rest,
        ...(access !== undefined ? { access: cleanAccess(access, subjects()) } : {}),
        ...(password ? { password_hash: await hashPassword(password) } : {}),
      };
    },
  });
}
