import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ownerSuite } from '@storeroom/server/testing';
import { createGeneralSettingsClient } from './client';

const s = ownerSuite(createTestServer, { beforeAll, afterAll, timeout: 240_000 });

describe(
  'createGeneralSettingsClient (a private app’s view of the store profile)',
  { timeout: 120_000 },
  () => {
    it('reads and writes the store profile of the token’s store', async () => {
      const client = createGeneralSettingsClient(s.t.http(s.owner));
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
