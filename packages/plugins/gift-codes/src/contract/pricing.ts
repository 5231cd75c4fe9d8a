/**
 * The one pricing function of a cart (issue 20): an upsell offer on its lines, coupons, then a
 * gift card, in integer minor units. Pure and zod-free: the redemption endpoints, the upsells
 * area (through this contract) and any storefront price a cart with the same rules.
 */
import { couponPrice, giftCardAmount } from './model';
import type { CouponDiscountLike, CouponPrice, GiftCardDiscountType } from './model';

/** An upsell campaign's offer on a line (upsells contract: spec 3 §9 discount types). */
export interface UpsellOfferLike {
  /** `amount`: minor units off each unit; `percent`: a percent of the line. */
  type: 'amount' | 'percent';
  value: number;
}

/** A cart line: unit price in minor units, a quantity and the upsell offer it takes, if any. */
export interface CartLine {
  price: number;
  quantity: number;
  offer?: UpsellOfferLike | null;
}

/** A gift card as pricing reads it: its kind, its value and what is left of it. */
export interface GiftCardLike {
  discount_type: GiftCardDiscountType;
  discount_value: number;
  /** Minor units left on a value card. */
  balance: number;
}

export interface CartPricingInput {
  lines: readonly CartLine[];
  /** Shipping to pay, in minor units. */
  shipping: number;
  /** Applied in this order, each on what the ones before it left. */
  coupons?: readonly CouponDiscountLike[];
  giftCard?: GiftCardLike | null;
}

export interface CartPrice {
  /** The goods before any discount. */
  subtotal: number;
  /** Each line after its offer, in the input's order. */
  lines: { total: number; upsell_discount: number }[];
  upsell_discount: number;
  /** What each coupon took, in the input's order. */
  coupons: CouponPrice[];
  /** Taken off the goods by the coupons. */
  coupon_discount: number;
  /** Taken off the shipping by the coupons (free shipping). */
  shipping_discount: number;
  /** Paid by the gift card. */
  gift_card_amount: number;
  /** Left to pay: goods and shipping after every discount, never below zero. */
  total: number;
}

const whole = (n: number) => Math.max(0, Math.trunc(n));

/**
 * One line after an upsell offer: `amount` takes `value` off each unit (never more than the
 * unit's price); `percent` takes `value` % of the line, rounded half up to the minor unit (the
 * price the offer advertises), at most 100 %.
 */
function linePrice(line: CartLine): { gross: number; total: number; upsell_discount: number } {
  const price = whole(line.price);
  const quantity = whole(line.quantity);
  const gross = price * quantity;
  if (!line.offer) return { gross, total: gross, upsell_discount: 0 };
  const value = whole(line.offer.value);
  const off =
    line.offer.type === 'amount'
      ? Math.min(price, value) * quantity
      : Math.round((gross * Math.min(100, value)) / 100);
  const taken = Math.min(gross, off);
  return { gross, total: gross - taken, upsell_discount: taken };
}

/**
 * Prices a cart in a fixed order, integer minor units throughout:
 * 1. each line's upsell offer (see `linePrice`: a percent rounds half up);
 * 2. the coupons in turn on the goods left (a percent rounds down) or, free shipping, on the
 *    shipping;
 * 3. the gift card on what is left of goods and shipping (a value card up to its balance, a
 *    percent card rounding down).
 * No step takes more than what is left, so no amount is ever negative, and a gift card never
 * pays more than its balance.
 *
 * @example
 * priceCart({ lines: [{ price: 2500, quantity: 2, offer: { type: 'percent', value: 10 } }], shipping: 500,
 *   coupons: [{ type: 'value_off', value: 1000 }], giftCard: { discount_type: 0, discount_value: 5000, balance: 5000 } });
 * // upsell 500 (goods 4500), coupon 1000 (goods 3500), gift card 4000 (goods and shipping), total 0
 */
export function priceCart(input: CartPricingInput): CartPrice {
  const lines = input.lines.map(linePrice);
  const subtotal = lines.reduce((sum, l) => sum + l.gross, 0);
  const upsell_discount = lines.reduce((sum, l) => sum + l.upsell_discount, 0);
  let goods = subtotal - upsell_discount;
  let shipping = whole(input.shipping);
  const coupons: CouponPrice[] = [];
  for (const coupon of input.coupons ?? []) {
    const price = couponPrice(coupon, goods, shipping);
    goods -= price.discount;
    shipping -= price.shipping_discount;
    coupons.push(price);
  }
  const gift_card_amount = input.giftCard ? giftCardAmount(input.giftCard, goods + shipping) : 0;
  return {
    subtotal,
    lines: lines.map(({ total, upsell_discount: taken }) => ({ total, upsell_discount: taken })),
    upsell_discount,
    coupons,
    coupon_discount: coupons.reduce((sum, c) => sum + c.discount, 0),
    shipping_discount: coupons.reduce((sum, c) => sum + c.shipping_discount, 0),
    gift_card_amount,
    total: goods + shipping - gift_card_amount,
  };
}
