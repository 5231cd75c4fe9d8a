/**
 * Migration 2 (prices in integer minor units) on data written the old way: double precision
 * prices of products and of the variants in the JSON column become minor units of each
 * store's currency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '@storeroom/server';
import { databaseSuite } from '@storeroom/server/testing';
import { PRODUCTS_MIGRATIONS } from './tables';

const d = databaseSuite({ beforeAll, afterAll, timeout: 120_000 });

describe('products migration 2: prices in minor units', () => {
  it('converts product and variant prices by the store currency', async () => {
    await d.query("create table stores (id serial primary key, currency text not null default 'USD')");
    await d.query("insert into stores (currency) values ('USD'), ('JPY'), ('KWD')");
    await runMigrations(d.database.db, [
      { owner: 'products', migrations: PRODUCTS_MIGRATIONS.filter((m) => m.version < 2) },
    ]);
    // Written the old way: doubles of currency units (19.99 is not exact in binary).
    await d.query(`insert into products (id, store_id, title, price, variants) values
        (1, 1, 'Tee', 19.99, '[]'),
        (2, 1, 'Hoodie', null, '[{"id": 7, "sku": "H-S", "price": 54.5, "default": true}, {"id": 8, "sku": "H-M", "price": null}, {"id": 9, "sku": "H-L", "price": 0.285}]'),
        (3, 2, 'Bowl', 1500, '[]'),
        (4, 3, 'Pen', 1.2345, '[{"id": 10, "sku": "P", "price": 2.5}]')`);

    expect(
      await runMigrations(d.database.db, [{ owner: 'products', migrations: PRODUCTS_MIGRATIONS }]),
    ).toEqual(['products@2 prices in integer minor units']);

    const products = await d.query<{
      id: number;
      price: unknown;
      variants: { sku: string; price: number | null }[];
    }>('select id, price, variants from products order by id');
    expect(products.map((p) => [p.id, p.price === null ? null : Number(p.price)])).toEqual([
      [1, 1999],
      [2, null],
      [3, 1500],
      [4, 1235],
    ]);
    expect(products[1]!.variants.map((v) => [v.sku, v.price])).toEqual([
      ['H-S', 5450],
      ['H-M', null],
      ['H-L', 29],
    ]);
    // Other variant fields stay as they were.
    expect(products[1]!.variants[0]).toMatchObject({ id: 7, default: true });
    expect(products[3]!.variants.map((v) => v.price)).toEqual([2500]);
    const [type] = await d.query<{ data_type: string }>(
      "select data_type from information_schema.columns where table_schema = current_schema() and table_name = 'products' and column_name = 'price'",
    );
    expect(type!.data_type).toBe('bigint');
    expect(
      await d.query(
        "select 1 from information_schema.columns where table_schema = current_schema() and table_name = 'products' and column_name = 'money_exponent'",
      ),
    ).toEqual([]);
  });
});
