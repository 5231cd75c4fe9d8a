/**
 * What the Customers plugin offers the other areas on the server (its contract's services):
 * the customer directory (`CUSTOMER_DIRECTORY`, used by orders and invoice orders to find,
 * create, rename and remove a customer, spec 2 §4 "Customer-email change") and the order
 * statistics kept on each customer, recomputed from the orders plugin's `ORDER_STATISTICS`
 * whenever it publishes `ORDERS_CHANGED` (spec 1 §3 Customer: order_count, lifetime_spent,
 * last_purchase). The columns stay on the row so the list sorts by last purchase (spec 1 §9).
 */
import { z } from 'zod';
import { invalid, notFound, parseOr422 } from '@storeroom/server';
import { ORDER_STATISTICS } from '@storeroom/plugin-orders/contract';
import type { ActionContext } from '@storeroom/server';
import { and, eq, inArray, ne, sql } from '@storeroom/server/drizzle';
import { CUSTOMERS_MESSAGES, customerInputSchema } from '../contract';
import type { CustomerDirectoryService, DirectoryCustomer } from '../contract';
import { customersTable } from './tables';
import type { CustomerRow } from './tables';

function toDirectory(row: CustomerRow): DirectoryCustomer {
  return { id: row.id, email: row.email, full_name: row.full_name, phone: row.phone };
}

// Orders and invoice orders give the phone as they have it (the directory contract); the
// customers HTTP API checks and normalises it (`customerPhoneSchema`).
const directoryInput = customerInputSchema.pick({ email: true, full_name: true }).extend({
  phone: z.string().trim().max(40, CUSTOMERS_MESSAGES.phoneTooLong).default(''),
});

/** The store's customer with this email (compared lower-cased), other than `exceptId`. */
export async function customerByEmail(
  ctx: ActionContext,
  email: string,
  exceptId?: number,
): Promise<CustomerRow | undefined> {
  const same = eq(sql`lower(${customersTable.email})`, email.trim().toLowerCase());
  const [row] = await ctx
    .scope(customersTable)
    .find(exceptId === undefined ? same : and(same, ne(customersTable.id, exceptId)));
  return row;
}

/** One email, one customer per store: a second customer with the same address is refused. */
export async function assertEmailFree(ctx: ActionContext, email: string, exceptId?: number): Promise<void> {
  if (await customerByEmail(ctx, email, exceptId)) throw invalid({ email: [CUSTOMERS_MESSAGES.emailTaken] });
}

/** The directory bound to the caller's store and transaction. */
export function customerDirectory(ctx: ActionContext): CustomerDirectoryService {
  const table = ctx.scope(customersTable);
  return {
    async get(id) {
      const row = await table.get(id);
      return row ? toDirectory(row) : undefined;
    },
    async findByEmail(email) {
      if (email.trim() === '') return undefined;
      const row = await customerByEmail(ctx, email);
      return row ? toDirectory(row) : undefined;
    },
    async create(input) {
      const values = parseOr422(directoryInput, input);
      await assertEmailFree(ctx, values.email);
      return toDirectory(await table.insert(values));
    },
    async update(id, input) {
      const existing = await table.get(id);
      if (!existing) throw notFound();
      const values = parseOr422(directoryInput.partial(), input);
      const patch = Object.fromEntries(
        Object.entries(values).filter(([key, value]) => value !== undefined && key in input),
      ) as Partial<z.output<typeof directoryInput>>;
      if (patch.email !== undefined) await assertEmailFree(ctx, patch.email, id);
      const [row] = await table.update(id, patch);
      return toDirectory(row!);
    },
    // The caller decides whether a customer may go (spec 2 §4 counts orders plus invoices first).
    async remove(id) {
      await table.delete(id);
    },
  };
}

/**
 * Recomputes order_count, lifetime_spent and last_purchase of these customers from the
 * orders plugin. Without it nothing changes (the statistics cannot be known).
 */
export async function recomputeOrderStatistics(ctx: ActionContext, customerIds: readonly number[]) {
  const statistics = ctx.use(ORDER_STATISTICS);
  const ids = [...new Set(customerIds)].filter((id) => Number.isInteger(id) && id > 0);
  if (!statistics || ids.length === 0) return;
  const table = ctx.scope(customersTable);
  const present = await table.find(inArray(customersTable.id, ids));
  if (present.length === 0) return;
  const stats = await statistics.customerStats(present.map((row) => row.id));
  for (const row of present) {
    const s = stats.get(row.id);
    await table.update(row.id, {
      order_count: s?.order_count ?? 0,
      lifetime_spent: s?.lifetime_spent ?? 0,
      last_purchase: s?.last_purchase ? new Date(s.last_purchase) : null,
    });
  }
}
