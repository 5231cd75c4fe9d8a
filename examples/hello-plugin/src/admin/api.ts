import { createApiFactory, createApiRef, httpApiRef } from '@storeroom/core';
import { createHelloClient, createHelloSettingsClient } from '../client';
import type { HelloClient, HelloSettingsClient } from '../client';

/** The Hello client in the API registry; screens get it with `useApi(helloApiRef)`. */
export const helloApiRef = createApiRef<HelloClient>('plugin.hello');

/** Builds the client on the admin's HTTP transport (bearer token, refresh, errors). */
export const helloApi = createApiFactory(helloApiRef, ({ get }) => createHelloClient(get(httpApiRef)));

/**
 * Added by hand: the settings API, registered under its own ref. The dashboard widget and
 * the settings page read it with `useApi(helloSettingsApiRef)`; tests and stories swap in a
 * fake through the same registry.
 */
export const helloSettingsApiRef = createApiRef<HelloSettingsClient>('plugin.hello.settings');
export const helloSettingsApi = createApiFactory(helloSettingsApiRef, ({ get }) =>
  createHelloSettingsClient(get(httpApiRef)),
);
