/**
 * Every call spec 1 §7 lists under "Abandoned checkouts" is answered by the real server (PGlite;
 * PostgreSQL with DATABASE_URL), as the owner, with a success, and is in the API reference:
 * the audit of issue 20 as a test. Each call's behaviour is tested in this folder's other files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { undocumentedCalls } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import type { Campaign, CheckoutPage } from '../contract';
import { abandonedTestServer } from './test-server';

let t: TestServer;
let owner: string;
let campaign: Campaign;
let checkout: number;

beforeAll(async () => {
  t = await abandonedTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
  campaign = (
    (await (await t.request('GET', '/abandoned-checkouts', { token: owner })).json()) as { items: Campaign[] }
  ).items[0]!;
  checkout = (
    (await (
      await t.request('POST', '/abandoned-checkouts/logs-unrecovered', { token: owner, body: {} })
    ).json()) as CheckoutPage
  ).items[0]!.id;
});
afterAll(() => t?.close());

/** spec 1 §7 "Abandoned checkouts", call by call: [spec's words, method, path, body]. */
const calls = (): [string, string, string, unknown?][] => [
  ['GET /abandoned-checkouts', 'GET', '/abandoned-checkouts'],
  [
    'POST /abandoned-checkouts',
    'POST',
    '/abandoned-checkouts',
    {
      title: 'Spec call',
      emails: [
        { template_type: 'reminder', template_style: 'plain', subject: 'Hi', timeout_type: 0, timeout: 1200 },
      ],
    },
  ],
  [
    'GET /abandoned-checkouts/{id} (expand emails and stats)',
    'GET',
    `/abandoned-checkouts/${campaign.id}?expand=emails,stats`,
  ],
  [
    'PATCH /abandoned-checkouts/{id}',
    'PATCH',
    `/abandoned-checkouts/${campaign.id}`,
    { title: campaign.title },
  ],
  [
    'POST send-test-email',
    'POST',
    '/abandoned-checkouts/send-test-email',
    { campaign_id: campaign.id, to: 'me@example.test' },
  ],
  ['POST stats', 'POST', '/abandoned-checkouts/stats', { start_date: '2026-01-01', end_date: '2026-12-31' }],
  ['POST /{id}/stats', 'POST', `/abandoned-checkouts/${campaign.id}/stats`, {}],
  ['POST log', 'POST', '/abandoned-checkouts/log', {}],
  ['POST /{id}/log', 'POST', `/abandoned-checkouts/${campaign.id}/log`, {}],
  ['POST logs-recovered', 'POST', '/abandoned-checkouts/logs-recovered', {}],
  ['POST logs-unrecovered', 'POST', '/abandoned-checkouts/logs-unrecovered', {}],
  ['POST logs-recovered/export', 'POST', '/abandoned-checkouts/logs-recovered/export', {}],
  ['POST logs-unrecovered/export', 'POST', '/abandoned-checkouts/logs-unrecovered/export', {}],
  [
    'PATCH /{id} (of the logs)',
    'PATCH',
    `/abandoned-checkouts/logs/${checkout}`,
    { full_name: 'Sam Rivera' },
  ],
  ['POST /orders/migrate', 'POST', '/abandoned-checkouts/orders/migrate'],
  ['GET /orders/migrate', 'GET', '/abandoned-checkouts/orders/migrate'],
];

describe('spec 1 §7 Abandoned checkouts: every call', () => {
  it('is answered with a success', async () => {
    for (const [call, method, path, body] of calls()) {
      const res = await t.request(method, path, { token: owner, ...(body === undefined ? {} : { body }) });
      expect(res.ok, `${call}: ${res.status} ${res.ok ? '' : await res.text()}`).toBe(true);
    }
    // DELETE /abandoned-checkouts/{id}: a campaign of its own.
    const created = (await (
      await t.request('POST', '/abandoned-checkouts', { token: owner, body: calls()[1]![3] })
    ).json()) as Campaign;
    expect((await t.request('DELETE', `/abandoned-checkouts/${created.id}`, { token: owner })).status).toBe(
      204,
    );
  });

  it('is in the API reference', async () => {
    const spec = [
      'GET /api/v1/abandoned-checkouts',
      'POST /api/v1/abandoned-checkouts',
      'GET /api/v1/abandoned-checkouts/{id}',
      'PATCH /api/v1/abandoned-checkouts/{id}',
      'DELETE /api/v1/abandoned-checkouts/{id}',
      'POST /api/v1/abandoned-checkouts/send-test-email',
      'POST /api/v1/abandoned-checkouts/stats',
      'POST /api/v1/abandoned-checkouts/{id}/stats',
      'POST /api/v1/abandoned-checkouts/log',
      'POST /api/v1/abandoned-checkouts/{id}/log',
      'POST /api/v1/abandoned-checkouts/logs-recovered',
      'POST /api/v1/abandoned-checkouts/logs-unrecovered',
      'POST /api/v1/abandoned-checkouts/logs-recovered/export',
      'POST /api/v1/abandoned-checkouts/logs-unrecovered/export',
      'PATCH /api/v1/abandoned-checkouts/logs/{id}',
      'POST /api/v1/abandoned-checkouts/orders/migrate',
      'GET /api/v1/abandoned-checkouts/orders/migrate',
    ];
    expect(await undocumentedCalls(t, spec)).toEqual([]);
  });
});
