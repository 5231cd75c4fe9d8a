/**
 * Runs the export against the Storeroom reference server with the orders plugin and its demo
 * orders: a real private app and token made through the API, exactly as an integrator makes
 * them in the admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { ApiError } from '@storeroom/core/client';
import { DEMO_CREDENTIALS, listen } from '@storeroom/server';
import type { RunningServer } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { FULFILMENT_STATUS_LABELS } from '__PKG__/contract';
import { ordersServerPlugin } from '__PKG__/server';
import { explain } from './errors';
import { COLUMNS, UNFULFILLED, exportUnfulfilledOrdersCsv } from './export';

let t: TestServer;
let running: RunningServer;
let owner: string;

async function privateAppToken(accessRules: unknown[]): Promise<string> {
  const res = await t.request('POST', '/apps/private-apps', { token: owner, body: { name: 'Order export', accessRules } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { tokens: { token: string }[] }).tokens[0]!.token;
}

beforeAll(async () => {
  t = await createTestServer({ plugins: [ordersServerPlugin] });
  running = await listen(t.app, { port: 0 });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(async () => {
  await running?.close();
  await t?.close();
});

describe('unfulfilled orders export', () => {
  it('exports exactly the unfulfilled orders with a read-only token, oldest first', async () => {
    const token = await privateAppToken([{ subject: 'orders', rule: 1, options: [] }]);
    const csv = await exportUnfulfilledOrdersCsv({ url: running.url, token });
    const parsed = Papa.parse<string[]>(csv.trim());
    const [header, ...rows] = parsed.data;
    expect(header).toEqual([...COLUMNS]);

    // What the owner sees through the API for the same filter.
    const res = await t.request('POST', '/orders/search?size=1', { token: owner, body: { status: UNFULFILLED } });
    const { _meta } = (await res.json()) as { _meta: { totalCount: number } };
    expect(_meta.totalCount).toBeGreaterThan(0);
    expect(rows).toHaveLength(_meta.totalCount);

    const allowed = UNFULFILLED.map((s) => FULFILMENT_STATUS_LABELS[s]);
    for (const r of rows) expect(allowed).toContain(r[COLUMNS.indexOf('status')]);
    const dates = rows.map((r) => r[COLUMNS.indexOf('order_date')]!);
    expect(dates).toEqual([...dates].sort());
  });

  it('explains a refused token and a missing access rule', async () => {
    const bad = await exportUnfulfilledOrdersCsv({ url: running.url, token: 'srp_not-a-token' }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ApiError);
    expect(explain(bad)).toMatch(/^The store refused the token \(401\)/);
    const noOrders = await privateAppToken([{ subject: 'customers', rule: 2, options: [] }]);
    const denied = await exportUnfulfilledOrdersCsv({ url: running.url, token: noOrders }).catch((e: unknown) => e);
    expect(explain(denied)).toMatch(/\(403\)/);
  });
});
