/**
 * The core's live client (what the admin's `useLiveEvent` runs on, and what a private app may
 * use) against the real server in-process: it connects with the bearer, receives events, and
 * when the server ends the stream because the access token expired it renews the token and
 * reconnects, and events reach it again.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLiveClient } from '@storeroom/core/client';
import type { LiveStatus } from '@storeroom/core/client';
import { createLiveEventRef } from '@storeroom/core/contract';
import { DEMO_CREDENTIALS } from '../seed';
import { createTestServer, expiringToken } from '../testing';
import type { TestServer } from '../testing';

const secret = 'live-client-test-secret-0123456789abcdef';
const PING = createLiveEventRef<{ n: number }>('test.ping');
let t: TestServer;

beforeAll(async () => {
  t = await createTestServer({ secret });
}, 120_000);
afterAll(() => t.close());

/** Values as they come, awaited one by one. */
function queue<T>() {
  const items: T[] = [];
  const waiting: ((value: T) => void)[] = [];
  return {
    push(value: T) {
      const next = waiting.shift();
      if (next) next(value);
      else items.push(value);
    },
    next(): Promise<T> {
      const item = items.shift();
      return item !== undefined ? Promise.resolve(item) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

it('receives events, and after its token expires renews it, reconnects and receives again', async () => {
  const fresh = await t.login(DEMO_CREDENTIALS.owner);
  // The same session, signed to expire in two seconds: the server ends the stream then.
  let token = await expiringToken(fresh, secret, 2);
  let refreshed = 0;
  const client = createLiveClient({
    url: 'http://storeroom.test/api/v1/live',
    fetch: t.fetch,
    token: () => token,
    refresh: async () => {
      refreshed++;
      return (token = await t.login(DEMO_CREDENTIALS.owner));
    },
    baseDelayMs: 50,
  });
  const statuses = queue<LiveStatus>();
  client.onStatus((s) => statuses.push(s));
  const received = queue<number>();
  const stop = client.subscribe(PING, ({ n }) => received.push(n));
  const storeId = t.seeded.storeIds[0]!;
  const ping = (n: number) =>
    t.server.live.publish({ storeId, type: 'test.ping', audience: { store: true }, data: { n } });
  try {
    expect(await statuses.next()).toBe('connecting');
    expect(await statuses.next()).toBe('connected');
    await ping(1);
    expect(await received.next()).toBe(1);

    // The token expires: the stream ends, the next attempt gets 401, the token is renewed.
    expect(await statuses.next()).toBe('reconnecting');
    expect(await statuses.next()).toBe('connected');
    expect(refreshed).toBe(1);
    await ping(2);
    expect(await received.next()).toBe(2);
  } finally {
    stop();
  }
});
