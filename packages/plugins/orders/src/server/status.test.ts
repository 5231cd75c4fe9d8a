import { describe, expect, it } from 'vitest';
import { defaultRefund, fulfilmentStatusOf, PAID_STATUS, paidStatusOf } from '../contract';
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

  it('the default refund is total minus refunded, rounded to cents (spec 2 §5)', () => {
    expect(defaultRefund({ total: 100.1, refunded: 33.333 })).toBe(66.77);
    expect(defaultRefund({ total: 10, refunded: 10 })).toBe(0);
  });
});
