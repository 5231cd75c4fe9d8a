/**
 * The collections screens' tests in one place: the real server in-process (the plugin's test
 * server) with the owner signed in, the collections client as the owner (what the server holds),
 * and a screen rendered in an admin at an address.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import { screenOnServer } from '@storeroom/core/testing';
import { createCollectionsClient } from '../client';
import { collectionsTestServer, ownerSuite } from '../server/test-server';
import type { OwnerSuite, TestSession } from '../server/test-server';

export interface CollectionsTestServer extends OwnerSuite {
  /** The collections client as the owner. */
  api(): ReturnType<typeof createCollectionsClient>;
}

/** Starts this plugin's test server for the file (closed after it), with the owner signed in. */
export function startCollectionsServer(): CollectionsTestServer {
  const suite = ownerSuite(collectionsTestServer, { beforeAll, afterAll });
  return Object.assign(suite, { api: () => createCollectionsClient(suite.t.http(suite.owner)) });
}

/** Renders a screen in an admin on the test server, signed in as `session` (default: the owner). */
export function renderScreen(
  server: CollectionsTestServer,
  screen: ReactNode,
  path: string,
  session?: TestSession,
) {
  return render(screenOnServer(server, screen, path, { as: session }));
}
