/**
 * Where a report a caller asked for is mailed ("Report will be sent to your email", spec 1 §8):
 * an employee's own address; for the owner, or an app acting for the store, the account's.
 */
import { eq } from 'drizzle-orm';
import type { ActionContext } from './context';
import { accounts, employees } from './db/schema';

/** The calling employee's email, else the store account's (owner, private app); none if missing. */
export async function callerEmail(ctx: ActionContext): Promise<string | undefined> {
  if (ctx.caller.kind === 'employee') {
    const [row] = await ctx.db
      .select({ email: employees.email })
      .from(employees)
      .where(eq(employees.id, ctx.caller.id));
    return row?.email;
  }
  const [row] = await ctx.db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, ctx.caller.accountId));
  return row?.email;
}
