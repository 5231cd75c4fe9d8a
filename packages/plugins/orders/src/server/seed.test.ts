/**
 * The demo and scale seeds: every order's stored status agrees with its items, and its
 * fulfilments, shipments and restocks add up to the item counters; `scale.orders` adds that
 * many orders in batches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, defineServerPlugin, scopeTable } from '@storeroom/server';
import type { StoreroomServer } from '@storeroom/server';
import { sql } from '@storeroom/server/drizzle';
import { openTestDatabase } from '@storeroom/server/testing';
import { PAID_STATUS } from '../contract';
import { DEMO_ORDER_COUNT, seededRandom } from './seed';
import { statusOfItems } from './orders';
import { ordersServerPlugin } from './plugin';
import { fulfilmentsTable, orderItemsTable, ordersTable, restocksTable, shipmentsTable } from './tables';

const SCALE = 1200;
// What a seed is told about parallel loads (the orders seed loads two batches at once on PostgreSQL).
let parallelLoads: number | undefined;
const probe = defineServerPlugin({
  id: 'seed-probe',
  async seed(ctx) {
    parallelLoads = ctx.parallelLoads;
  },
});
let server: StoreroomServer;
let dispose: () => Promise<void>;
let storeIds: number[];

beforeAll(async () => {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  server = createServer({ plugins: [ordersServerPlugin, probe], database: opened.database });
  await server.ready();
  storeIds = (await server.seed({ scale: { orders: SCALE } })).storeIds;
});
afterAll(async () => {
  await server?.close();
  await dispose?.();
});

describe('orders seed', () => {
  it('adds the demo orders plus the scale orders to the main store, a few to the second', async () => {
    const db = server.database().db;
    const main = await scopeTable(db, ordersTable, storeIds[0]!).find();
    expect(main).toHaveLength(DEMO_ORDER_COUNT + SCALE);
    expect(new Set(main.map((o) => o.display_number)).size).toBe(main.length);
    const second = await scopeTable(db, ordersTable, storeIds[1]!).find();
    expect(second.length).toBeGreaterThan(0);
    // The demo orders span the last ~100 days, the newest minutes old.
    const demo = main.filter((o) => o.display_number < 1001 + DEMO_ORDER_COUNT);
    const ages = demo.map((o) => (Date.now() - o.order_date.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeLessThan(1);
    expect(Math.max(...ages)).toBeGreaterThan(95);
    expect(Math.max(...ages)).toBeLessThan(101);
  });

  it('loads the scale orders two batches at a time on PostgreSQL, one at a time on PGlite', () => {
    // On PostgreSQL the 1,200 scale orders above came as two batches of 600 loaded at once.
    expect(parallelLoads).toBe(server.database().kind === 'postgres' ? 2 : 1);
  });

  it('keeps every order consistent: status from items, documents add up to the counters', async () => {
    const db = server.database().db;
    const store = storeIds[0]!;
    const orders = await scopeTable(db, ordersTable, store).find();
    const items = await scopeTable(db, orderItemsTable, store).find();
    const fulfilments = await scopeTable(db, fulfilmentsTable, store).find();
    const shipments = await scopeTable(db, shipmentsTable, store).find();
    const restocks = await scopeTable(db, restocksTable, store).find();
    const sum = (lists: { items: { item_id: number; quantity: number }[] }[], itemId: number) =>
      lists.reduce(
        (s, d) => s + d.items.filter((l) => l.item_id === itemId).reduce((a, l) => a + l.quantity, 0),
        0,
      );
    const byOrder = <T extends { order_id: number }>(rows: T[], id: number) =>
      rows.filter((r) => r.order_id === id);
    const seen = new Set<number>();
    const paid = new Set<number>();
    for (const order of orders) {
      const lines = byOrder(items, order.id);
      expect(lines.length).toBeGreaterThan(0);
      expect(order.status).toBe(statusOfItems(lines));
      for (const line of lines) {
        expect(sum(byOrder(fulfilments, order.id), line.id)).toBe(line.sent_quantity);
        expect(sum(byOrder(shipments, order.id), line.id)).toBe(line.shipped_quantity);
        expect(sum(byOrder(restocks, order.id), line.id)).toBe(line.restocked_quantity);
      }
      expect(order.refunded).toBeLessThanOrEqual(order.total);
      seen.add(order.status);
      paid.add(order.paid);
    }
    expect([...seen].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...paid].sort((x, y) => x - y)).toEqual([-2, -1, 0, 1]);
  });

  it('has a partly shipped, partly refunded demo order with a partial restock (issue 18)', async () => {
    const db = server.database().db;
    const store = storeIds[0]!;
    const demo = (await scopeTable(db, ordersTable, store).find()).filter(
      (o) => o.display_number < 1001 + DEMO_ORDER_COUNT,
    );
    const items = await scopeTable(db, orderItemsTable, store).find();
    const restocks = await scopeTable(db, restocksTable, store).find();
    const partlyShippedRestocked = demo.filter((order) => {
      const lines = items.filter((l) => l.order_id === order.id);
      return (
        order.paid === PAID_STATUS.partiallyRefunded &&
        lines.some((l) => l.shipped_quantity < l.quantity) &&
        lines.some((l) => l.restocked_quantity > 0 && l.restocked_quantity < l.shipped_quantity) &&
        restocks.some((r) => r.order_id === order.id)
      );
    });
    expect(partlyShippedRestocked.length).toBeGreaterThan(0);
  });

  it("keeps the store's row count of the scale load (the list's total without counting)", async () => {
    const db = server.database().db;
    for (const store of storeIds) {
      const counted = (await db.execute(
        sql`select coalesce(sum(n), 0)::int as n from row_counts where table_name = 'orders' and store_id = ${store}`,
      )) as unknown as { rows: { n: number }[] };
      const rows = await scopeTable(db, ordersTable, store).find();
      expect(counted.rows[0]!.n).toBe(rows.length);
    }
  });

  it('a second seed adds nothing (the demo data is loaded once)', async () => {
    const db = server.database().db;
    const before = await scopeTable(db, ordersTable, storeIds[0]!).find();
    const again = await server.seed({ scale: { orders: SCALE } });
    expect(again.created).toBe(false);
    expect(await scopeTable(db, ordersTable, storeIds[0]!).find()).toHaveLength(before.length);
  });

  it('uses a seeded generator: the same sequence every time', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(new Set(first).size).toBe(5);
  });
});
