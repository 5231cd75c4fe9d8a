/**
 * The real server in-process for this plugin's tests: screens and clients meet the server's
 * actual rules (validation, permissions, the SSL job), not a fake that restates them. Seeded
 * with the plugin's demo data; the sandbox resolver is the test's (`resolver.set(...)`).
 */
import { SUBJECTS } from '@storeroom/core/access';
import { DASHBOARD_SETUP } from '@storeroom/plugin-dashboard/contract';
import { defineServerPlugin } from '@storeroom/server';
import { createTestServer, eventProbe } from '@storeroom/server/testing';
import { createDomainsServerPlugin, createSandboxResolver } from './plugin';

// Reads the setup state as the dashboard does: emits DASHBOARD_SETUP (its contract's event) and
// answers the steps the subscribers marked done. (A plugin's tests may not start another
// plugin's server part.)
const setupProbe = defineServerPlugin({
  id: 'probe',
  routes: [
    eventProbe('/probe/setup', SUBJECTS.dashboard, DASHBOARD_SETUP, () => ({
      done: new Set<string>(),
      installed_apps: new Set<string>(),
    })),
  ],
});

export async function domainsTestServer() {
  const resolver = createSandboxResolver();
  const server = await createTestServer({ plugins: [createDomainsServerPlugin({ resolver }), setupProbe] });
  return Object.assign(server, { resolver });
}
export type DomainsTestServer = Awaited<ReturnType<typeof domainsTestServer>>;
