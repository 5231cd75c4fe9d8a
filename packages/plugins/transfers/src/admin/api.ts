import { createApiFactory, createApiRef, httpApiRef } from '@storeroom/core';
import { createTransfersClient } from '../client';
import type { TransfersClient } from '../client';

/** The Transfers client in the API registry; screens get it with `useApi(transfersApiRef)`. */
export const transfersApiRef = createApiRef<TransfersClient>('plugin.transfers');

/** Builds the client on the admin's HTTP transport (bearer token, refresh, errors). */
export const transfersApi = createApiFactory(transfersApiRef, ({ get }) =>
  createTransfersClient(get(httpApiRef)),
);
