/**
 * The products screens' tests in one place: the real server in-process (the plugin's test
 * server), the owner signed in, the products client as the owner (what the server holds),
 * and a screen rendered in an admin at an address.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createHttpClient } from '@storeroom/core/client';
import type { HttpClient } from '@storeroom/core/client';
import { screenOnServer } from '@storeroom/core/testing';
import { createProductsClient } from '../client';
import { ownerSession, productsTestServer } from '../server/test-server';
import type { TestServer, TestSession } from '../server/test-server';

export interface ProductsTestServer {
  /** The server (ready inside tests and `beforeAll`s registered after the call). */
  readonly t: TestServer;
  /** The demo owner, signed in. */
  readonly owner: TestSession;
  /** The owner's HTTP client on the server. */
  http(): HttpClient;
  /** The products client as the owner: what the server holds after a screen saved. */
  api(): ReturnType<typeof createProductsClient>;
}

/**
 * Starts this plugin's test server for the file (closed after it), with the owner signed in;
 * `fresh` starts a new one for each test (tests that change shared settings).
 */
export function startProductsServer({ fresh = false }: { fresh?: boolean } = {}): ProductsTestServer {
  const state = {} as { t: TestServer; owner: TestSession };
  const start = async () => {
    await state.t?.close();
    state.t = await productsTestServer();
    state.owner = await ownerSession(state.t);
  };
  if (fresh) beforeEach(start);
  else beforeAll(start);
  afterAll(() => state.t?.close());
  const http = () =>
    createHttpClient({
      baseUrl: 'http://t/api/v1',
      tokens: state.owner.tokens.accessToken,
      fetch: state.t.fetch,
    });
  return {
    get t() {
      return state.t;
    },
    get owner() {
      return state.owner;
    },
    http,
    api: () => createProductsClient(http()),
  };
}

export interface RenderScreenOptions {
  /** The admin's address. */
  path: string;
  /** Who is signed in (default: the owner). */
  session?: TestSession;
  /** The admin's fetch (default: the server's; a test may wrap it). */
  fetch?: typeof globalThis.fetch;
}

/** Renders a screen in an admin on the test server (toasts stay until dismissed, as in every test admin). */
export function renderScreen(server: ProductsTestServer, screen: ReactNode, options: RenderScreenOptions) {
  const suite = { t: { fetch: options.fetch ?? server.t.fetch }, owner: server.owner };
  return render(screenOnServer(suite, screen, options.path, { as: options.session }));
}
