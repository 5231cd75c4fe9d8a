/**
 * The real server in-process for this plugin's admin tests: screens meet the server's actual
 * rules (validation, permissions, sorting), not a fake that restates them. Seeded with the
 * plugin's demo data (`SEED_TEMPLATES`).
 */
import { createTestServer } from '@storeroom/server/testing';
import { csvTemplatesServerPlugin } from './plugin';

export function csvTemplatesTestServer() {
  return createTestServer({ plugins: [csvTemplatesServerPlugin] });
}
