/**
 * The typed client of the Gift codes API, DERIVED from the contract: `coupons` and
 * `giftCards` (the resources) and the `redeemCoupons` / `redeemGiftCard` endpoints. No React:
 * private apps and scripts (a checkout) use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const client = createGiftCodesClient(http);
 * const price = await client.redeemCoupons({ body: { codes: ['WELCOME10'], order_total: 4500 } });
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { giftCodesContract } from './contract';

export type GiftCodesClient = ContractClient<typeof giftCodesContract>;

export function createGiftCodesClient(http: HttpClient): GiftCodesClient {
  return createClient(giftCodesContract, http);
}
