import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { generalSettingsServerPlugin } from './plugin';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ plugins: [generalSettingsServerPlugin] });
}, 240_000);
afterAll(() => t?.close());

describe('generalSettingsServerPlugin', { timeout: 120_000 }, () => {
  it('starts with the server and the store profile is answered (by core)', async () => {
    const token = await t.login(DEMO_CREDENTIALS.owner);
    const res = await t.request('GET', '/settings/general', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ subdomain: 'storeroom-demo' });
  });
});
