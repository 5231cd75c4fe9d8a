/**
 * The typed client of the store profile, DERIVED from core's contract (the general settings
 * are core data): its five endpoints only. No React: private apps and scripts use it in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const settings = createGeneralSettingsClient(http);
 * const { timezone } = await settings.getGeneralSettings();
 * await settings.updateGeneralSettings({ body: { order_suffix: 'EU' } });
 */
import { createClient, defineContract, storeSettingsEndpoints } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';

const storeProfileContract = defineContract({ id: 'core', endpoints: storeSettingsEndpoints });

export type GeneralSettingsClient = ContractClient<typeof storeProfileContract>;

export function createGeneralSettingsClient(http: HttpClient): GeneralSettingsClient {
  return createClient(storeProfileContract, http);
}
