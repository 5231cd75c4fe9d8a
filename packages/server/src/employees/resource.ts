import { sql } from 'drizzle-orm';
import type { AccessSubject } from '@storeroom/core/access';
import { CORE_MESSAGES, coreContract } from '@storeroom/core/contract';
import type { EmployeeItem } from '@storeroom/core/contract';
import { cleanAccess } from '../access';
import { hashPassword } from '../auth/passwords';
import { endSessions } from '../auth/service';
import type { Executor } from '../db/database';
import { accounts, employees } from '../db/schema';
import { invalidField } from '../http/errors';
import { textSearch } from '../resource/query';
import { resource } from '../resource/resource';

export const EMAIL_TAKEN = CORE_MESSAGES.emailTaken;

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

/**
 * Employees of the store (the core contract's `employees`; spec 2 §3, §7): owner-only;
 * default no access and enabled.
 */
export function employeesResource(subjects: () => readonly AccessSubject[]) {
  return resource(coreContract.resources.employees, {
    table: employees,
    toItem: (row): EmployeeItem => ({
      id: row.id,
      email: row.email,
      full_name: row.full_name,
      phone: row.phone,
      enabled: row.enabled,
      access: row.access,
      created_at: row.created_at.toISOString(),
    }),
    // The list's search box: name or e-mail.
    filters: { query: (value) => textSearch(value, employees.full_name, employees.email) },
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
      // The owner setting a new password ends every session of the employee.
      if (password) await endSessions(ctx.db, 'employee', existing.id);
      return {
        ...rest,
        ...(access !== undefined ? { access: cleanAccess(access, subjects()) } : {}),
        ...(password ? { password_hash: await hashPassword(password) } : {}),
      };
    },
  });
}
