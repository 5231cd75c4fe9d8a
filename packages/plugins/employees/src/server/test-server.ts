/**
 * The real server in-process for this plugin's admin tests: screens meet the core server's
 * actual rules (validation, owner-only employees, private-app access caps), not a fake.
 */
import { createTestServer } from '@storeroom/server/testing';
import type { ServerPlugin } from '@storeroom/server';
import { employeesServerPlugin } from './plugin';

export function employeesTestServer(plugins: readonly ServerPlugin[] = []) {
  return createTestServer({ plugins: [employeesServerPlugin, ...plugins] });
}
