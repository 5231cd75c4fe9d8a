/**
 * Gift card campaigns and the cards a paid order yields, on the real server. A stand-in
 * "orders" plugin publishes ORDER_PAID (the orders contract's event) with the lines it is
 * given, as the orders area does when an order is paid, without importing the orders plugin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SUBJECTS } from '@storeroom/core/access';
import { ORDER_PAID } from '@storeroom/plugin-orders/contract';
import type { PaidOrder } from '@storeroom/plugin-orders/contract';
import { DEMO_CREDENTIALS, action, defineServerPlugin } from '@storeroom/server';
import { and, eq, inArray, pgTable, text, uuid } from '@storeroom/server/drizzle';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import {
  GIFT_CARD_TYPES,
  GIFT_CODES_MESSAGES as M,
  ORDER_GIFT_CARDS_JOB,
  addDays,
  todayIn,
} from '../contract';
import type { GiftCampaign, GiftCampaignInput, GiftCampaignStatistics, GiftCard } from '../contract';
import { giftCodesServerPlugin } from './plugin';
import { SEED_CAMPAIGNS } from './seed-data';

/** The core job table, read to know when the order jobs are done. */
const jobsTable = pgTable('jobs', { id: uuid('id'), name: text('name'), state: text('state') });

const paidOrderBody = z.object({
  order: z.custom<PaidOrder>(),
  /** How many times the event is published (a repeated delivery). */
  times: z.number().int().min(1).max(3).default(1),
});

