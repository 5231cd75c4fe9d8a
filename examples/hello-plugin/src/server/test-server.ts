/**
 * The real server in-process for this plugin's tests: screens and clients meet the server's
 * actual rules (validation, permissions, sorting), not a fake that restates them. Seeded with
 * the plugin's demo data, with the customers plugin whose contract Hello reads (the real
 * provider of `CUSTOMER_DIRECTORY` and of the `/customers` resource the editor searches).
 */
import { customersServerPlugin } from '@storeroom/plugin-customers/server';
import { createTestServer } from '@storeroom/server/testing';
import { helloServerPlugin } from './plugin';

export function helloTestServer() {
  return createTestServer({ plugins: [customersServerPlugin, helloServerPlugin] });
}
