/**
 * `POST /orders/update-display-numbers` (spec 2 §7): renumbers the store's orders from a start
 * value, oldest first; full access only; bad input changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { asc } from '@storeroom/server/drizzle';
import { scopeTable } from '@storeroom/server';
import { ORDERS_MESSAGES } from '../contract';
import type { DisplayNumbersResult } from '../contract';
import { ordersTable } from './tables';
import { json, limitedEmployee } from './test-support/orders';
import { ordersSuite } from './test-support/suite';

const s = ordersSuite();

/** A store's orders oldest first: [id, display_number]. */
async function numbersOf(storeId: number): Promise<[number, number][]> {
  const db = s.t.server.database().db;
  const rows = await db
    .select({ id: ordersTable.id, display_number: ordersTable.display_number })
    .from(ordersTable)
    .where(scopeTable(db, ordersTable, storeId).where())
    .orderBy(asc(ordersTable.order_date), asc(ordersTable.id));
  return rows.map((r) => [r.id, r.display_number]);
}

describe('POST /orders/update-display-numbers', () => {
  it('renumbers every order of the store from the start value, oldest first', async () => {
    const [main, other] = s.t.seeded.storeIds as [number, number];
    const before = await numbersOf(main);
    const otherBefore = await numbersOf(other);
    expect(before.length).toBeGreaterThan(2);
    const res = await s.t.request('POST', '/orders/update-display-numbers', {
      token: s.owner,
      body: { start: 5000 },
    });
    expect(res.status).toBe(200);
    expect(await json<DisplayNumbersResult>(res)).toEqual({
      count: before.length,
      first: 5000,
      last: 5000 + before.length - 1,
      message: ORDERS_MESSAGES.displayNumbersUpdated,
    });
    const after = await numbersOf(main);
    expect(after.map(([id]) => id)).toEqual(before.map(([id]) => id));
    expect(after.map(([, n]) => n)).toEqual(before.map((_, i) => 5000 + i));
    // Another store's orders keep their numbers.
    expect(await numbersOf(other)).toEqual(otherBefore);
    // The order is found by its new number (print view by number).
    const [firstId] = after[0]!;
    const page = await s.t.request('GET', '/orders/5000/page?by=number', { token: s.owner });
    expect(page.status).toBe(200);
    expect((await json<{ order: { id: number } }>(page)).order.id).toBe(firstId);
    // Renumbering again over overlapping values works (the unique index never trips).
    const again = await s.t.request('POST', '/orders/update-display-numbers', {
      token: s.owner,
      body: { start: 5001 },
    });
    expect(again.status).toBe(200);
    expect((await numbersOf(main)).map(([, n]) => n)).toEqual(before.map((_, i) => 5001 + i));
  });

  it('refuses bad start values and changes nothing', async () => {
    const main = s.t.seeded.storeIds[0]!;
    const before = await numbersOf(main);
    for (const body of [
      { start: 0 },
      { start: -3 },
      { start: 1.5 },
      { start: '12' },
      {},
      { start: 2_000_000_000 },
    ]) {
      const res = await s.t.request('POST', '/orders/update-display-numbers', { token: s.owner, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await res.json()).toEqual({ errors: { start: [ORDERS_MESSAGES.displayNumberStart] } });
    }
    expect(await numbersOf(main)).toEqual(before);
  });

  it('is refused to limited access, even with every option', async () => {
    const main = s.t.seeded.storeIds[0]!;
    const before = await numbersOf(main);
    const clerk = await limitedEmployee(s.t, [
      'allow_edit',
      'allow_fulfilments',
      'allow_refunds',
      'allow_export',
    ]);
    const res = await s.t.request('POST', '/orders/update-display-numbers', {
      token: clerk,
      body: { start: 1 },
    });
    expect(res.status).toBe(403);
    expect(await numbersOf(main)).toEqual(before);
  });
});
