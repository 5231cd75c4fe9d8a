/**
 * Migration 4 (money in integer minor units) on data written the old way: orders, lines and
 * refunds stored as numeric(12,2) currency units become bigint minor units of each order's
 * currency, rounded half away from zero, and the API's order reads them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '@storeroom/server';
import { databaseSuite } from '@storeroom/server/testing';
import { ORDERS_MIGRATIONS } from './tables';

const d = databaseSuite({ beforeAll, afterAll, timeout: 120_000 });

describe('orders migration 4: money in minor units', () => {
  it('turns old numeric amounts into integer minor units of the order currency', async () => {
    await d.query('create table stores (id serial primary key)');
    await d.query('insert into stores default values');
    const before = ORDERS_MIGRATIONS.filter((m) => m.version < 4);
    await runMigrations(d.database.db, [{ owner: 'orders', migrations: before }]);
    // Written the old way: decimal currency units.
    await d.query(`insert into orders (id, store_id, display_number, currency, subtotal, shipping_price, tax, total, refunded)
        values (1, 1, 1001, 'USD', 114.30, 0, 9.15, 123.45, 20.10),
               (2, 1, 1002, 'JPY', 1500, 0, 120, 1620, 0),
               (3, 1, 1003, 'KWD', 10.125, 0, 0, 10.125, 0),
               (4, 1, 1004, 'EUR', 0.1, 0.2, 0, 0.3, 0.3)`);
    await d.query(`insert into order_items (store_id, order_id, title, price, quantity)
        values (1, 1, 'Tee', 19.99, 3), (1, 1, 'Mug', 54.33, 1), (1, 2, 'Bowl', 750, 2), (1, 3, 'Pen', 10.125, 1)`);
    await d.query(`insert into order_refunds (store_id, order_id, amount) values (1, 1, 20.10), (1, 4, 0.3)`);

    expect(await runMigrations(d.database.db, [{ owner: 'orders', migrations: ORDERS_MIGRATIONS }])).toEqual([
      'orders@4 money in integer minor units',
    ]);

    const orders = await d.query<Record<string, unknown>>(
      'select id, subtotal, shipping_price, tax, total, refunded from orders order by id',
    );
    expect(orders.map((o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Number(v)])))).toEqual([
      { id: 1, subtotal: 11430, shipping_price: 0, tax: 915, total: 12345, refunded: 2010 },
      { id: 2, subtotal: 1500, shipping_price: 0, tax: 120, total: 1620, refunded: 0 },
      // numeric(12,2) had kept 10.13 of the 10.125 written: 10.130 dinars.
      { id: 3, subtotal: 10130, shipping_price: 0, tax: 0, total: 10130, refunded: 0 },
      { id: 4, subtotal: 10, shipping_price: 20, tax: 0, total: 30, refunded: 30 },
    ]);
    const items = await d.query<{ price: unknown }>('select price from order_items order by id');
    expect(items.map((i) => Number(i.price))).toEqual([1999, 5433, 750, 10130]);
    const refunds = await d.query<{ amount: unknown }>('select amount from order_refunds order by id');
    expect(refunds.map((r) => Number(r.amount))).toEqual([2010, 30]);
    const types = await d.query<{ table_name: string; column_name: string; data_type: string }>(
      // This test's own schema: on PostgreSQL other test files' schemas hold the same tables.
      `select table_name, column_name, data_type from information_schema.columns
       where table_schema = current_schema()
         and ((table_name = 'orders' and column_name in ('subtotal', 'total', 'refunded'))
           or (table_name = 'order_items' and column_name in ('price', 'money_exponent'))
           or (table_name = 'order_refunds' and column_name = 'amount'))
       order by table_name, column_name`,
    );
    expect(types.map((t) => `${t.table_name}.${t.column_name} ${t.data_type}`)).toEqual([
      'order_items.price bigint',
      'order_refunds.amount bigint',
      'orders.refunded bigint',
      'orders.subtotal bigint',
      'orders.total bigint',
    ]);
    // The refund bound still holds on the new columns.
    await expect(d.query('update orders set refunded = total + 1 where id = 1')).rejects.toThrow();
  });
});
