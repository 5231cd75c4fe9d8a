/**
 * ORDER_STATISTICS against hand-computed fixtures in a store on America/New_York, with orders
 * on both sides of a local midnight (UTC 04:30 is still the previous day in New York).
 * A probe plugin reads the service exactly as the dashboard and customers plugins do.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SUBJECTS } from '@storeroom/core/access';
import { action, coreTables, defineServerPlugin, scopeTable } from '@storeroom/server';
import { ORDER_STATISTICS } from '../contract';
import { eq } from '@storeroom/server/drizzle';
import { fullAddress } from './orders';
import { orderItemsTable, ordersTable } from './tables';
import { json } from './test-support/orders';
import { ordersSuite } from './test-support/suite';

const probe = defineServerPlugin({
  id: 'stats-probe',
  routes: [
    action({
      method: 'GET',
      path: '/stats-probe',
      subject: SUBJECTS.orders,
      async handler(ctx, { query }) {
        const stats = ctx.use(ORDER_STATISTICS)!;
        const range = { from: new Date(query.from!), to: new Date(query.to!) };
        if (query.kind === 'totals') return stats.totals(range);
        if (query.kind === 'series')
          return stats.series({
            ...range,
            metric: query.metric as 'orders' | 'sales',
            bucket: query.bucket as 'hour' | 'day',
          });
        if (query.kind === 'top') return stats.topProducts({ ...range, limit: 5 });
        if (query.kind === 'emails')
          return Object.fromEntries(await stats.lastOrderByEmail!((query.emails ?? '').split(',')));
        const ids = (query.ids ?? '').split(',').map(Number);
        return Object.fromEntries(await stats.customerStats(ids));
      },
    }),
  ],
});

const s = ordersSuite([probe]);
const CUSTOMER = 777;

const address = fullAddress({});

beforeAll(async () => {
  const db = s.t.server.database().db;
  const storeId = s.t.seeded.storeIds[0]!;
  await db
    .update(coreTables.stores)
    .set({ timezone: 'America/New_York' })
    .where(eq(coreTables.stores.id, storeId));
  const fixtures = [
    // 23:30 on Jan 9 in New York; paid.
    {
      n: 1,
      date: '2024-01-10T04:30:00Z',
      total: 100,
      refunded: 0,
      paid: -1,
      lines: [
        [1, 'Tee', 2, 20],
        [2, 'Lamp', 1, 60],
      ],
    },
    // 00:30 on Jan 10 in New York; partially refunded.
    { n: 2, date: '2024-01-10T05:30:00Z', total: 50, refunded: 20, paid: 1, lines: [[1, 'Tee', 1, 20]] },
    // Not paid: never counted as sales.
    { n: 3, date: '2024-01-10T15:00:00Z', total: 30, refunded: 0, paid: 0, lines: [[3, 'Mug', 5, 6]] },
    // 23:59:59 on Jan 10 in New York; refunded.
    {
      n: 4,
      date: '2024-01-11T04:59:59Z',
      total: 70,
      refunded: 70,
      paid: -2,
      lines: [
        [2, 'Lamp', 1, 60],
        [null, 'Engraving', 1, 10],
      ],
    },
  ] as const;
  for (const f of fixtures) {
    const order = await scopeTable(db, ordersTable, storeId).insert({
      display_number: 80_000 + f.n,
      order_date: new Date(f.date),
      total: f.total,
      refunded: f.refunded,
      paid: f.paid,
      customer_id: CUSTOMER,
      shipping_address: address,
      billing_address: address,
    });
    await scopeTable(db, orderItemsTable, storeId).insertMany(
      f.lines.map(([product_id, title, quantity, price]) => ({
        order_id: order.id,
        product_id,
        title,
        quantity,
        price,
      })),
    );
  }
});

const ask = async <T>(params: Record<string, string>) =>
  json<T>(
    await s.t.request('GET', `/stats-probe?${new URLSearchParams(params).toString()}`, { token: s.owner }),
  );

// Jan 9 00:00 to Jan 12 00:00 in New York (UTC−5 in January).
const from = '2024-01-09T05:00:00Z';
const to = '2024-01-12T05:00:00Z';
const epoch = (iso: string) => Date.parse(iso) / 1000;

describe('ORDER_STATISTICS', () => {
  it('totals: paid orders only, sales are total − refunded', async () => {
    expect(await ask({ kind: 'totals', from, to })).toEqual({ orders: 3, sales: 130 });
    // The range is half-open: the last order (04:59:59) is out when `to` is that instant.
    expect(await ask({ kind: 'totals', from, to: '2024-01-11T04:59:59Z' })).toEqual({
      orders: 2,
      sales: 130,
    });
  });

  it('daily series in the store’s time zone, empty days included', async () => {
    const sales = await ask<{ time: number; value: number }[]>({
      kind: 'series',
      from,
      to,
      metric: 'sales',
      bucket: 'day',
    });
    expect(sales).toEqual([
      { time: epoch('2024-01-09T05:00:00Z'), value: 100 },
      { time: epoch('2024-01-10T05:00:00Z'), value: 30 },
      { time: epoch('2024-01-11T05:00:00Z'), value: 0 },
    ]);
    const orders = await ask<{ time: number; value: number }[]>({
      kind: 'series',
      from,
      to,
      metric: 'orders',
      bucket: 'day',
    });
    expect(orders.map((p) => p.value)).toEqual([1, 2, 0]);
  });

  it('hourly series', async () => {
    const series = await ask<{ time: number; value: number }[]>({
      kind: 'series',
      from: '2024-01-10T04:00:00Z',
      to: '2024-01-10T07:00:00Z',
      metric: 'orders',
      bucket: 'hour',
    });
    expect(series).toEqual([
      { time: epoch('2024-01-10T04:00:00Z'), value: 1 },
      { time: epoch('2024-01-10T05:00:00Z'), value: 1 },
      { time: epoch('2024-01-10T06:00:00Z'), value: 0 },
    ]);
  });

  it('top products by quantity among paid orders', async () => {
    expect(await ask({ kind: 'top', from, to })).toEqual([
      { product_id: 1, title: 'Tee', image: null, quantity: 3, orders: 2, total: 60 },
      { product_id: 2, title: 'Lamp', image: null, quantity: 2, orders: 2, total: 120 },
      { product_id: null, title: 'Engraving', image: null, quantity: 1, orders: 1, total: 10 },
    ]);
  });

  it('customer figures: every order counted, spent in cents from paid orders, last purchase', async () => {
    expect(await ask({ kind: 'customers', from, to, ids: `${CUSTOMER},999` })).toEqual({
      [CUSTOMER]: { order_count: 4, lifetime_spent: 130, last_purchase: '2024-01-11T04:59:59.000Z' },
    });
  });

  it('last order by e-mail: case-insensitive, guests’ orders too, an e-mail without orders absent', async () => {
    const db = s.t.server.database().db;
    const storeId = s.t.seeded.storeIds[0]!;
    // Guests' orders (no customer record), outside the ranges above.
    for (const [n, email, date] of [
      [1, 'Guest@Example.test', '2023-05-01T10:00:00Z'],
      [2, 'guest@example.test', '2023-06-01T10:00:00Z'],
      [3, 'other@example.test', '2023-04-01T10:00:00Z'],
    ] as const)
      await scopeTable(db, ordersTable, storeId).insert({
        display_number: 81_000 + n,
        order_date: new Date(date),
        total: 10,
        email,
        shipping_address: address,
        billing_address: address,
      });
    expect(
      await ask({
        kind: 'emails',
        from,
        to,
        emails: 'GUEST@example.test,other@example.test,none@example.test',
      }),
    ).toEqual({
      'guest@example.test': '2023-06-01T10:00:00.000Z',
      'other@example.test': '2023-04-01T10:00:00.000Z',
    });
  });
});
