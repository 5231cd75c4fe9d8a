/**
 * The typed client of the Account API. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const items = await createAccountClient(http).list({ size: 50 });
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ResourceClient } from '@storeroom/core/client';
import type { AccountInput, AccountItem } from './schema';

/** Resource path under /api/v1. */
export const ACCOUNT_PATH = '/account';

export type AccountClient = ResourceClient<AccountItem, AccountInput, Partial<AccountInput>>;

export function createAccountClient(http: HttpClient): AccountClient {
  return createResourceClient<AccountItem, AccountInput, Partial<AccountInput>>(http, ACCOUNT_PATH);
}
