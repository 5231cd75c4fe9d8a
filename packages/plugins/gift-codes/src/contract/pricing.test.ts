import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUPON_DISCOUNT_TYPES,
  addDays,
  campaignCardValue,
  campaignExpiry,
  campaignTriggerMatches,
  couponPrice,
  generateCode,
  giftCardAmount,
  rulesMatch,
} from './model';
import type { CouponRuleLike } from './model';

const minor = fc.integer({ min: 0, max: 10_000_000 });

describe('pricing (the rules the redemption endpoints apply)', () => {
  it('never takes more than what is left: goods and shipping stay at or above zero', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            type: fc.constantFrom(...COUPON_DISCOUNT_TYPES),
            value: fc.integer({ min: 0, max: 1_000_000 }),
          }),
          {
            maxLength: 5,
          },
        ),
        minor,
        minor,
        (coupons, order, shippingTotal) => {
          let goods = order;
          let shipping = shippingTotal;
          for (const coupon of coupons) {
            const price = couponPrice(coupon, goods, shipping);
            expect(Number.isInteger(price.discount) && Number.isInteger(price.shipping_discount)).toBe(true);
            goods -= price.discount;
            shipping -= price.shipping_discount;
            expect(goods).toBeGreaterThanOrEqual(0);
            expect(shipping).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('takes a percent rounded down, a value in full when the goods allow, and the shipping for free shipping', () => {
    expect(couponPrice({ type: 'percent_off', value: 15 }, 999, 500)).toEqual({
      discount: 149,
      shipping_discount: 0,
    });
    expect(couponPrice({ type: 'value_off', value: 500 }, 2000, 500)).toEqual({
      discount: 500,
      shipping_discount: 0,
    });
    expect(couponPrice({ type: 'value_off', value: 5000 }, 2000, 500)).toEqual({
      discount: 2000,
      shipping_discount: 0,
    });
    expect(couponPrice({ type: 'free_shipping', value: 0 }, 2000, 500)).toEqual({
      discount: 0,
      shipping_discount: 500,
    });
  });

  it('pays with a gift card at most its balance and at most the total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1, 2),
        fc.integer({ min: 1, max: 100 }),
        minor,
        minor,
        (type, percent, balance, total) => {
          const card = {
            discount_type: type as 0 | 1 | 2,
            discount_value: type === 0 ? balance : percent,
            balance,
          };
          const amount = giftCardAmount(card, total);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(total);
          if (type === 0) expect(amount).toBeLessThanOrEqual(balance);
        },
      ),
    );
  });

  it('matches rules: all must hold; a product rule holds when one product does', () => {
    const rules: CouponRuleLike[] = [
      { type: 'order_total', condition: 'greater', value: '5000' },
      { type: 'product_title', condition: 'starts_with', value: 'blue' },
    ];
    const order = { order_total: 6000, product_titles: ['Red Mug', 'Blue Shirt'], customer_name: 'Ann' };
    expect(rulesMatch(rules, order)).toBe(true);
    expect(rulesMatch(rules, { ...order, order_total: 5000 })).toBe(false);
    expect(rulesMatch([{ type: 'product_title', condition: 'not_contains', value: 'mug' }], order)).toBe(
      false,
    );
    expect(rulesMatch([{ type: 'customer_title', condition: 'is_exactly', value: 'ann' }], order)).toBe(true);
  });

  it('generates 9 random alphanumeric characters by default (spec 3 §5)', () => {
    const codes = Array.from({ length: 200 }, () => generateCode());
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{9}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives a campaign card: a value, a percent of the order capped by the maximum, or a percent card', () => {
    fc.assert(
      fc.property(
        minor,
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 100_000 }),
        (total, pct, max) => {
          const card = campaignCardValue({ type: 1, value: pct, max_value: max }, total);
          expect(card.discount_type).toBe(0);
          expect(card.discount_value).toBeGreaterThanOrEqual(0);
          expect(card.discount_value).toBeLessThanOrEqual(total);
          if (max > 0) expect(card.discount_value).toBeLessThanOrEqual(max);
        },
      ),
    );
    expect(campaignCardValue({ type: 0, value: 1000, max_value: 0 }, 99)).toEqual({
      discount_type: 0,
      discount_value: 1000,
    });
    expect(campaignCardValue({ type: 2, value: 15, max_value: 0 }, 99)).toEqual({
      discount_type: 2,
      discount_value: 15,
    });
    const order = { total: 5000, items: [{ product_id: 7, is_giftcard: false }] };
    expect(campaignTriggerMatches({ type: 'order_total', min_total: 5000, products: [] }, order)).toBe(true);
    expect(campaignTriggerMatches({ type: 'order_total', min_total: 5001, products: [] }, order)).toBe(false);
    expect(campaignTriggerMatches({ type: 'products', min_total: 0, products: [3, 7] }, order)).toBe(true);
    expect(campaignTriggerMatches({ type: 'products', min_total: 0, products: [3] }, order)).toBe(false);
  });

  it('dates a campaign card: days after issue (across months and years) or the campaign date', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(campaignExpiry({ type: 0, days: 1, date: null }, '2026-01-31')).toBe('2026-02-01');
    expect(campaignExpiry({ type: 1, days: 1, date: '2099-06-30' }, '2026-01-31')).toBe('2099-06-30');
  });
});
