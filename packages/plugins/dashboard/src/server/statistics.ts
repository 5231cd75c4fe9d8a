/**
 * The dashboard's statistics (spec 2 §7 "Statistics"): orders, sales and best sellers come
 * from the orders plugin's `ORDER_STATISTICS` service (zeros and empty lists without it);
 * visitors, referrers and the funnel from this plugin's `visits`; conversion is orders per
 * visitor. Every series is bucketed in the store's time zone.
 */
import { ORDER_STATISTICS } from '@storeroom/plugin-orders/contract';
import { CATALOGUE } from '@storeroom/plugin-products/contract';
import type { ActionContext } from '@storeroom/server';
import { and, count, desc, gte, lt, sql } from '@storeroom/server/drizzle';
import { VISIT_STAGES, conversionRate } from '../contract';
import type {
  ConversionStatistics,
  ProductsStatistics,
  ReferrersStatistics,
  SeriesStatistics,
  StatisticsRange,
  TopProduct,
  VisitStage,
} from '../contract';
import { bucketOf, bucketStarts, fillBuckets } from '../buckets';
import { visitsTable } from './tables';

// Money from the orders plugin is integer minor units; sums stay whole (no decimals to round).
const minor = (n: number) => Math.round(n);

function inRange(ctx: ActionContext, range: StatisticsRange) {
  return ctx
    .scope(visitsTable)
    .where(
      and(
        gte(visitsTable.started_at, new Date(range.from * 1000)),
        lt(visitsTable.started_at, new Date(range.to * 1000)),
      ),
    );
}

/** Start times (unix seconds) and reached stages of the range's visits. */
async function visitRows(ctx: ActionContext, range: StatisticsRange) {
  return ctx.db
    .select({
      at: sql<number>`floor(extract(epoch from ${visitsTable.started_at}))::integer`.mapWith(Number),
      reached: visitsTable.reached,
    })
    .from(visitsTable)
    .where(inRange(ctx, range));
}

const dates = (range: StatisticsRange) => ({
  from: new Date(range.from * 1000),
  to: new Date(range.to * 1000),
});

/** Orders or sales in the range, from the orders plugin (zeros without it). */
export async function orderSeries(
  ctx: ActionContext,
  range: StatisticsRange,
  metric: 'orders' | 'sales',
): Promise<SeriesStatistics> {
  const bucket = bucketOf(range);
  const starts = bucketStarts(range, bucket, ctx.store.timezone);
  const orders = ctx.use(ORDER_STATISTICS);
  if (!orders) return { ...range, bucket, total: 0, series: fillBuckets(starts, []) };
  const [totals, points] = await Promise.all([
    orders.totals(dates(range)),
    orders.series({ ...dates(range), metric, bucket }),
  ]);
  // Re-bucketed here, so the series always has exactly this range's buckets.
  const series = fillBuckets(starts, points).map((p) => ({
    time: p.time,
    value: metric === 'orders' ? p.value : minor(p.value),
  }));
  return { ...range, bucket, total: metric === 'orders' ? totals.orders : minor(totals.sales), series };
}

/** Storefront sessions started in the range. */
export async function visitorSeries(ctx: ActionContext, range: StatisticsRange): Promise<SeriesStatistics> {
  const bucket = bucketOf(range);
  const rows = await visitRows(ctx, range);
  const series = fillBuckets(
    bucketStarts(range, bucket, ctx.store.timezone),
    rows.map((r) => ({ time: r.at, value: 1 })),
  );
  return { ...range, bucket, total: rows.length, series };
}

/**
 * Orders per visitor in percent, per bucket and for the range, and the funnel: sessions
 * that reached the cart, the checkout and a purchase (each later stage counts for the
 * earlier ones: a purchase went through the cart and the checkout).
 */
export async function conversion(ctx: ActionContext, range: StatisticsRange): Promise<ConversionStatistics> {
  const [orders, rows] = await Promise.all([orderSeries(ctx, range, 'orders'), visitRows(ctx, range)]);
  const visitors = fillBuckets(
    orders.series.map((p) => p.time),
    rows.map((r) => ({ time: r.at, value: 1 })),
  );
  const series = orders.series.map((p, i) => ({
    time: p.time,
    value: conversionRate(p.value, visitors[i]!.value),
  }));
  const depth = (stage: string) => VISIT_STAGES.indexOf(stage as VisitStage);
  const funnel = VISIT_STAGES.map((stage, i) => ({
    stage,
    value: rows.filter((r) => depth(r.reached) >= i).length,
  }));
  return {
    ...range,
    bucket: orders.bucket,
    orders: orders.total,
    visitors: rows.length,
    total: conversionRate(orders.total, rows.length),
    series,
    funnel,
  };
}

/** Visits per referrer domain ('' = Direct), most first, then by name. */
export async function referrers(ctx: ActionContext, range: StatisticsRange): Promise<ReferrersStatistics> {
  const value = count();
  const rows = await ctx.db
    .select({ referrer: visitsTable.referrer, value })
    .from(visitsTable)
    .where(inRange(ctx, range))
    .groupBy(visitsTable.referrer)
    .orderBy(desc(value), visitsTable.referrer);
  return { ...range, items: rows.map((r) => ({ referrer: r.referrer, value: Number(r.value) })) };
}

/** Best sellers (spec 2 §9: top 5); `expand` product adds the catalogue's product. */
export async function topProducts(
  ctx: ActionContext,
  range: StatisticsRange,
  limit: number,
  expandProduct: boolean,
): Promise<ProductsStatistics> {
  const orders = ctx.use(ORDER_STATISTICS);
  if (!orders) return { ...range, items: [] };
  const items: TopProduct[] = (await orders.topProducts({ ...dates(range), limit })).map((p) => ({
    ...p,
    total: minor(p.total),
  }));
  if (expandProduct) {
    const catalogue = ctx.use(CATALOGUE);
    const ids = items.map((i) => i.product_id).filter((id): id is number => id !== null);
    const found = new Map(
      (catalogue && ids.length > 0 ? await catalogue.find(ids) : []).map((p) => [p.id, p]),
    );
    for (const item of items) {
      const product = item.product_id === null ? undefined : found.get(item.product_id);
      item.product = product
        ? {
            id: product.id,
            title: product.title,
            seo_url: product.seo_url,
            image: product.image,
            price: product.price,
          }
        : null;
    }
  }
  return { ...range, items };
}
