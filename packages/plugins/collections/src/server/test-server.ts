/**
 * The real server in-process for this plugin's admin tests: screens meet the server's actual
 * rules (validation, unique urls, permissions), not a fake that restates them. Collections
 * alone, as a store without the products area: no product is offered or matched (a consumer
 * without its provider). Collections with real products are tested in `examples/admin`.
 */
import { createTestServer } from '@storeroom/server/testing';
import { collectionsServerPlugin } from './plugin';

export function collectionsTestServer() {
  return createTestServer({ plugins: [collectionsServerPlugin] });
}
