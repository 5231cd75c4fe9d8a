import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestServer } from '@storeroom/server/testing';
import { VISIT_EVENTS_PER_MINUTE } from '../contract';
import { dashboardTestServer } from './test-server';

// The public collection endpoint is limited per client IP (its own server, so no other test's
// calls count here and this one's never elsewhere).

let t: TestServer;
beforeAll(async () => {
  t = await dashboardTestServer();
});
afterAll(() => t?.close());

it('answers 429 once one client IP has sent too many events in a minute', async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= VISIT_EVENTS_PER_MINUTE; i += 1) {
    const res = await t.request('POST', '/storefront/visits', {
      body: { store: 'storeroom-demo', session: 'rate-limit-session', event: 'page_view' },
    });
    statuses.push(res.status);
  }
  expect(statuses.slice(0, VISIT_EVENTS_PER_MINUTE).every((s) => s === 204)).toBe(true);
  expect(statuses[VISIT_EVENTS_PER_MINUTE]).toBe(429);
});
