/**
 * `POST /orders/{id}/pay`: an unpaid order becomes Paid with the free payment type and
 * ORDER_PAID is published once, inside the call's transaction (a subscriber that fails undoes
 * the payment); a paid order is refused and publishes nothing; a limited employee is refused.
 * A probe plugin subscribes to ORDER_PAID as the gift cards area does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin, subscribe } from '@storeroom/server';
import { ORDER_MARK_PAID_TYPE, ORDER_PAID, ORDERS_MESSAGES, PAID_STATUS } from '../contract';
import type { PaidOrder } from '../contract';
import { json, limitedEmployee, placeOrder } from './test-support/orders';
import type { OrderAnswer } from './test-support/orders';
import { ordersSuite } from './test-support/suite';

/** What the probe received, by order id. */
const published = new Map<number, PaidOrder[]>();
const FAILING_EMAIL = 'subscriber.fails@example.com';

const probe = defineServerPlugin({
  id: 'paid-probe',
  subscribes: [
    subscribe(ORDER_PAID, (_ctx, { orders }) => {
      for (const order of orders) {
        if (order.email === FAILING_EMAIL) throw new Error('the subscriber failed');
        published.set(order.order_id, [...(published.get(order.order_id) ?? []), order]);
      }
    }),
  ],
});

const s = ordersSuite([probe]);
let clerk: string;

beforeAll(async () => {
  // Every limited option: none grants marking paid.
  clerk = await limitedEmployee(s.t, ['allow_edit', 'allow_fulfilments', 'allow_refunds', 'allow_export']);
});

const pay = (id: number, token = s.owner, body: unknown = { payment_type: 'free' }) =>
  s.t.request('POST', `/orders/${id}/pay`, { token, body });
const detail = async (id: number) =>
  json<OrderAnswer>(await s.t.request('GET', `/orders/${id}?expand=items`, { token: s.owner }));

describe('marking an order paid', () => {
  it('makes an unpaid order paid and publishes ORDER_PAID once with its lines', async () => {
    const order = await placeOrder(
      s.t,
      [
        { title: 'Tee', quantity: 2, price: 1050 },
        { title: 'Gift card $25', quantity: 1, price: 2500, is_giftcard: true },
      ],
      { paid: PAID_STATUS.notPaid, email: 'paying.buyer@example.com' },
    );
    const res = await pay(order.id);
    expect(res.status).toBe(200);
    const answer = await json<OrderAnswer>(res);
    expect(answer).toMatchObject({
      id: order.id,
      paid: PAID_STATUS.paid,
      payment_type: ORDER_MARK_PAID_TYPE,
    });
    expect(published.get(order.id)).toEqual([
      {
        order_id: order.id,
        number: order.number,
        email: 'paying.buyer@example.com',
        customer_id: null,
        total: order.total,
        items: [
          {
            item_id: order.itemIds[0],
            product_id: null,
            title: 'Tee',
            variant: '',
            quantity: 2,
            price: 1050,
            is_giftcard: false,
          },
          {
            item_id: order.itemIds[1],
            product_id: null,
            title: 'Gift card $25',
            variant: '',
            quantity: 1,
            price: 2500,
            is_giftcard: true,
          },
        ],
      },
    ]);

    // Paying again is refused and publishes nothing more.
    const again = await pay(order.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: ORDERS_MESSAGES.alreadyPaid });
    expect(published.get(order.id)).toHaveLength(1);
    expect((await detail(order.id)).paid).toBe(PAID_STATUS.paid);
  });

  it('refuses an order that is already paid or refunded, changing nothing', async () => {
    for (const paid of [PAID_STATUS.paid, PAID_STATUS.refunded]) {
      const order = await placeOrder(s.t, [{ title: 'Mug', quantity: 1, price: 900 }], { paid });
      const res = await pay(order.id);
      expect(res.status).toBe(409);
      expect((await detail(order.id)).paid).toBe(paid);
      expect(published.has(order.id)).toBe(false);
    }
  });

  it('refuses a limited employee (403) and another payment type (422), changing nothing', async () => {
    const order = await placeOrder(s.t, [{ title: 'Cap', quantity: 1, price: 1200 }], {
      paid: PAID_STATUS.notPaid,
    });
    expect((await pay(order.id, clerk)).status).toBe(403);
    const card = await pay(order.id, s.owner, { payment_type: 'card' });
    expect(card.status).toBe(422);
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(card)).errors)).toEqual([
      'payment_type',
    ]);
    const after = await detail(order.id);
    expect(after.paid).toBe(PAID_STATUS.notPaid);
    expect(after.payment_type).toBe('');
    expect(published.has(order.id)).toBe(false);
  });

  it('answers 404 for an unknown order', async () => {
    const res = await pay(987_654_321);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: ORDERS_MESSAGES.orderNotFound });
  });

  it('publishes inside the payment: a subscriber that fails leaves the order unpaid', async () => {
    const order = await placeOrder(s.t, [{ title: 'Scarf', quantity: 1, price: 3000 }], {
      paid: PAID_STATUS.notPaid,
      email: FAILING_EMAIL,
    });
    const res = await pay(order.id);
    expect(res.status).toBe(500);
    const after = await detail(order.id);
    expect(after.paid).toBe(PAID_STATUS.notPaid);
    expect(after.payment_type).toBe('');
  });
});