const standInOrders = defineServerPlugin({
  id: 'stand-in-orders',
  routes: [
    action({
      method: 'POST',
      path: '/stand-in-orders/paid',
      subject: SUBJECTS.orders,
      body: paidOrderBody,
      async handler(ctx, { body }) {
        for (let i = 0; i < body.times; i += 1) await ctx.emit(ORDER_PAID, { orders: [body.order] });
        return { ok: true };
      },
    }),
  ],
});

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await createTestServer({ plugins: [giftCodesServerPlugin, standInOrders] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function campaigns(token = owner): Promise<GiftCampaign[]> {
  return (
    await json<{ items: GiftCampaign[] }>(await t.request('GET', '/gift-campaigns?size=200', { token }))
  ).items;
}

async function createCampaign(body: GiftCampaignInput): Promise<GiftCampaign> {
  const res = await t.request('POST', '/gift-campaigns', { token: owner, body });
  expect(res.status).toBe(201);
  return json<GiftCampaign>(res);
}

async function cardsFor(email: string): Promise<GiftCard[]> {
  const res = await t.request('POST', '/gift-cards/search?size=200&sort=id', {
    token: owner,
    body: { issued_for: email },
  });
  return (await json<{ items: GiftCard[] }>(res)).items.filter((card) => card.issued.for === email);
}

async function emailsTo(email: string): Promise<{ id: number; subject: string; body: string }[]> {
  const res = await t.request('POST', '/email-logs/search?size=200', {
    token: owner,
    body: { to_email: email },
  });
  return (
    await json<{ items: { id: number; to_email: string; subject: string; body: string }[] }>(res)
  ).items.filter((row) => row.to_email === email);
}

/** Waits until no order job is queued or running (each test's jobs are its own orders'). */
async function orderJobsDone() {
  const db = t.server.database().db;
  await expect
    .poll(
      async () =>
        (
          await db
            .select({ id: jobsTable.id })
            .from(jobsTable)
            .where(
              and(
                eq(jobsTable.name, ORDER_GIFT_CARDS_JOB.id),
                inArray(jobsTable.state, ['queued', 'active']),
              ),
            )
        ).length,
      { timeout: 30_000, interval: 100 },
    )
    .toBe(0);
  const failed = await db
    .select({ id: jobsTable.id })
    .from(jobsTable)
    .where(and(eq(jobsTable.name, ORDER_GIFT_CARDS_JOB.id), eq(jobsTable.state, 'failed')));
  expect(failed).toEqual([]);
}

let nextOrder = 70_000;
function order(email: string, total: number, items: Partial<PaidOrder['items'][number]>[] = []): PaidOrder {
  const id = nextOrder++;
  return {
    order_id: id,
    number: String(id),
    email,
    customer_id: null,
    total,
    items: items.map((line, i) => ({
      item_id: id * 10 + i,
      product_id: null,
      title: 'Mug',
      variant: '',
      quantity: 1,
      price: 1000,
      is_giftcard: false,
      ...line,
    })),
  };
}

const pay = (o: PaidOrder, times = 1) =>
  t.request('POST', '/stand-in-orders/paid', { token: owner, body: { order: o, times } });

const today = todayIn('UTC');

describe('Gift card campaigns API (/gift-campaigns)', () => {
  it('lists the seeded campaigns of the caller’s store, newest first', async () => {
    const titles = (await campaigns()).map((c) => c.title);
    expect(titles.filter((title) => SEED_CAMPAIGNS.some((s) => s.title === title))).toEqual(
      SEED_CAMPAIGNS.map((s) => s.title).reverse(),
    );
    expect(titles).not.toContain('Other store thanks');
    const search = async (body: unknown) =>
      (
        await json<{ items: GiftCampaign[] }>(
          await t.request('POST', '/gift-campaigns/search?size=200', { token: owner, body }),
        )
      ).items.map((c) => c.title);
    expect(await search({ discount_type: '1' })).toContain('Ten percent back');
    expect(await search({ discount_type: '1' })).not.toContain('Holiday percent card');
    expect(await search({ query: 'holiday' })).toEqual(['Holiday percent card']);
  });

  it('creates a draft with the spec’s defaults: expiry 1 day, the default subject, every order', async () => {
    const created = await createCampaign({ title: 'Welcome back', discount: { type: 0, value: 500 } });
    expect(created).toMatchObject({
      title: 'Welcome back',
      is_draft: true,
      discount: { type: 0, value: 500, max_value: 0 },
      trigger: { type: 'order_total', min_total: 0, products: [] },
      expires: { type: 0, days: 1, date: null },
      email: { subject: 'Your gift card code' },
    });
    expect(created.email.html).toContain('{gift_code}');
    const read = await json<GiftCampaign>(
      await t.request('GET', `/gift-campaigns/${created.id}?expand=statistics`, { token: owner }),
    );
    expect(read).toEqual({ ...created, statistics: { issued: 0, redeemed: 0, value: 0 } });
  });

  it('refuses bad input with the contract’s messages and changes nothing', async () => {
    const before = await campaigns();
    const refuse = async (method: string, path: string, body: unknown, errors: Record<string, string[]>) => {
      const res = await t.request(method, path, { token: owner, body });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ errors });
    };
    await refuse(
      'POST',
      '/gift-campaigns',
      { title: ' ', discount: { type: 0, value: 500 } },
      {
        title: [M.titleRequired],
      },
    );
    await refuse(
      'POST',
      '/gift-campaigns',
      { title: 'Big', discount: { type: 2, value: 150 } },
      {
        'discount.value': [M.percentInvalid],
      },
    );
    await refuse(
      'POST',
      '/gift-campaigns',
      { title: 'Mugs', discount: { type: 0, value: 500 }, trigger: { type: 'products', products: [] } },
      { 'trigger.products': [M.productsRequired] },
    );
    await refuse(
      'POST',
      '/gift-campaigns',
      { title: 'Dated', discount: { type: 0, value: 500 }, expires: { type: 1, days: 1, date: null } },
      { 'expires.date': [M.expiryInvalid] },
    );
    await refuse(
      'POST',
      '/gift-campaigns',
      { title: 'Days', discount: { type: 0, value: 500 }, expires: { type: 0, days: 0 } },
      { 'expires.days': [M.daysInvalid] },
    );
    const [first] = before;
    await refuse(
      'PATCH',
      `/gift-campaigns/${first!.id}`,
      { discount: { type: 1, value: 101, max_value: 0 } },
      {
        'discount.value': [M.percentInvalid],
      },
    );
    expect(await campaigns()).toEqual(before);
  });

  it('publishes, unpublishes and deletes in bulk', async () => {
    const a = await createCampaign({
      title: 'Bulk A',
      discount: { type: 0, value: 100 },
      trigger: { type: 'order_total', min_total: 99_999_999 },
    });
    const b = await createCampaign({
      title: 'Bulk B',
      discount: { type: 0, value: 100 },
      trigger: { type: 'order_total', min_total: 99_999_999 },
    });
    const ids = [a.id, b.id];
    const bulk = (name: string) =>
      t.request('POST', `/gift-campaigns/${name}`, { token: owner, body: { ids } });
    const drafts = async () => (await campaigns()).filter((c) => ids.includes(c.id)).map((c) => c.is_draft);
    expect(await json(await bulk('publish'))).toEqual({ affected: 2 });
    expect(await drafts()).toEqual([false, false]);
    expect(await json(await bulk('unpublish'))).toEqual({ affected: 2 });
    expect(await drafts()).toEqual([true, true]);
    expect(await json(await bulk('delete'))).toEqual({ affected: 2 });
    expect(await drafts()).toEqual([]);
  });

  it('gives limited access read-only (403 on writes), no access nothing, and hides another store’s campaigns', async () => {
    const [first] = await campaigns();
    const limited = await t.employeeSession([{ subject: 'gift_codes', rule: 1, options: [] }]);
    const token = limited.tokens.accessToken;
    expect((await t.request('GET', '/gift-campaigns', { token })).status).toBe(200);
    expect((await t.request('GET', `/gift-campaigns/${first!.id}/statistics`, { token })).status).toBe(200);
    const writes = [
      t.request('POST', '/gift-campaigns', { token, body: { title: 'No', discount: { type: 0, value: 1 } } }),
      t.request('PATCH', `/gift-campaigns/${first!.id}`, { token, body: { title: 'Renamed' } }),
      t.request('DELETE', `/gift-campaigns/${first!.id}`, { token }),
      t.request('POST', '/gift-campaigns/publish', { token, body: { ids: [first!.id] } }),
    ];
    for (const res of await Promise.all(writes)) expect(res.status).toBe(403);
    const none = await t.employeeSession([{ subject: 'orders', rule: 2, options: [] }]);
    expect((await t.request('GET', '/gift-campaigns', { token: none.tokens.accessToken })).status).toBe(403);
    expect((await campaigns()).find((c) => c.id === first!.id)).toEqual(first);

    const other = await t.switchStore(owner);
    const theirs = await campaigns(other);
    expect(theirs.map((c) => c.title)).toEqual(['Other store thanks']);
    expect((await t.request('GET', `/gift-campaigns/${first!.id}`, { token: other })).status).toBe(404);
    expect((await t.request('GET', `/gift-campaigns/${first!.id}/statistics`, { token: other })).status).toBe(
      404,
    );
    expect(
      (await t.request('PATCH', `/gift-campaigns/${first!.id}`, { token: other, body: { title: 'Mine' } }))
        .status,
    ).toBe(404);
  });
});

