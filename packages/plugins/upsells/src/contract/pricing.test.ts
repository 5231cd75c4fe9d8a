import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPSELL_DISCOUNT_TYPES, applyUpsellDiscount, fillUpsellPlaceholders, isUpsellActive } from '.';

const line = fc.record({
  price: fc.integer({ min: 0, max: 10_000_000 }),
  quantity: fc.integer({ min: 0, max: 1000 }),
});
const discount = fc.record({
  type: fc.constantFrom(...UPSELL_DISCOUNT_TYPES),
  value: fc.integer({ min: -1000, max: 20_000_000 }),
});

describe('applyUpsellDiscount (a campaign’s discount on a cart line)', () => {
  it('never goes below zero, never adds money, and total + discount is the line', () => {
    fc.assert(
      fc.property(line, discount, (l, d) => {
        const { total, discount: taken } = applyUpsellDiscount(l, d);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(taken).toBeGreaterThanOrEqual(0);
        expect(total + taken).toBe(l.price * l.quantity);
        expect(Number.isInteger(total)).toBe(true);
      }),
    );
  });

  it('takes more for a bigger discount of the same type (monotone)', () => {
    fc.assert(
      fc.property(
        line,
        fc.constantFrom(...UPSELL_DISCOUNT_TYPES),
        fc.nat(20_000),
        fc.nat(20_000),
        (l, type, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(applyUpsellDiscount(l, { type, value: low }).discount).toBeLessThanOrEqual(
            applyUpsellDiscount(l, { type, value: high }).discount,
          );
        },
      ),
    );
  });

  it('computes the examples people check by hand', () => {
    expect(applyUpsellDiscount({ price: 2500, quantity: 2 }, { type: 'percent', value: 10 })).toEqual({
      total: 4500,
      discount: 500,
    });
    expect(applyUpsellDiscount({ price: 300, quantity: 3 }, { type: 'amount', value: 500 })).toEqual({
      total: 0,
      discount: 900,
    });
    expect(applyUpsellDiscount({ price: 999, quantity: 1 }, { type: 'percent', value: 150 })).toEqual({
      total: 0,
      discount: 999,
    });
  });
});

describe('campaign rules of the contract', () => {
  it('fills both placeholders wherever they appear', () => {
    expect(
      fillUpsellPlaceholders('{discount_value} off, {expires} left ({discount_value})', {
        discount_value: '15%',
        expires: '14:59',
      }),
    ).toBe('15% off, 14:59 left (15%)');
  });

  it('makes a one-click upsell active only when published with a step (spec 3 §4)', () => {
    expect(isUpsellActive({ type: 'storewide', is_draft: false, upsell_steps: [] })).toBe(true);
    expect(isUpsellActive({ type: 'storewide', is_draft: true, upsell_steps: [] })).toBe(false);
    expect(isUpsellActive({ type: 'one-click-upsell', is_draft: false, upsell_steps: [] })).toBe(false);
    expect(isUpsellActive({ type: 'one-click-upsell', is_draft: false, upsell_steps: [{}] })).toBe(true);
  });
});
