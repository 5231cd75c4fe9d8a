/**
 * The typed client of the Domains API, DERIVED from the contract: `domains` (the resource) and
 * the domain endpoints (check, buy, renew, ssl, records, dnsCheck, registrar). No React:
 * private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const client = createDomainsClient(http);
 * const check = await client.check({ body: { domain: 'my-shop.com', years: 2 } });
 * if (check.available) await client.buy({ body: { domain: 'my-shop.com', years: 2 } });
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { domainsContract } from './contract';

export type DomainsClient = ContractClient<typeof domainsContract>;

export function createDomainsClient(http: HttpClient): DomainsClient {
  return createClient(domainsContract, http);
}