describe('Paid orders: gift cards bought and campaign cards, issued and mailed by a job', () => {
  it('issues one card per gift card unit with the line’s value, and the campaign’s card, each mailed once', async () => {
    const email = 'buyer.one@example.com';
    const placed = order(email, 12_000, [
      { title: 'Gift card', variant: '$25', quantity: 2, price: 2500, is_giftcard: true },
      { title: 'Mug', quantity: 1, price: 5000 },
    ]);
    expect((await pay(placed)).status).toBe(200);
    await orderJobsDone();
    const cards = await cardsFor(email);
    const bought = cards.filter((c) => c.type === GIFT_CARD_TYPES.purchased);
    expect(bought).toHaveLength(2);
    for (const card of bought)
      expect(card).toMatchObject({
        discount: { type: 0, value: 2500 },
        balance: 2500,
        is_draft: false,
        order_id: placed.order_id,
        expires_at: null,
      });
    // The seeded published campaign: orders of $100 or more get a $10 card for 30 days.
    const seeded = (await campaigns()).find((c) => c.title === SEED_CAMPAIGNS[0]!.title)!;
    const rewarded = cards.filter((c) => c.type === GIFT_CARD_TYPES.campaign);
    expect(rewarded).toEqual([
      expect.objectContaining({
        campaign_id: seeded.id,
        order_id: placed.order_id,
        discount: { type: 0, value: 1000 },
        balance: 1000,
        expires_at: addDays(today, 30),
      }),
    ]);
    const mails = await emailsTo(email);
    expect(mails).toHaveLength(3);
    expect(mails.map((m) => m.id).sort()).toEqual(cards.map((c) => c.email_log_id).sort());
    for (const card of bought)
      expect(mails.find((m) => m.id === card.email_log_id)).toMatchObject({ subject: 'Your gift card code' });
    const thanks = mails.find((m) => m.id === rewarded[0]!.email_log_id)!;
    expect(thanks.subject).toBe(`Thank you! $10.00 for your next order: ${rewarded[0]!.code}`);
  });

  it('issues nothing twice when the same order is published again (a retried delivery)', async () => {
    const email = 'buyer.twice@example.com';
    const placed = order(email, 3000, [{ title: 'Gift card', quantity: 1, price: 3000, is_giftcard: true }]);
    expect((await pay(placed, 3)).status).toBe(200);
    await orderJobsDone();
    expect((await pay(placed)).status).toBe(200);
    await orderJobsDone();
    const cards = await cardsFor(email);
    expect(cards.map((c) => [c.type, c.balance])).toEqual([[GIFT_CARD_TYPES.purchased, 3000]]);
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('a draft campaign issues nothing; a published one matches its trigger and counts its statistics', async () => {
    const productTrigger = { type: 'products' as const, products: [4242] };
    const draft = await createCampaign({
      title: 'Draft mug reward',
      discount: { type: 0, value: 700 },
      trigger: productTrigger,
    });
    const live = await createCampaign({
      title: 'Mug reward',
      is_draft: false,
      discount: { type: 1, value: 50, max_value: 800 },
      trigger: productTrigger,
      expires: { type: 1, date: '2099-06-30' },
    });
    const email = 'mug.fan@example.com';
    await pay(order(email, 2000, [{ product_id: 4242, price: 2000 }]));
    await pay(order('no.mug@example.com', 2000, [{ product_id: 1, price: 2000 }]));
    await orderJobsDone();
    const cards = await cardsFor(email);
    // 50 % of $20.00 is $10.00, capped at $8.00; expiring on the campaign's date.
    expect(cards).toEqual([
      expect.objectContaining({
        campaign_id: live.id,
        discount: { type: 0, value: 800 },
        expires_at: '2099-06-30',
      }),
    ]);
    expect(await cardsFor('no.mug@example.com')).toEqual([]);

    const stats = (id: number) =>
      t
        .request('GET', `/gift-campaigns/${id}/statistics`, { token: owner })
        .then((r) => json<GiftCampaignStatistics>(r));
    expect(await stats(draft.id)).toEqual({ issued: 0, redeemed: 0, value: 0 });
    expect(await stats(live.id)).toEqual({ issued: 1, redeemed: 0, value: 0 });
    const paid = await t.request('POST', '/gift-card-redemptions', {
      token: owner,
      body: { code: cards[0]!.code, order_total: 500 },
    });
    expect(paid.status).toBe(200);
    expect(await stats(live.id)).toEqual({ issued: 1, redeemed: 1, value: 500 });
    const listed = await json<{ items: GiftCampaign[] }>(
      await t.request('GET', '/gift-campaigns?size=200&expand=statistics', { token: owner }),
    );
    expect(listed.items.find((c) => c.id === live.id)?.statistics).toEqual({
      issued: 1,
      redeemed: 1,
      value: 500,
    });
  });
});
