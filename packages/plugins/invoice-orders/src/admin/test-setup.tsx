/**
 * The invoice screens' tests in one place: the real server in-process (this plugin's test
 * server), the owner signed in, the invoices as the server holds them, and a screen rendered
 * in an admin at an address. Test files call `startInvoiceServer()` at the top.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import type { HttpClient } from '@storeroom/core/client';
import { screenOnServer } from '@storeroom/core/testing';
import { createInvoiceOrdersClient } from '../client';
import type { AddressInput } from '../contract';
import { invoiceOrdersTestServer, ownerSuite } from '../server/test-server';
import type { OwnerSuite, TestSession } from '../server/test-server';

/** How long a test waits for the first answer of a busy in-process server. */
export const SLOW = { timeout: 5000 };

export interface InvoiceTestServer extends OwnerSuite {
  /** The invoices as the server holds them, read and written as the owner. */
  client(): ReturnType<typeof createInvoiceOrdersClient>;
}

/** Starts this plugin's test server for the file (closed after it), with the owner signed in. */
export function startInvoiceServer(): InvoiceTestServer {
  const suite = ownerSuite(invoiceOrdersTestServer, { beforeAll, afterAll });
  return Object.assign(suite, { client: () => createInvoiceOrdersClient(suite.t.http(suite.owner)) });
}

/** Renders a screen in an admin on the test server, signed in as `session` (default: the owner). */
export function renderScreen(
  server: InvoiceTestServer,
  screen: ReactNode,
  options: { path: string; session?: TestSession; http?: HttpClient },
) {
  return render(screenOnServer(server, screen, options.path, { as: options.session, http: options.http }));
}

/** Gives invoice `id` Grace Hopper's shipping address in San Francisco, with `more` of its fields. */
export async function addShippingAddress(
  server: InvoiceTestServer,
  id: number,
  more: Partial<AddressInput> = {},
) {
  await server.client().createAddress({
    params: { id },
    body: {
      shipping: {
        first_name: 'Grace',
        last_name: 'Hopper',
        street: '100 Market Street',
        city: 'San Francisco',
        ...more,
      },
    },
  });
}
