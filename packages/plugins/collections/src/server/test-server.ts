/**
 * The real server in-process for this plugin's admin tests: screens meet the server's actual
 * rules (validation, unique urls, uploads, permissions), not a fake that restates them.
 * Collections alone, as a store without the products area: no product is offered or matched
 * (a consumer without its provider). Collections with real products are tested in
 * `examples/admin`, where both plugins are assembled.
 */
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { collectionsServerPlugin } from './plugin';

export async function collectionsTestServer(): Promise<TestServer> {
  const t = await createTestServer({ plugins: [collectionsServerPlugin] });
  return t;
}

export { ownerSuite } from '@storeroom/server/testing';
export type { OwnerSuite, TestServer, TestSession } from '@storeroom/server/testing';
