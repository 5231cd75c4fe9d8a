import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '@storeroom/core/client';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { createGeneralSettingsClient } from './client';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 240_000);
afterAll(() => t?.close());

describe(
  'createGeneralSettingsClient (a private app’s view of the store profile)',
  { timeout: 120_000 },
  () => {
    it('reads and writes the store profile of the token’s store', async () => {
      const token = await t.login(DEMO_CREDENTIALS.owner);
      const client = createGeneralSettingsClient(
        createHttpClient({ baseUrl: 'http://t/api/v1', tokens: token, fetch: t.fetch }),
      );
      expect(await client.getGeneralSettings({ query: { expand: 's3_folder' } })).toMatchObject({
        subdomain: 'storeroom-demo',
        s3_folder: expect.stringMatching(/\/$/),
      });
      expect(await client.updateGeneralSettings({ body: { order_suffix: 'EU' } })).toMatchObject({
        order_suffix: 'EU',
      });
      await expect(client.updateTimezone({ body: { timezone: 'Nowhere/City' } })).rejects.toMatchObject({
        status: 422,
      });
    });
  },
);
