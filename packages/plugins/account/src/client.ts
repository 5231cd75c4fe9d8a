/**
 * The typed client of the Account API, DERIVED from the contract (spec 1 §7 "Account and
 * billing", "Cancel flow", "Contact"). The profile, photo, signature, pause and delete calls
 * are the core server's: `createClient(coreContract, http)`. No React: scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const { items } = await createAccountClient(http).listInvoices({ query: { year: 2026 } });
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { accountContract } from './contract';

export type AccountClient = ContractClient<typeof accountContract>;

export function createAccountClient(http: HttpClient): AccountClient {
  return createClient(accountContract, http);
}
