/**
 * The upsell discount on a cart line: pure, zod-free, shared by the server and any storefront.
 */
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
  const price = Math.max(0, Math.trunc(line.price));
  const quantity = Math.max(0, Math.trunc(line.quantity));
  const gross = price * quantity;
  const value = Math.max(0, Math.trunc(discount.value));
  const off =
    discount.type === 'amount'
      ? Math.min(price, value) * quantity
      : Math.round((gross * Math.min(100, value)) / 100);
  const taken = Math.min(gross, off);
  return { total: gross - taken, discount: taken };
}
