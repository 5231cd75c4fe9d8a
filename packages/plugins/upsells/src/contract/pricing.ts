/**
 * The upsell discount on a cart line: pure, shared by the server and any storefront. The math
 * is the store's one pricing function (`priceCart` of the gift codes contract: upsell offer,
 * coupons, gift card, issue 20); this is its upsell step on one line.
 */
import { priceCart } from '@storeroom/plugin-gift-codes/contract';
import type { UpsellDiscountType } from './model';

/** A cart line: unit price in integer minor units and a quantity. */
export interface UpsellCartLine {
  price: number;
  quantity: number;
}

/** What a line costs after a campaign's discount, and the discount taken. */
export interface UpsellLinePrice {
  total: number;
  discount: number;
}

/**
 * Applies a campaign's discount to one cart line (integer minor units throughout).
 * `amount` takes `value` off each unit; `percent` takes `value` % of the line, rounded half up
 * to the minor unit. The total never goes below zero and a discount never adds money.
 *
 * @example
 * applyUpsellDiscount({ price: 2500, quantity: 2 }, { type: 'percent', value: 10 }); // { total: 4500, discount: 500 }
 */
export function applyUpsellDiscount(
  line: UpsellCartLine,
  discount: { type: UpsellDiscountType; value: number },
): UpsellLinePrice {
  const [priced] = priceCart({ lines: [{ ...line, offer: discount }], shipping: 0 }).lines;
  return { total: priced!.total, discount: priced!.upsell_discount };
}
