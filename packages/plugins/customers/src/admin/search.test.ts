import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpApiRef } from '@storeroom/core';
import type { ApiHolder } from '@storeroom/core';
import { createHttpClient } from '@storeroom/core/client';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { customersTestServer } from '../server/test-server';
import { mainStoreCustomers } from '../server/seed-data';
import { searchCustomers } from './search';

let t: TestServer;
let apis: ApiHolder;
beforeAll(async () => {
  t = await customersTestServer();
  const token = await t.login(DEMO_CREDENTIALS.owner);
  const http = createHttpClient({ baseUrl: 'http://t/api/v1', tokens: token, fetch: t.fetch });
  apis = { get: <T>() => http as T, has: (ref) => ref === httpApiRef };
});
afterAll(() => t.close());

describe('Customers search provider (on the real server)', () => {
  it('finds customers by name or email, at most `limit`, linking to the profile', async () => {
    const olivias = mainStoreCustomers().filter((c) => /olivia/i.test(c.full_name));
    expect(olivias.length).toBeGreaterThan(2);
    const hits = await searchCustomers('olivia', { apis, signal: new AbortController().signal, limit: 2 });
    expect(hits).toHaveLength(2);
    expect(hits.every((h) => /olivia/i.test(h.title))).toBe(true);
    expect(hits[0]!.href).toMatch(/^\/admin\/customers\/\d+$/);
    const byEmail = await searchCustomers(olivias[0]!.email, {
      apis,
      signal: new AbortController().signal,
      limit: 5,
    });
    expect(byEmail.map((h) => h.description)).toEqual([olivias[0]!.email]);
  });
});
