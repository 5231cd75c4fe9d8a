import { createApiFactory, createApiRef, httpApiRef } from '@storeroom/core';
import { createHelloClient } from '../client';
import type { HelloClient } from '../client';

/** The Hello client in the API registry; screens get it with `useApi(helloApiRef)`. */
export const helloApiRef = createApiRef<HelloClient>('plugin.hello');

/** Builds the client on the admin's HTTP transport (bearer token, refresh, errors). */
export const helloApi = createApiFactory(helloApiRef, ({ get }) => createHelloClient(get(httpApiRef)));
