import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { createCheckoutClient } from './client';
import { checkoutTestServer } from './server/test-server';

const s = ownerSuite(checkoutTestServer, { beforeAll, afterAll });

describe('Checkout client (derived from the contract)', () => {
  it('reads and changes the settings on the server', async () => {
    const client = createCheckoutClient(s.t.http(s.owner));
    const before = await client.get();
    const saved = await client.update({ body: { abandoned_timeout: before.abandoned_timeout + 1 } });
    expect(saved.abandoned_timeout).toBe(before.abandoned_timeout + 1);
    await expect(client.update({ body: { abandoned_timeout: 0 } })).rejects.toMatchObject({ status: 422 });
  });
});
