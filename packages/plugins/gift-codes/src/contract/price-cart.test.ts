/**
 * The one pricing function (`priceCart`): upsell offer, coupons, gift card, in minor units.
 * Property tests over random carts, plus the rounding cases worked by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_DISCOUNT_TYPES } from './model';
import type { CouponDiscountLike } from './model';
import { priceCart } from './pricing';
import type { CartLine, GiftCardLike } from './pricing';

const minor = fc.integer({ min: 0, max: 1_000_000 });
const percent = fc.integer({ min: 0, max: 150 });
const offer = fc.option(
  fc.oneof(
    fc.record({ type: fc.constant('amount' as const), value: minor }),
    fc.record({ type: fc.constant('percent' as const), value: percent }),
  ),
  { nil: null },
);
const line: fc.Arbitrary<CartLine> = fc.record({
  price: minor,
  quantity: fc.integer({ min: 0, max: 20 }),
  offer,
});
const coupon: fc.Arbitrary<CouponDiscountLike> = fc.record({
  type: fc.constantFrom(...COUPON_DISCOUNT_TYPES),
  value: fc.oneof(minor, percent),
});
const card: fc.Arbitrary<GiftCardLike> = fc.record({
  discount_type: fc.constantFrom(0 as const, 1 as const, 2 as const),
  discount_value: fc.oneof(minor, percent),
  balance: minor,
});
const cart = fc.record({
  lines: fc.array(line, { maxLength: 6 }),
  shipping: minor,
  coupons: fc.array(coupon, { maxLength: 3 }),
  giftCard: fc.option(card, { nil: null }),
});

describe('priceCart (upsell offer, then coupons, then the gift card)', () => {
  it('never goes negative, stays in whole minor units, and its parts add up to the cart', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const price = priceCart(input);
        const amounts = [
          price.subtotal,
          price.upsell_discount,
          price.coupon_discount,
          price.shipping_discount,
          price.gift_card_amount,
          price.total,
          ...price.coupons.flatMap((c) => [c.discount, c.shipping_discount]),
          ...price.lines.flatMap((l) => [l.total, l.upsell_discount]),
        ];
        for (const amount of amounts) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        expect(
          price.upsell_discount +
            price.coupon_discount +
            price.shipping_discount +
            price.gift_card_amount +
            price.total,
        ).toBe(price.subtotal + input.shipping);
        expect(price.lines.reduce((s, l) => s + l.total + l.upsell_discount, 0)).toBe(price.subtotal);
        if (input.giftCard?.discount_type === 0)
          expect(price.gift_card_amount).toBeLessThanOrEqual(input.giftCard.balance);
        if (!input.giftCard) expect(price.gift_card_amount).toBe(0);
        if (input.coupons.length === 0) expect(price.coupon_discount + price.shipping_discount).toBe(0);
      }),
    );
  });

  it('rounds a percent offer half up and a percent coupon or card down, on odd cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 100 }),
        (price, quantity, pct) => {
          const gross = price * quantity;
          const exact = (gross * pct) / 100;
          const offered = priceCart({
            lines: [{ price, quantity, offer: { type: 'percent', value: pct } }],
            shipping: 0,
          });
          expect(offered.upsell_discount).toBe(Math.floor(exact + 0.5));
          const couponed = priceCart({
            lines: [{ price, quantity }],
            shipping: 0,
            coupons: [{ type: 'percent_off', value: pct }],
          });
          expect(couponed.coupon_discount).toBe(Math.floor(exact));
          const carded = priceCart({
            lines: [{ price, quantity }],
            shipping: 0,
            giftCard: { discount_type: 2, discount_value: pct, balance: 0 },
          });
          expect(carded.gift_card_amount).toBe(Math.floor(exact));
        },
      ),
    );
    // $9.99 at 15 %: 149.85 cents is 150 off as an offer, 149 off as a coupon.
    expect(
      priceCart({ lines: [{ price: 999, quantity: 1, offer: { type: 'percent', value: 15 } }], shipping: 0 }),
    ).toMatchObject({ upsell_discount: 150, total: 849 });
    expect(
      priceCart({
        lines: [{ price: 999, quantity: 1 }],
        shipping: 0,
        coupons: [{ type: 'percent_off', value: 15 }],
      }),
    ).toMatchObject({ coupon_discount: 149, total: 850 });
    // One cent at 50 %: half a cent is one cent off as an offer, nothing as a coupon.
    expect(
      priceCart({ lines: [{ price: 1, quantity: 1, offer: { type: 'percent', value: 50 } }], shipping: 0 })
        .total,
    ).toBe(0);
    expect(
      priceCart({
        lines: [{ price: 1, quantity: 1 }],
        shipping: 0,
        coupons: [{ type: 'percent_off', value: 50 }],
      }).total,
    ).toBe(1);
  });

  it('lets a gift card larger than the total pay all of it and keep the rest of its balance', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 4 }), minor, minor, (lines, shipping, extra) => {
        const due = priceCart({ lines, shipping }).total;
        const price = priceCart({
          lines,
          shipping,
          giftCard: { discount_type: 0, discount_value: due + extra, balance: due + extra },
        });
        expect(price.gift_card_amount).toBe(due);
        expect(price.total).toBe(0);
      }),
    );
    expect(
      priceCart({
        lines: [{ price: 1250, quantity: 1 }],
        shipping: 500,
        giftCard: { discount_type: 0, discount_value: 5000, balance: 5000 },
      }),
    ).toMatchObject({ gift_card_amount: 1750, total: 0 });
  });

  it('applies a coupon and a gift card together: the card pays what the coupon left', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 4 }), minor, coupon, card, (lines, shipping, c, g) => {
        const afterCoupon = priceCart({ lines, shipping, coupons: [c] });
        const both = priceCart({ lines, shipping, coupons: [c], giftCard: g });
        expect(both.coupon_discount).toBe(afterCoupon.coupon_discount);
        expect(both.shipping_discount).toBe(afterCoupon.shipping_discount);
        expect(both.gift_card_amount).toBeLessThanOrEqual(afterCoupon.total);
        expect(both.total).toBe(afterCoupon.total - both.gift_card_amount);
      }),
    );
    // 10 % off $50.00 of goods after a $5.00 offer, then a $20.00 card on goods and shipping.
    expect(
      priceCart({
        lines: [{ price: 2750, quantity: 2, offer: { type: 'amount', value: 250 } }],
        shipping: 500,
        coupons: [{ type: 'percent_off', value: 10 }],
        giftCard: { discount_type: 0, discount_value: 2000, balance: 2000 },
      }),
    ).toEqual({
      subtotal: 5500,
      lines: [{ total: 5000, upsell_discount: 500 }],
      upsell_discount: 500,
      coupons: [{ discount: 500, shipping_discount: 0 }],
      coupon_discount: 500,
      shipping_discount: 0,
      gift_card_amount: 2000,
      total: 3000,
    });
    // Free shipping, then the card: the card pays goods only.
    expect(
      priceCart({
        lines: [{ price: 1000, quantity: 1 }],
        shipping: 700,
        coupons: [{ type: 'free_shipping', value: 0 }],
        giftCard: { discount_type: 0, discount_value: 5000, balance: 5000 },
      }),
    ).toMatchObject({ shipping_discount: 700, gift_card_amount: 1000, total: 0 });
  });
});
