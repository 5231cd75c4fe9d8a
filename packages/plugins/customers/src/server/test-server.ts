/**
 * The real server in-process for this plugin's admin tests: screens meet the server's actual
 * rules (validation, permissions, sorting, the export), not a fake that restates them. Seeded
 * with the plugin's demo customers; without the orders plugin (plugins never import each
 * other's server part) a few of them get `SAMPLE_PURCHASES` as their order statistics, so the
 * list's order by last purchase shows.
 */
import { defineServerPlugin } from '@storeroom/server';
import type { FileStorage } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import { customersServerPlugin } from './plugin';
import { SAMPLE_PURCHASES } from './seed-data';
import { customersTable } from './tables';

/** Data only: writes the sample statistics onto the seeded customers of the main store. */
const samplePurchases = defineServerPlugin({
  id: 'customers-sample-purchases',
  async seed({ scope, storeIds }) {
    const customers = scope(customersTable, storeIds[0]!);
    const rows = (await customers.find()).sort((a, b) => a.id - b.id);
    for (const { index, last_purchase, ...figures } of SAMPLE_PURCHASES)
      await customers.update(rows[index]!.id, { ...figures, last_purchase: new Date(last_purchase) });
  },
});

/** `files`: the store exports are written to (a test reads the CSV a mail links to from it). */
export function customersTestServer(options: { files?: FileStorage } = {}) {
  return createTestServer({ plugins: [customersServerPlugin, samplePurchases], ...options });
}
