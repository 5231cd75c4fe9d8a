import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from '@storeroom/core/format';
import { defaultRefund, fulfilmentStatusOf, PAID_STATUS, paidStatusOf, refundProblem } from '../contract';
import { statusOfItems } from './orders';

const item = (quantity: number, sent: number, shipped: number) => ({
  quantity,
  sent_quantity: sent,
  shipped_quantity: shipped,
});

describe('fulfilment status from item quantities (spec 2 §4, codes 0-5)', () => {
  it.each([
    ['nothing sent', [item(2, 0, 0), item(1, 0, 0)], 0],
    ['some sent', [item(2, 1, 0), item(1, 0, 0)], 1],
    ['one line sent, one not', [item(2, 2, 0), item(1, 0, 0)], 1],
    ['all sent', [item(2, 2, 0), item(1, 1, 0)], 2],
    ['some shipped, not all sent', [item(2, 2, 1), item(1, 0, 0)], 3],
    ['all sent, some shipped', [item(2, 2, 1), item(1, 1, 0)], 4],
    ['all shipped', [item(2, 2, 2), item(1, 1, 1)], 5],
  ])('%s', (_label, items, expected) => {
    expect(statusOfItems(items)).toBe(expected);
  });

  it('a gift card counts as delivered once sent: the order can be Shipped', () => {
    const card = { quantity: 1, sent_quantity: 1, shipped_quantity: 0, is_giftcard: true };
    const tent = { quantity: 2, sent_quantity: 2, shipped_quantity: 2 };
    expect(statusOfItems([card, tent])).toBe(5);
    expect(statusOfItems([{ ...card, sent_quantity: 0 }, tent])).toBe(3);
    expect(statusOfItems([card])).toBe(5);
  });

  it('an order without lines is not fulfilled', () => {
    expect(fulfilmentStatusOf({ ordered: 0, sent: 0, shipped: 0 })).toBe(0);
  });
});

describe('paid status after refunds', () => {
  it('paid → partially refunded → refunded; not paid stays not paid', () => {
    expect(paidStatusOf({ paid: PAID_STATUS.paid, total: 100, refunded: 0 })).toBe(PAID_STATUS.paid);
    expect(paidStatusOf({ paid: PAID_STATUS.paid, total: 100, refunded: 40 })).toBe(
      PAID_STATUS.partiallyRefunded,
    );
    expect(paidStatusOf({ paid: PAID_STATUS.partiallyRefunded, total: 100, refunded: 100 })).toBe(
      PAID_STATUS.refunded,
    );
    expect(paidStatusOf({ paid: PAID_STATUS.notPaid, total: 100, refunded: 0 })).toBe(PAID_STATUS.notPaid);
  });

  it('the default refund is total minus refunded in minor units, so whole cents (spec 2 §5)', () => {
    expect(defaultRefund({ total: 10010, refunded: 3333 })).toBe(6677);
    expect(defaultRefund({ total: 1000, refunded: 1000 })).toBe(0);
  });
});

describe('refund arithmetic on integer minor units (properties)', () => {
  const order = fc
    .integer({ min: 0, max: 1e11 })
    .chain((total) => fc.record({ total: fc.constant(total), refunded: fc.integer({ min: 0, max: total }) }));

  it('refunds accepted one after another never exceed the total; the default refund takes exactly the rest', () => {
    fc.assert(
      fc.property(order, fc.array(fc.integer({ min: -100, max: 1e11 }), { maxLength: 20 }), (start, asks) => {
        let refunded = start.refunded;
        for (const ask of asks) {
          const left = defaultRefund({ total: start.total, refunded });
          if (refundProblem(ask, left) === null) refunded += ask;
          expect(refunded).toBeLessThanOrEqual(start.total);
        }
        const rest = defaultRefund({ total: start.total, refunded });
        expect(rest).toBeGreaterThanOrEqual(0);
        if (rest > 0) expect(refundProblem(rest, rest)).toBeNull();
        expect(refunded + rest).toBe(start.total);
        const paid = paidStatusOf({ paid: PAID_STATUS.paid, total: start.total, refunded: refunded + rest });
        expect(paid === PAID_STATUS.refunded || start.total === 0 || refunded + rest === 0).toBe(true);
      }),
    );
  });

  it('refuses fractions, zero and negatives of minor units, and anything over what is left', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.integer({ min: 0, max: 1e9 }), (ask, left) => {
        const problem = refundProblem(ask, left);
        if (!Number.isSafeInteger(ask) || ask <= 0) expect(problem).toBe('positive');
        else expect(problem).toBe(ask > left ? 'tooLarge' : null);
      }),
    );
  });

  it('a refund split across order lines by their amounts sums to the refund, no line over its amount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1e7 }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lines, share) => {
          const total = lines.reduce((s, l) => s + l, 0);
          const refund = Math.floor(total * share);
          const parts = allocate(refund, lines);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(refund);
          parts.forEach((p, i) => {
            expect(p).toBeGreaterThanOrEqual(0);
            if (total > 0) expect(p).toBeLessThanOrEqual(lines[i]!);
          });
        },
      ),
    );
  });
});
