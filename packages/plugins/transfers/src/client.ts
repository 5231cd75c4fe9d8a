/**
 * The typed client of the Transfers API. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const items = await createTransfersClient(http).list({ size: 50 });
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ResourceClient } from '@storeroom/core/client';
import type { TransfersInput, TransfersItem } from './schema';

/** Resource path under /api/v1. */
export const TRANSFERS_PATH = '/transfers';

export type TransfersClient = ResourceClient<TransfersItem, TransfersInput, Partial<TransfersInput>>;

export function createTransfersClient(http: HttpClient): TransfersClient {
  return createResourceClient<TransfersItem, TransfersInput, Partial<TransfersInput>>(http, TRANSFERS_PATH);
}
