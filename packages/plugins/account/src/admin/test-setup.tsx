/**
 * The account screens' tests in one place: the real server in-process (the plugin's test
 * server at its fixed clock), the owner signed in, and a screen rendered in an admin at an
 * address. Test files call `startAccountServer()` at the top and `renderScreen(...)` per test.
 */
import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import type { HttpClient } from '@storeroom/core/client';
import { screenOnServer } from '@storeroom/core/testing';
import { accountTestServer, ownerSuite } from '../server/test-server';
import type { OwnerSuite, TestSession } from '../server/test-server';

// The real server answers in-process: on a loaded machine an answer can take seconds. Waits
// are for what the user sees; this limit is only for a hang.
configure({ asyncUtilTimeout: 60_000 });

export type AccountTestServer = OwnerSuite;

/** Starts this plugin's test server for the file (closed after it), with the owner signed in. */
export function startAccountServer(): AccountTestServer {
  const suite = ownerSuite(accountTestServer);
  beforeAll(suite.start);
  afterAll(suite.close);
  return suite;
}

export interface RenderScreenOptions {
  /** Who is signed in (default: the owner). */
  session?: TestSession;
  /** The admin's address. */
  path: string;
  /** Answers instead of the server (a failing provider). */
  http?: HttpClient;
}

/**
 * Renders a screen in an admin on the test server. Core's test admin keeps toasts until they
 * are dismissed (a busy machine may draw late).
 */
export function renderScreen(server: AccountTestServer, screen: ReactNode, options: RenderScreenOptions) {
  return render(screenOnServer(server, screen, options.path, { as: options.session, http: options.http }));
}
