import { createApiFactory, createApiRef, httpApiRef } from '@storeroom/core';
import { createAccountClient } from '../client';
import type { AccountClient } from '../client';

/** The Account client in the API registry; screens get it with `useApi(accountClientRef)`. */
export const accountClientRef = createApiRef<AccountClient>('plugin.account');

/** Builds the client on the admin's HTTP transport (bearer token, refresh, errors). */
export const accountClientApi = createApiFactory(accountClientRef, ({ get }) =>
  createAccountClient(get(httpApiRef)),
);
