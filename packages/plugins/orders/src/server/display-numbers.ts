/**
 * `POST /orders/update-display-numbers` (spec 2 §7): renumbers the store's orders from a start
 * value, oldest first (order date, then id). One statement pair inside the route's one
 * transaction: the unique (store_id, display_number) index is checked row by row, so every
 * number is first moved out of the way (to minus the id, never a real display number), then
 * set to its place in the sequence. The store's orders are locked first so no action on an
 * order interleaves.
 */
import { sql } from '@storeroom/server/drizzle';
import type { ActionContext } from '@storeroom/server';
import { ORDERS_MESSAGES } from '../contract';
import type { DisplayNumbersResult } from '../contract';

export async function updateDisplayNumbers(ctx: ActionContext, start: number): Promise<DisplayNumbersResult> {
  const storeId = ctx.store.id;
  await ctx.db.execute(sql`select id from orders where store_id = ${storeId} for update`);
  await ctx.db.execute(sql`update orders set display_number = -id where store_id = ${storeId}`);
  await ctx.db.execute(sql`
    update orders o set display_number = n.number
    from (
      select id, ${start - 1}::integer + row_number() over (order by order_date asc, id asc) as number
      from orders where store_id = ${storeId}
    ) n
    where o.id = n.id and o.store_id = ${storeId}`);
  const result = await ctx.db.execute(
    sql`select count(*)::integer as count, min(display_number) as first, max(display_number) as last
        from orders where store_id = ${storeId}`,
  );
  const row = (result as unknown as { rows: { count: number; first: number | null; last: number | null }[] })
    .rows[0]!;
  return {
    count: row.count,
    first: row.first,
    last: row.last,
    message: ORDERS_MESSAGES.displayNumbersUpdated,
  };
}
