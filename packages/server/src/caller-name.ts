/**
 * Who the caller is, as people read it: timelines ("note by ..."), "issued by" columns and
 * greetings name the employee or the owner behind a request.
 */
import { eq } from 'drizzle-orm';
import type { ActionContext } from './context';
import { accounts, employees } from './db/schema';

/** The calling owner's or employee's full name and email; `null` for apps and visitors. */
export async function callerProfile(
  ctx: ActionContext,
): Promise<{ full_name: string; email: string } | null> {
  const { kind, id, accountId } = ctx.caller;
  if (kind === 'employee') {
    const [row] = await ctx.db
      .select({ full_name: employees.full_name, email: employees.email })
      .from(employees)
      .where(eq(employees.id, id));
    return row ?? null;
  }
  if (kind === 'owner') {
    const [row] = await ctx.db
      .select({ full_name: accounts.full_name, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    return row ?? null;
  }
  return null;
}

/**
 * The caller's name for a record of who did something: the full name, else the email, else
 * what they are (`Owner`, `Employee`, `Private app`, `Storefront`).
 */
export async function callerDisplayName(ctx: ActionContext): Promise<string> {
  const profile = await callerProfile(ctx);
  if (profile?.full_name) return profile.full_name;
  if (profile?.email) return profile.email;
  const { kind } = ctx.caller;
  return kind === 'owner'
    ? 'Owner'
    : kind === 'employee'
      ? 'Employee'
      : kind === 'private_app'
        ? 'Private app'
        : 'Storefront';
}
