import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestServer } from '@storeroom/server/testing';
import { employeesTestServer } from './test-server';

// The public invitation calls take no token: guessing tokens is limited per client IP (its own
// server, so the other tests' calls never count here and this one's never there).

let t: TestServer;
beforeAll(async () => {
  t = await employeesTestServer();
});
afterAll(() => t?.close());

it('answers 429 once one client IP has checked too many invitation links', async () => {
  const statuses: number[] = [];
  let refused: unknown;
  for (let i = 0; i < 25 && !refused; i += 1) {
    const res = await t.request('POST', '/employee-invitations/check', { body: { token: `guess-${i}` } });
    statuses.push(res.status);
    if (res.status === 429) refused = await res.json();
  }
  // Every guess before the limit is just unknown; then the limit.
  expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
  expect(statuses[20]).toBe(429);
  expect(refused).toEqual({ message: 'Too many requests. Please try again later.' });
});
