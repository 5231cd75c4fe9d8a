/**
 * A gift card sold on an invoice order, on the REAL products, invoice orders and gift codes
 * areas: paying the invoice (`POST /invoice-orders/{id}/pay`, free or by card) publishes the
 * orders contract's ORDER_PAID (`kind: 'invoice'`) in the payment's transaction, and the gift
 * codes area's job issues one card per gift card unit, worth the line's price, and mails it.
 * Invoice ids and order ids are counted apart: an invoice and an order of the same id each get
 * their own cards. A declined card, or a caller without the right, issues nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { DEFAULT_GIFT_CARD_SUBJECT, GIFT_CARD_TYPES } from '@storeroom/plugin-gift-codes/contract';
import { giftCodesServerPlugin } from '@storeroom/plugin-gift-codes/server';
import { SANDBOX_CARDS } from '@storeroom/plugin-invoice-orders/contract';
import type { InvoiceOrderItem } from '@storeroom/plugin-invoice-orders/contract';
import { invoiceOrdersServerPlugin } from '@storeroom/plugin-invoice-orders/server';
import { ordersServerPlugin } from '@storeroom/plugin-orders/server';
import { productsServerPlugin } from '@storeroom/plugin-products/server';
import {
  cardsFor as cardsOf,
  giftCardJobsDone as jobsDone,
  limitedEmployee,
  mailsTo as mailsOf,
  paidPublisher,
} from './gift-card-data';
import { answer } from './order-data';

// Publishes ORDER_PAID as the orders area does for one of its orders.
const orderPaidProbe = paidPublisher();

let t: TestServer;
let owner: string;
let clerk: string;
let giftCardProduct: number;

beforeAll(async () => {
  t = await createTestServer({
    plugins: [
      productsServerPlugin,
      ordersServerPlugin,
      invoiceOrdersServerPlugin,
      giftCodesServerPlugin,
      orderPaidProbe.plugin,
    ],
  });
  owner = await t.login(DEMO_CREDENTIALS.owner);
  const product = await answer<{ id: number }>(t, owner, 'POST', '/products', {
    title: 'Invoice gift card',
    price: 2500,
    is_giftcard: true,
  });
  expect(product.status).toBe(201);
  giftCardProduct = product.body.id;
  // Limited invoice access: read-only, so paying is refused.
  clerk = await limitedEmployee(t, owner, 'invoice.gift.clerk@storeroom.test', [
    { subject: 'invoice_orders', rule: 1, options: [] },
    { subject: 'gift_codes', rule: 2, options: [] },
  ]);
});
afterAll(() => t?.close());

/** An unpaid invoice for `email`: `cards` units of the gift card product and a custom line. */
async function invoiceFor(email: string, cards: number): Promise<InvoiceOrderItem> {
  const res = await answer<InvoiceOrderItem>(t, owner, 'POST', '/invoice-orders', {
    email,
    items: [
      { product_id: giftCardProduct, title: 'Invoice gift card', price: 2500, quantity: cards },
      { title: 'Gift wrapping', price: 300, quantity: 1 },
    ],
  });
  expect(res.status).toBe(201);
  return res.body;
}

const pay = (id: number, body: unknown, token = owner) =>
  answer<{ status: string; invoice: InvoiceOrderItem }>(t, token, 'POST', `/invoice-orders/${id}/pay`, body);

const cardsFor = (email: string) => cardsOf(t, owner, email);
const mailsTo = (email: string) => mailsOf(t, owner, email);
const giftCardJobsDone = () => jobsDone(t);

describe('a gift card sold on an invoice order', () => {
  it('is issued once and mailed when the invoice is marked paid', async () => {
    const email = 'invoice.gift.free@example.com';
    const invoice = await invoiceFor(email, 1);
    const paid = await pay(invoice.id, { payment_type: 'free' });
    expect(paid.status).toBe(200);
    expect(paid.body.invoice.paid).toBe(true);

    await expect.poll(async () => (await cardsFor(email)).length, { timeout: 30_000 }).toBe(1);
    await giftCardJobsDone();
    const [card] = await cardsFor(email);
    expect(card).toMatchObject({
      type: GIFT_CARD_TYPES.purchased,
      balance: 2500,
      order_id: null,
      issued: { for: email, by: `Invoice #${invoice.id}` },
    });
    const mails = await mailsTo(email);
    // The invoice's own mails are none here: only the card's.
    expect(mails.map((m) => m.id)).toEqual([card!.email_log_id]);
    expect(mails[0]!.subject).toBe(DEFAULT_GIFT_CARD_SUBJECT);
    expect(mails[0]!.body).toContain(card!.code);

    // Paying again is refused, and issues nothing more.
    expect((await pay(invoice.id, { payment_type: 'free' })).status).toBe(409);
    await giftCardJobsDone();
    expect((await cardsFor(email)).map((c) => c.id)).toEqual([card!.id]);
  });

  it('is issued per unit when the invoice is paid by card', async () => {
    const email = 'invoice.gift.card@example.com';
    const invoice = await invoiceFor(email, 2);
    const paid = await pay(invoice.id, {
      payment_type: 'card',
      card: { number: SANDBOX_CARDS.succeeds, exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    expect(paid.status).toBe(200);
    await expect.poll(async () => (await cardsFor(email)).length, { timeout: 30_000 }).toBe(2);
    await giftCardJobsDone();
    const cards = await cardsFor(email);
    expect(cards.map((c) => [c.balance, c.issued.by])).toEqual([
      [2500, `Invoice #${invoice.id}`],
      [2500, `Invoice #${invoice.id}`],
    ]);
    expect(new Set(cards.map((c) => c.code)).size).toBe(2);
  });

  it('an order with the same id as a paid invoice still gets its own card', async () => {
    const email = 'invoice.gift.same-id@example.com';
    const invoice = await invoiceFor(email, 1);
    expect((await pay(invoice.id, { payment_type: 'free' })).status).toBe(200);
    await expect.poll(async () => (await cardsFor(email)).length, { timeout: 30_000 }).toBe(1);
    // The orders area's ORDER_PAID for an order whose id and item id are the invoice's and its line's.
    const sameIds = {
      order_id: invoice.id,
      number: '#95001',
      email,
      customer_id: null,
      total: 2500,
      items: [
        {
          item_id: 1,
          product_id: giftCardProduct,
          title: 'Gift card',
          variant: '',
          quantity: 1,
          price: 2500,
          is_giftcard: true,
        },
      ],
    };
    expect(await orderPaidProbe.publish(t, owner, sameIds)).toBe(200);
    await expect.poll(async () => (await cardsFor(email)).length, { timeout: 30_000 }).toBe(2);
    await giftCardJobsDone();
    expect((await cardsFor(email)).map((c) => c.order_id).sort()).toEqual([invoice.id, null]);
  });

  it('a declined card, or an employee without the right, issues nothing', async () => {
    const email = 'invoice.gift.refused@example.com';
    const invoice = await invoiceFor(email, 1);
    const declined = await pay(invoice.id, {
      payment_type: 'card',
      card: { number: SANDBOX_CARDS.declined, exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    expect(declined.status).toBe(402);
    expect((await pay(invoice.id, { payment_type: 'free' }, clerk)).status).toBe(403);
    await giftCardJobsDone();
    const after = await answer<InvoiceOrderItem>(t, owner, 'GET', `/invoice-orders/${invoice.id}`);
    expect(after.body.paid).toBe(false);
    expect(await cardsFor(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });
});
