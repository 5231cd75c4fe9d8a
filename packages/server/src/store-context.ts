import { eq } from 'drizzle-orm';
import type { StoreContext } from './context';
import type { Executor } from './db/database';
import { stores } from './db/schema';

/**
 * The store-context service: the one place store settings that change behaviour everywhere
 * (time zone, currency, weight unit, order number prefix/suffix) are read. Every request gets
 * its caller's store from here (`ctx.store`).
 */
export async function loadStoreContext(db: Executor, storeId: number): Promise<StoreContext | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  return row ? storeContextOf(row) : undefined;
}

/** A store row as the store context (for callers that loaded the row in a larger query). */
export function storeContextOf(row: typeof stores.$inferSelect): StoreContext {
  return {
    id: row.id,
    accountId: row.account_id,
    title: row.title,
    subdomain: row.subdomain,
    timezone: row.timezone || 'UTC',
    currency: row.currency || 'USD',
    locale: row.locale || 'en-US',
    weight_unit: row.weight_unit,
    order_prefix: row.order_prefix,
    order_suffix: row.order_suffix,
  };
}

/** Formats an order number with the store's prefix and suffix (spec 3 §3 "General settings"). */
export function formatOrderNumber(
  store: Pick<StoreContext, 'order_prefix' | 'order_suffix'>,
  n: number,
): string {
  return `${store.order_prefix}${n}${store.order_suffix}`;
}
