import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '@storeroom/core/client';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { createTaxesClient } from './client';
import { taxesTestServer } from './server/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await taxesTestServer();
});
afterAll(() => t.close());

describe('Taxes client (derived from the contract)', () => {
  it('lists, creates and reads the used pairs on the server', async () => {
    const token = await t.login(DEMO_CREDENTIALS.owner);
    const client = createTaxesClient(
      createHttpClient({ baseUrl: 'http://x/api/v1', tokens: token, fetch: t.fetch }),
    );
    const created = await client.taxes.create({ country: 'IT', tax: 22 });
    expect(created).toMatchObject({ country: 'IT', state: null, tax: 22 });
    const { items } = await client.usedRegions();
    expect(items).toContainEqual({ id: created.id, country: 'IT', state: null });
    await expect(client.taxes.create({ country: 'IT', tax: 10 })).rejects.toMatchObject({ status: 422 });
  });
});
