import { createApiFactory, createApiRef, httpApiRef } from '@storeroom/core';
import { createAccountClient } from '../client';
import type { AccountClient } from '../client';

/** The Account client in the API registry; screens get it with `useApi(accountApiRef)`. */
export const accountApiRef = createApiRef<AccountClient>('plugin.account');

/** Builds the client on the admin's HTTP transport (bearer token, refresh, errors). */
export const accountApi = createApiFactory(accountApiRef, ({ get }) => createAccountClient(get(httpApiRef)));
