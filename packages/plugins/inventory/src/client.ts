/**
 * The typed client of the Inventory API. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const items = await createInventoryClient(http).list({ size: 50 });
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ResourceClient } from '@storeroom/core/client';
import type { InventoryInput, InventoryItem } from './schema';

/** Resource path under /api/v1. */
export const INVENTORY_PATH = '/inventory';

export type InventoryClient = ResourceClient<InventoryItem, InventoryInput, Partial<InventoryInput>>;

export function createInventoryClient(http: HttpClient): InventoryClient {
  return createResourceClient<InventoryItem, InventoryInput, Partial<InventoryInput>>(http, INVENTORY_PATH);
}
