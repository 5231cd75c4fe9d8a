import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '@storeroom/core/client';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { createCheckoutClient } from './client';
import { checkoutTestServer } from './server/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await checkoutTestServer();
});
afterAll(() => t.close());

describe('Checkout client (derived from the contract)', () => {
  it('reads and changes the settings on the server', async () => {
    const token = await t.login(DEMO_CREDENTIALS.owner);
    const client = createCheckoutClient(
      createHttpClient({ baseUrl: 'http://x/api/v1', tokens: token, fetch: t.fetch }),
    );
    const before = await client.get();
    const saved = await client.update({ body: { abandoned_timeout: before.abandoned_timeout + 1 } });
    expect(saved.abandoned_timeout).toBe(before.abandoned_timeout + 1);
    await expect(client.update({ body: { abandoned_timeout: 0 } })).rejects.toMatchObject({ status: 422 });
  });
});
