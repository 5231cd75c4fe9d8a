/**
 * Runs the export against the Storeroom reference server with the Hello plugin: a real
 * private app and token made through the API, exactly as an integrator makes them in the admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@storeroom/core/client';
import { DEMO_CREDENTIALS, listen } from '@storeroom/server';
import type { RunningServer } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { helloServerPlugin } from '@storeroom/example-hello-plugin/server';
import { explain } from './errors';
import { exportHelloCsv } from './export';

let t: TestServer;
let running: RunningServer;
let token: string;

async function privateAppToken(owner: string, accessRules: unknown[]): Promise<string> {
  const res = await t.request('POST', '/apps/private-apps', {
    token: owner,
    body: { name: 'CSV export', accessRules },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { tokens: { token: string }[] }).tokens[0]!.token;
}

beforeAll(async () => {
  t = await createTestServer({ plugins: [helloServerPlugin] });
  running = await listen(t.app, { port: 0 });
  const owner = await t.login(DEMO_CREDENTIALS.owner);
  token = await privateAppToken(owner, [{ subject: 'hello', rule: 1, options: [] }]);
});
afterAll(async () => {
  await running?.close();
  await t?.close();
});

describe('Hello CSV export', () => {
  it('exports the store’s items with a read-only private-app token', async () => {
    const csv = await exportHelloCsv({ url: running.url, token });
    const [header, ...lines] = csv.split(/\r?\n/);
    expect(header).toBe('id,title,status,notes,created_at');
    expect(lines.map((line) => line.split(',')[1])).toEqual(['Welcome item', 'Second item', 'Archived item']);
  });

  it('filters', async () => {
    const csv = await exportHelloCsv({ url: running.url, token }, { status: 'archived' });
    expect(csv.split(/\r?\n/).slice(1)).toHaveLength(1);
  });

  it('explains a refused token and a missing access rule', async () => {
    const bad = await exportHelloCsv({ url: running.url, token: 'srp_not-a-token' }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ApiError);
    expect(explain(bad)).toMatch(/^The store refused the token \(401\)/);
    const owner = await t.login(DEMO_CREDENTIALS.owner);
    const noAccess = await privateAppToken(owner, [{ subject: 'orders', rule: 2, options: [] }]);
    const denied = await exportHelloCsv({ url: running.url, token: noAccess }).catch((e: unknown) => e);
    expect(explain(denied)).toMatch(/\(403\)/);
  });
});
