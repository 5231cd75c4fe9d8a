/**
 * `ORDER_STATISTICS` (packages/server contracts), computed in SQL: totals, a series bucketed
 * in the store's time zone (`ctx.store.timezone`, spec 2 §9 "in store timezone"), best
 * sellers and per-customer figures. Sales are total − refunded of paid orders (paid,
 * partially refunded or refunded; not "not paid"). Every amount is integer minor units of the
 * store's currency (sums of bigint columns, read as numbers).
 */
import { sql } from '@storeroom/server/drizzle';
import type { SQL } from '@storeroom/server/drizzle';
import type { ActionContext } from '@storeroom/server';
import type { OrderStatisticsService } from '../contract';
import { PAID_STATUS } from '../contract';

async function rowsOf<T>(ctx: ActionContext, query: SQL): Promise<T[]> {
  const result = (await ctx.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const paidOnly = sql`paid <> ${PAID_STATUS.notPaid}`;

export function orderStatistics(ctx: ActionContext): OrderStatisticsService {
  const store = ctx.store.id;
  const tz = ctx.store.timezone || 'UTC';
  return {
    async totals({ from, to }) {
      const [row] = await rowsOf<{ orders: string | number; sales: string | number | null }>(
        ctx,
        sql`select count(*) as orders, coalesce(sum(total - refunded), 0) as sales
            from orders
            where store_id = ${store} and ${paidOnly}
              and order_date >= ${from.toISOString()}::timestamptz and order_date < ${to.toISOString()}::timestamptz`,
      );
      return { orders: Number(row?.orders ?? 0), sales: Number(row?.sales ?? 0) };
    },

    async series({ from, to, metric, bucket }) {
      const unit = bucket === 'hour' ? 'hour' : 'day';
      const step = bucket === 'hour' ? '1 hour' : '1 day';
      // Buckets are local (wall-clock) hours or days of the store; each starts at the instant
      // that local time begins. generate_series over local timestamps keeps days whole across
      // daylight-saving changes.
      const value = metric === 'orders' ? sql`count(*)` : sql`sum(total - refunded)`;
      const rows = await rowsOf<{ time: string | number; value: string | number | null }>(
        ctx,
        sql`with buckets as (
              select generate_series(
                date_trunc(${unit}, ${from.toISOString()}::timestamptz at time zone ${tz}),
                (${to.toISOString()}::timestamptz - interval '1 microsecond') at time zone ${tz},
                ${step}::interval
              ) as local
            ),
            figures as (
              select date_trunc(${unit}, order_date at time zone ${tz}) as local, ${value} as value
              from orders
              where store_id = ${store} and ${paidOnly}
                and order_date >= ${from.toISOString()}::timestamptz and order_date < ${to.toISOString()}::timestamptz
              group by 1
            )
            select extract(epoch from (buckets.local at time zone ${tz}))::bigint as time,
                   coalesce(figures.value, 0) as value
            from buckets left join figures on figures.local = buckets.local
            order by buckets.local`,
      );
      return rows.map((r) => ({ time: Number(r.time), value: Number(r.value ?? 0) }));
    },

    async topProducts({ from, to, limit }) {
      const rows = await rowsOf<{
        product_id: number | null;
        title: string;
        image: string | null;
        quantity: string | number;
        orders: string | number;
        total: string | number;
      }>(
        ctx,
        sql`select i.product_id, min(i.title) as title, min(i.image) as image,
                   sum(i.quantity) as quantity, count(distinct i.order_id) as orders,
                   sum(i.price * i.quantity) as total
            from order_items i
            join orders o on o.id = i.order_id
            where o.store_id = ${store} and o.paid <> ${PAID_STATUS.notPaid}
              and o.order_date >= ${from.toISOString()}::timestamptz and o.order_date < ${to.toISOString()}::timestamptz
            group by i.product_id, case when i.product_id is null then i.title end
            order by sum(i.quantity) desc, sum(i.price * i.quantity) desc, min(i.title)
            limit ${Math.max(1, Math.min(100, Math.floor(limit)))}`,
      );
      return rows.map((r) => ({
        product_id: r.product_id === null ? null : Number(r.product_id),
        title: r.title,
        image: r.image,
        quantity: Number(r.quantity),
        orders: Number(r.orders),
        total: Number(r.total),
      }));
    },

    async customerStats(customerIds) {
      const out = new Map<
        number,
        { order_count: number; lifetime_spent: number; last_purchase: string | null }
      >();
      const ids = [...new Set(customerIds)].filter((id) => Number.isInteger(id) && id > 0);
      if (ids.length === 0) return out;
      const rows = await rowsOf<{
        customer_id: number;
        order_count: string | number;
        lifetime_spent: string | number | null;
        last_purchase: string | Date | null;
      }>(
        ctx,
        sql`select customer_id, count(*) as order_count,
                   coalesce(sum(total - refunded) filter (where ${paidOnly}), 0) as lifetime_spent,
                   max(order_date) as last_purchase
            from orders
            where store_id = ${store} and customer_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
            group by customer_id`,
      );
      for (const r of rows)
        out.set(Number(r.customer_id), {
          order_count: Number(r.order_count),
          lifetime_spent: Number(r.lifetime_spent ?? 0),
          last_purchase: r.last_purchase === null ? null : new Date(r.last_purchase).toISOString(),
        });
      return out;
    },

    async lastOrderByEmail(emails) {
      const out = new Map<string, string>();
      const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))].filter((e) => e !== '');
      if (wanted.length === 0) return out;
      const rows = await rowsOf<{ email: string; last: string | Date }>(
        ctx,
        sql`select lower(email) as email, max(order_date) as last
            from orders
            where store_id = ${store} and lower(email) in (${sql.join(
              wanted.map((e) => sql`${e}`),
              sql`, `,
            )})
            group by lower(email)`,
      );
      for (const r of rows) out.set(r.email, new Date(r.last).toISOString());
      return out;
    },
  };
}
