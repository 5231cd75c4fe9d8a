/**
 * The real server in-process for this plugin's admin tests: the dashboard server alone (it
 * must make sense without the orders and products plugins: zero orders, no best sellers),
 * seeded with its demo traffic plus `SAMPLE_VISITS` in the main store. The cross-plugin
 * figures (orders, best sellers, the products step) are tested in examples/admin.
 */
import { coreTables, defineServerPlugin } from '@storeroom/server';
import { eq } from '@storeroom/server/drizzle';
import { createTestServer } from '@storeroom/server/testing';
import { dashboardServerPlugin } from './plugin';
import { SAMPLE_VISITS } from './seed-data';
import { visitsTable } from './tables';

export interface DashboardTestServerOptions {
  /** Puts the demo owner's account on trial (the trial promo, spec 2 §9). */
  onTrial?: boolean;
}

/** Data only: the sample sessions in the main store. */
const sampleVisits = defineServerPlugin({
  id: 'dashboard-sample-visits',
  async seed({ scope, storeIds }) {
    await scope(visitsTable, storeIds[0]!).insertMany(SAMPLE_VISITS);
  },
});

/**
 * Data only: the demo owner's account on trial, as sign-up leaves it. A plugin of its own (not
 * an option of the one above): seeded test databases are shared per plugin set.
 */
const ownerOnTrial = defineServerPlugin({
  id: 'dashboard-owner-on-trial',
  async seed({ db, storeIds }) {
    const [store] = await db
      .select({ account_id: coreTables.stores.account_id })
      .from(coreTables.stores)
      .where(eq(coreTables.stores.id, storeIds[0]!));
    await db
      .update(coreTables.accounts)
      .set({ on_trial: true })
      .where(eq(coreTables.accounts.id, store!.account_id));
  },
});

export function dashboardTestServer(options: DashboardTestServerOptions = {}) {
  return createTestServer({
    plugins: [dashboardServerPlugin, sampleVisits, ...(options.onTrial ? [ownerOnTrial] : [])],
  });
}
