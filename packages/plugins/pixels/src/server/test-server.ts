/**
 * The real server in-process for this plugin's tests: screens and clients meet the server's
 * actual rules (validation, permissions, sorting), not a fake that restates them. Seeded with
 * the plugin's demo data. Add the server parts of the plugins whose contract you use.
 */
import { createTestServer } from '@storeroom/server/testing';
import { pixelsServerPlugin } from './plugin';

export function pixelsTestServer() {
  return createTestServer({ plugins: [pixelsServerPlugin] });
}
