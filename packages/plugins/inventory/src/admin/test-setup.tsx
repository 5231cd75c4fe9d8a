/**
 * The inventory screens' tests in one place: the real server in-process (the plugin's test
 * server) with the owner signed in, the inventory client as the owner (what the server holds),
 * and a screen rendered in an admin at an address.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import { screenOnServer } from '@storeroom/core/testing';
import { createInventoryClient } from '../client';
import { inventoryTestServer, ownerSuite } from '../server/test-server';
import type { OwnerSuite, TestSession } from '../server/test-server';

export interface InventoryTestServer extends OwnerSuite {
  /** The inventory client as the owner. */
  api(): ReturnType<typeof createInventoryClient>;
}

/** Starts this plugin's test server for the file (closed after it), with the owner signed in. */
export function startInventoryServer(): InventoryTestServer {
  const suite = ownerSuite(inventoryTestServer, { beforeAll, afterAll });
  return Object.assign(suite, { api: () => createInventoryClient(suite.t.http(suite.owner)) });
}

/** Renders a screen in an admin on the test server, signed in as `session` (default: the owner). */
export function renderScreen(
  server: InventoryTestServer,
  screen: ReactNode,
  path: string,
  session?: TestSession,
) {
  return render(screenOnServer(server, screen, path, { as: session }));
}
