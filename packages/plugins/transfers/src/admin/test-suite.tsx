/**
 * Admin tests of this plugin on the real server in-process: one transfers test server per
 * test file with the demo owner signed in and the sample transfers made (closed after), and a
 * render of a screen inside an admin on it. Data only: every rule is the server's.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll } from 'vitest';
import { screenOnServer } from '@storeroom/core/testing';
import { transfersTestServerWithSamples } from '../server/test-server';
import type { SampleTransfers, TestServer, TestSession } from '../server/test-server';

export interface TransfersAdminSuite {
  /** The server (set once the suite's `beforeAll` ran). */
  t: TestServer;
  /** The demo owner, signed in. */
  owner: TestSession;
  sample: SampleTransfers;
}

/** Registers the file's hooks; read `s.t`, `s.owner` and `s.sample` inside tests. */
export function transfersAdminSuite(): TransfersAdminSuite {
  const suite = {} as TransfersAdminSuite;
  beforeAll(async () => {
    Object.assign(suite, await transfersTestServerWithSamples());
  });
  afterAll(() => suite.t?.close());
  return suite;
}

/** Renders `screen` inside an admin on the suite's server at `path`, as `session` (default the owner). */
export function renderScreen(
  suite: TransfersAdminSuite,
  screen: ReactNode,
  path: string,
  session?: TestSession,
) {
  return render(screenOnServer(suite, screen, path, { as: session }));
}
