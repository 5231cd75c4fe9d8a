import { createApiFactory, createApiRef, httpApiRef } from '@storeroom/core';
import { createCollectionsClient } from '../client';
import type { CollectionsClient } from '../client';

/** The Collections client in the API registry; screens get it with `useApi(collectionsApiRef)`. */
export const collectionsApiRef = createApiRef<CollectionsClient>('plugin.collections');

/** Builds the client on the admin's HTTP transport (bearer token, refresh, errors). */
export const collectionsApi = createApiFactory(collectionsApiRef, ({ get }) =>
  createCollectionsClient(get(httpApiRef)),
);
