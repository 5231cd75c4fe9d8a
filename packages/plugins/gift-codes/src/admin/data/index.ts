/** The Gift codes data hooks, DERIVED from the contract: screens never fetch. */
import { resourceHooks } from '@storeroom/core';
import { giftCodesContract } from '../../contract';

/** The `coupons` resource: list, search, item, create, update, remove, bulk (query keys included). */
export const coupons = resourceHooks(giftCodesContract, 'coupons');

/** The `giftCards` resource (issued gift cards). */
export const giftCards = resourceHooks(giftCodesContract, 'giftCards');

/** The `giftCampaigns` resource (gift card campaigns). */
export const giftCampaigns = resourceHooks(giftCodesContract, 'giftCampaigns');
