/**
 * A gift card bought in an order, on the REAL orders and gift codes areas of the assembled
 * admin: marking the unpaid order paid (`POST /orders/{id}/pay`) publishes the orders
 * contract's ORDER_PAID in the payment's transaction; the gift codes area's job issues one card
 * per gift card unit, worth the unit's price, and mails it with the default subject (or a
 * campaign's) with {gift_value} and {gift_code} filled. The job acts once however often the
 * event arrives; an order without gift cards issues nothing; a limited employee changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { DEFAULT_GIFT_CARD_SUBJECT, GIFT_CARD_TYPES } from '@storeroom/plugin-gift-codes/contract';
import type { GiftCampaign } from '@storeroom/plugin-gift-codes/contract';
import { giftCodesServerPlugin } from '@storeroom/plugin-gift-codes/server';
import { PAID_STATUS } from '@storeroom/plugin-orders/contract';
import type { Order } from '@storeroom/plugin-orders/contract';
import { ordersServerPlugin } from '@storeroom/plugin-orders/server';
import {
  cardsFor as cardsOf,
  giftCardJobsDone,
  limitedEmployee,
  mailsTo as mailsOf,
  paidPublisher,
} from './gift-card-data';
import { answer, placeOrder } from './order-data';

// Publishes ORDER_PAID again for an order already paid (a repeated delivery).
const republisher = paidPublisher();

let t: TestServer;
let owner: string;
let clerk: string;

beforeAll(async () => {
  t = await createTestServer({ plugins: [ordersServerPlugin, giftCodesServerPlugin, republisher.plugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
  // Limited orders access with every option, full gift codes: none grants marking paid.
  clerk = await limitedEmployee(t, owner, 'gift.order.clerk@storeroom.test', [
    {
      subject: 'orders',
      rule: 1,
      options: ['allow_edit', 'allow_fulfilments', 'allow_refunds', 'allow_export'],
    },
    { subject: 'gift_codes', rule: 2, options: [] },
  ]);
});
afterAll(() => t?.close());

const cardsFor = (email: string) => cardsOf(t, owner, email);
const mailsTo = (email: string) => mailsOf(t, owner, email);
const orderJobsDone = () => giftCardJobsDone(t);

/** An unpaid order of the main store, as the storefront places one (test data). */
const placeUnpaidOrder = async (email: string, lines: Parameters<typeof placeOrder>[1]) =>
  (await placeOrder(t, lines, { email, paid: PAID_STATUS.notPaid })).id;

const pay = (id: number, token = owner) =>
  answer<Order>(t, token, 'POST', `/orders/${id}/pay`, { payment_type: 'free' });

describe('a gift card bought in an order', () => {
  it('is issued once and mailed with the default subject when the order is marked paid', async () => {
    const email = 'gift.buyer.one@example.com';
    const id = await placeUnpaidOrder(email, [
      { title: 'Mug', quantity: 1, price: 1200 },
      { title: 'Gift card $25', quantity: 2, price: 2500, is_giftcard: true },
    ]);
    const paid = await pay(id);
    expect(paid.status).toBe(200);
    expect(paid.body.paid).toBe(PAID_STATUS.paid);

    // One card per gift card unit, worth the unit's price, issued by the order.
    await expect.poll(async () => (await cardsFor(email)).length, { timeout: 30_000 }).toBe(2);
    await orderJobsDone();
    const cards = await cardsFor(email);
    expect(cards.map((c) => [c.type, c.order_id, c.balance, c.discount.value, c.issued.by])).toEqual([
      [GIFT_CARD_TYPES.purchased, id, 2500, 2500, `Order ${paid.body.number}`],
      [GIFT_CARD_TYPES.purchased, id, 2500, 2500, `Order ${paid.body.number}`],
    ]);
    expect(new Set(cards.map((c) => c.code)).size).toBe(2);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    for (const card of cards) {
      const mail = mails.find((m) => m.id === card.email_log_id);
      expect(mail?.subject).toBe(DEFAULT_GIFT_CARD_SUBJECT);
      expect(mail?.body).toContain(card.code);
      expect(mail?.body).toContain('$25.00');
      expect(mail?.body).not.toMatch(/\{gift_(value|code)\}/);
    }

    // Paying again is refused; the event delivered again issues and mails nothing more.
    expect((await pay(id)).status).toBe(409);
    const order = paid.body as Required<Order>;
    const again = {
      order_id: id,
      number: order.number,
      email,
      customer_id: null,
      total: order.total,
      items: order.items.map((item) => ({
        item_id: item.id,
        product_id: item.product_id,
        title: item.title,
        variant: item.variant,
        quantity: item.quantity,
        price: item.price,
        is_giftcard: item.is_giftcard,
      })),
    };
    expect(await republisher.publish(t, owner, again)).toBe(200);
    await orderJobsDone();
    expect((await cardsFor(email)).map((c) => c.id)).toEqual(cards.map((c) => c.id));
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('is mailed with a campaign’s subject, placeholders filled, when a campaign rewards the order', async () => {
    const email = 'gift.buyer.campaign@example.com';
    const created = await answer<GiftCampaign>(t, owner, 'POST', '/gift-campaigns', {
      title: 'Half a thousand',
      is_draft: false,
      discount: { type: 0, value: 1500 },
      trigger: { type: 'order_total', min_total: 50_000 },
      email: { subject: 'A {gift_value} card for you: {gift_code}' },
    });
    expect(created.status).toBe(201);
    const id = await placeUnpaidOrder(email, [{ title: 'Armchair', quantity: 1, price: 60_000 }]);
    expect((await pay(id)).status).toBe(200);
    await expect
      .poll(async () => (await cardsFor(email)).filter((c) => c.campaign_id === created.body.id).length, {
        timeout: 30_000,
      })
      .toBe(1);
    await orderJobsDone();
    const card = (await cardsFor(email)).find((c) => c.campaign_id === created.body.id)!;
    const mail = (await mailsTo(email)).find((m) => m.id === card.email_log_id);
    expect(mail?.subject).toBe(`A $15.00 card for you: ${card.code}`);
    // Switched off again: the other tests' orders meet its trigger no more.
    expect(
      (await answer(t, owner, 'PATCH', `/gift-campaigns/${created.body.id}`, { is_draft: true })).status,
    ).toBe(200);
  });

  it('an order without gift cards issues nothing', async () => {
    const email = 'plain.buyer@example.com';
    const id = await placeUnpaidOrder(email, [{ title: 'Mug', quantity: 3, price: 1200 }]);
    expect((await pay(id)).status).toBe(200);
    await orderJobsDone();
    expect(await cardsFor(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('a limited employee may not mark it paid (403): nothing is issued or mailed', async () => {
    const email = 'gift.buyer.limited@example.com';
    const id = await placeUnpaidOrder(email, [
      { title: 'Gift card $50', quantity: 1, price: 5000, is_giftcard: true },
    ]);
    expect((await pay(id, clerk)).status).toBe(403);
    await orderJobsDone();
    const order = await answer<Order>(t, owner, 'GET', `/orders/${id}`);
    expect(order.body.paid).toBe(PAID_STATUS.notPaid);
    expect(await cardsFor(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });
});
