/**
 * The typed client of the Collections API. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const items = await createCollectionsClient(http).list({ size: 50 });
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ResourceClient } from '@storeroom/core/client';
import type { CollectionsInput, CollectionsItem } from './schema';

/** Resource path under /api/v1. */
export const COLLECTIONS_PATH = '/collections';

export type CollectionsClient = ResourceClient<CollectionsItem, CollectionsInput, Partial<CollectionsInput>>;

export function createCollectionsClient(http: HttpClient): CollectionsClient {
  return createResourceClient<CollectionsItem, CollectionsInput, Partial<CollectionsInput>>(http, COLLECTIONS_PATH);
}
