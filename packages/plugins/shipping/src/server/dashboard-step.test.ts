import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECTS } from '@storeroom/core/access';
import { DASHBOARD_SETUP } from '@storeroom/plugin-dashboard/contract';
import { DEMO_CREDENTIALS, defineServerPlugin } from '@storeroom/server';
import { createTestServer, eventProbe } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import type { ShippingZone } from '../contract';
import { shippingServerPlugin } from './plugin';

// Reads the setup state as the dashboard does: emits DASHBOARD_SETUP (its contract's event)
// and answers the steps the subscribers marked done. (A plugin's tests may not start another
// plugin's server part; the dashboard's own tests cover how it shows the steps.)
const probe = defineServerPlugin({
  id: 'probe',
  routes: [
    eventProbe('/probe/setup', SUBJECTS.dashboard, DASHBOARD_SETUP, () => ({
      done: new Set<string>(),
      installed_apps: new Set<string>(),
    })),
  ],
});

let t: TestServer;
let owner: string;
beforeAll(async () => {
  t = await createTestServer({ plugins: [shippingServerPlugin, probe] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

async function done(): Promise<string[]> {
  const res = await t.request('GET', '/probe/setup', { token: owner });
  expect(res.status).toBe(200);
  return ((await res.json()) as { done: string[] }).done;
}

describe('The dashboard’s "Set up shipping" step (DASHBOARD_SETUP)', () => {
  it('is done while the store has a shipping zone', async () => {
    expect(await done()).toEqual(['shipping']);
    const zones = (await (
      await t.request('GET', '/settings/shipping?size=200', { token: owner })
    ).json()) as {
      items: ShippingZone[];
    };
    const deleted = await t.request('POST', '/settings/shipping/delete', {
      token: owner,
      body: { ids: zones.items.map((zone) => zone.id) },
    });
    expect(deleted.status).toBe(200);
    expect(await done()).toEqual([]);
    const created = await t.request('POST', '/settings/shipping', {
      token: owner,
      body: { name: 'Anywhere', rate: 0, regions: [{ country: 'FR' }] },
    });
    expect(created.status).toBe(201);
    expect(await done()).toEqual(['shipping']);
  });
});
