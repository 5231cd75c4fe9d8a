import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { GIFT_CODES_MESSAGES as M, todayIn } from '../contract';
import type { Coupon, CouponInput, GiftCard, GiftCardIssue } from '../contract';
import { SEED_COUPONS, SEED_GIFT_CARDS } from './seed-data';
import { giftCodesTestServer } from './test-server';

let t: TestServer;
let owner: string;

interface List<T> {
  items: T[];
  _meta: { totalCount: number };
}

beforeAll(async () => {
  t = await giftCodesTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function coupons(token = owner): Promise<Coupon[]> {
  return (await json<List<Coupon>>(await t.request('GET', '/coupons?size=200', { token }))).items;
}

async function giftCards(token = owner): Promise<GiftCard[]> {
  return (await json<List<GiftCard>>(await t.request('GET', '/gift-cards?size=200', { token }))).items;
}

async function createCoupon(body: CouponInput): Promise<Coupon> {
  const res = await t.request('POST', '/coupons', { token: owner, body });
  expect(res.status).toBe(201);
  return json<Coupon>(res);
}

async function issue(body: GiftCardIssue): Promise<GiftCard> {
  const res = await t.request('POST', '/gift-cards', { token: owner, body });
  expect(res.status).toBe(201);
  return json<GiftCard>(res);
}

const redeem = (body: unknown, token = owner) => t.request('POST', '/coupon-redemptions', { token, body });

const today = todayIn('UTC');

describe('Coupons API (/coupons)', () => {
  it('lists the seeded coupons of the caller’s store, newest first', async () => {
    const codes = (await coupons()).map((c) => c.discount.code);
    expect(codes.filter((c) => SEED_COUPONS.some((s) => s.code === c))).toEqual(
      SEED_COUPONS.map((s) => s.code).reverse(),
    );
    expect(codes).not.toContain('OTHERSTORE');
  });

  it('creates a draft with a generated 9-character code starting today, and reads it back', async () => {
    const created = await createCoupon({ discount: { type: 'percent_off', value: 15 } });
    expect(created).toMatchObject({
      is_draft: true,
      discount: { type: 'percent_off', value: 15 },
      limit: { can_be_combined: false, usage_total: 0, usage_per_customer: 0 },
      valid: { start: today, end: null },
      rules: [],
      used: 0,
    });
    expect(created.discount.code).toMatch(/^[A-Z0-9]{9}$/);
    expect(await json(await t.request('GET', `/coupons/${created.id}`, { token: owner }))).toEqual(created);
  });

  it('refuses bad input with the contract’s messages and changes nothing', async () => {
    const before = await coupons();
    const refuse = async (body: unknown, errors: Record<string, string[]>) => {
      const res = await t.request('POST', '/coupons', { token: owner, body });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ errors });
    };
    await refuse({ discount: { type: 'percent_off', value: 150 } }, { 'discount.value': [M.percentInvalid] });
    await refuse(
      { discount: { type: 'value_off', value: 500 }, valid: { start: '2026-05-10', end: '2026-05-01' } },
      { 'valid.end': [M.dateOrder] },
    );
    // No start is today (spec 3 §5): an end before it is refused too.
    await refuse(
      { discount: { type: 'value_off', value: 500 }, valid: { end: '2020-01-01' } },
      { 'valid.end': [M.dateOrder] },
    );
    await refuse(
      { discount: { type: 'value_off', value: 500 }, valid: { start: '2026-02-30', end: null } },
      { 'valid.start': [M.dateInvalid] },
    );
    await refuse(
      { discount: { type: 'value_off', value: 500, code: 'welcome10' } },
      { 'discount.code': [M.codeTaken] },
    );
    await refuse(
      {
        discount: { type: 'value_off', value: 500 },
        rules: [{ type: 'order_total', condition: 'contains', value: 'x' }],
      },
      { 'rules.0.condition': [M.ruleConditionInvalid], 'rules.0.value': [M.ruleAmountInvalid] },
    );
    await refuse(
      { discount: { type: 'value_off', value: 500 }, limit: { usage_total: -1 } },
      { 'limit.usage_total': [M.limitInvalid] },
    );
    expect(await coupons()).toEqual(before);
  });

  it('checks an update on the coupon as it will be, and keeps what it leaves out', async () => {
    const created = await createCoupon({
      discount: { type: 'value_off', value: 700, code: 'summer-7' },
      valid: { start: '2026-06-01', end: '2026-08-31' },
    });
    expect(created.discount.code).toBe('SUMMER-7');
    const bad = await t.request('PATCH', `/coupons/${created.id}`, {
      token: owner,
      body: { valid: { start: '2026-09-01', end: '2026-08-31' } },
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ errors: { 'valid.end': [M.dateOrder] } });
    const res = await t.request('PATCH', `/coupons/${created.id}`, {
      token: owner,
      body: { limit: { can_be_combined: true, usage_total: 50, usage_per_customer: 2 } },
    });
    expect(await res.json()).toMatchObject({
      discount: { code: 'SUMMER-7', value: 700 },
      valid: { start: '2026-06-01', end: '2026-08-31' },
      limit: { can_be_combined: true, usage_total: 50, usage_per_customer: 2 },
    });
  });

  it('publishes, unpublishes and deletes in bulk', async () => {
    const a = await createCoupon({ discount: { type: 'free_shipping', value: 0 } });
    const b = await createCoupon({ discount: { type: 'value_off', value: 100 } });
    const ids = [a.id, b.id];
    const bulk = (action: string) => t.request('POST', `/coupons/${action}`, { token: owner, body: { ids } });
    expect(await json(await bulk('publish'))).toEqual({ affected: 2 });
    expect((await coupons()).filter((c) => ids.includes(c.id)).map((c) => c.is_draft)).toEqual([
      false,
      false,
    ]);
    expect(await json(await bulk('unpublish'))).toEqual({ affected: 2 });
    expect((await coupons()).filter((c) => ids.includes(c.id)).map((c) => c.is_draft)).toEqual([true, true]);
    expect(await json(await bulk('delete'))).toEqual({ affected: 2 });
    expect((await coupons()).filter((c) => ids.includes(c.id))).toEqual([]);
  });

  it('lets limited gift codes access read only, and no access read nothing', async () => {
    const before = await coupons();
    const limited = (await t.employeeSession([{ subject: 'gift_codes', rule: 1, options: [] }])).tokens
      .accessToken;
    expect(await coupons(limited)).toEqual(before);
    const id = before[0]!.id;
    const body = { discount: { type: 'value_off', value: 100 } };
    expect((await t.request('POST', '/coupons', { token: limited, body })).status).toBe(403);
    expect((await t.request('PATCH', `/coupons/${id}`, { token: limited, body })).status).toBe(403);
    expect((await t.request('DELETE', `/coupons/${id}`, { token: limited })).status).toBe(403);
    expect(
      (await t.request('POST', '/coupons/publish', { token: limited, body: { ids: [id] } })).status,
    ).toBe(403);
    expect((await redeem({ codes: ['WELCOME10'], order_total: 100 }, limited)).status).toBe(403);
    expect(await coupons()).toEqual(before);
    const none = (await t.employeeSession([])).tokens.accessToken;
    expect((await t.request('GET', '/coupons', { token: none })).status).toBe(403);
    const redeemer = (
      await t.employeeSession([{ subject: 'gift_codes', rule: 1, options: ['allow_redeem'] }])
    ).tokens.accessToken;
    const free = await createCoupon({ is_draft: false, discount: { type: 'free_shipping', value: 0 } });
    const res = await redeem(
      { codes: [free.discount.code], order_total: 1000, shipping_total: 500 },
      redeemer,
    );
    expect(await json(res)).toMatchObject({ shipping_discount: 500, total: 1000 });
    expect((await t.request('PATCH', `/coupons/${id}`, { token: redeemer, body })).status).toBe(403);
  });

  it('never shows or changes another store’s coupons', async () => {
    const other = await t.switchStore(owner);
    expect((await coupons(other)).map((c) => c.discount.code)).toEqual(['OTHERSTORE']);
    const mine = (await coupons())[0]!;
    expect((await t.request('GET', `/coupons/${mine.id}`, { token: other })).status).toBe(404);
    expect(
      (await t.request('PATCH', `/coupons/${mine.id}`, { token: other, body: { is_draft: true } })).status,
    ).toBe(404);
    expect(
      await json(await t.request('POST', '/coupons/delete', { token: other, body: { ids: [mine.id] } })),
    ).toEqual({ affected: 0 });
    expect((await redeem({ codes: [mine.discount.code], order_total: 100 }, other)).status).toBe(422);
    expect((await coupons()).map((c) => c.id)).toContain(mine.id);
  });
});

describe('Coupon redemption (/coupon-redemptions)', () => {
  it('prices an order: percent, value off, free shipping; totals never below zero', async () => {
    const percent = await createCoupon({
      is_draft: false,
      discount: { type: 'percent_off', value: 25 },
      limit: { can_be_combined: true },
    });
    const value = await createCoupon({
      is_draft: false,
      discount: { type: 'value_off', value: 5000 },
      limit: { can_be_combined: true },
    });
    const ship = await createCoupon({
      is_draft: false,
      discount: { type: 'free_shipping', value: 0 },
      limit: { can_be_combined: true },
    });
    const res = await redeem({
      codes: [percent.discount.code, value.discount.code, ship.discount.code],
      order_total: 4001,
      shipping_total: 700,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      coupons: [
        { id: percent.id, code: percent.discount.code, discount: 1000, shipping_discount: 0 },
        // 5000 off what is left (3001): never more, so the goods total stops at 0.
        { id: value.id, code: value.discount.code, discount: 3001, shipping_discount: 0 },
        { id: ship.id, code: ship.discount.code, discount: 0, shipping_discount: 700 },
      ],
      discount: 4001,
      shipping_discount: 700,
      total: 0,
    });
    const used = (await coupons()).filter((c) => [percent.id, value.id, ship.id].includes(c.id));
    expect(used.map((c) => c.used)).toEqual([1, 1, 1]);
  });

  it('refuses drafts, unknown, expired, not started, uncombinable and unmet rules, counting nothing', async () => {
    const draft = await createCoupon({ discount: { type: 'value_off', value: 100 } });
    const ended = await createCoupon({
      is_draft: false,
      discount: { type: 'value_off', value: 100 },
      valid: { start: '2020-01-01', end: '2020-02-01' },
    });
    const later = await createCoupon({
      is_draft: false,
      discount: { type: 'value_off', value: 100 },
      valid: { start: '2099-01-01', end: null },
    });
    const big = await createCoupon({
      is_draft: false,
      discount: { type: 'value_off', value: 100 },
      rules: [
        { type: 'order_total', condition: 'greater', value: '5000' },
        { type: 'product_title', condition: 'contains', value: 'mug' },
      ],
    });
    const refused = async (body: unknown, field: string, message: string) => {
      const res = await redeem(body);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ errors: { [field]: [message] } });
    };
    await refused({ codes: ['NOSUCHCODE'], order_total: 100 }, 'codes', M.couponUnknown);
    await refused({ codes: [draft.discount.code], order_total: 100 }, 'codes', M.couponDraft);
    await refused({ codes: [ended.discount.code], order_total: 100 }, 'codes', M.couponEnded);
    await refused({ codes: [later.discount.code], order_total: 100 }, 'codes', M.couponNotStarted);
    await refused(
      { codes: [big.discount.code], order_total: 6000, product_titles: ['T-shirt'] },
      'codes',
      M.couponRulesUnmet,
    );
    await refused(
      { codes: [big.discount.code, 'FIVEOFF50'], order_total: 6000, product_titles: ['Blue Mug'] },
      'codes',
      M.couponNotCombinable,
    );
    await refused({ codes: [big.discount.code], order_total: -1 }, 'order_total', M.orderTotalInvalid);
    const ok = await redeem({ codes: [big.discount.code], order_total: 6000, product_titles: ['Blue Mug'] });
    expect(await json(ok)).toMatchObject({ discount: 100, total: 5900 });
    const after = await coupons();
    expect(after.find((c) => c.id === big.id)?.used).toBe(1);
    expect(after.find((c) => c.discount.code === 'FIVEOFF50')?.used).toBe(12);
  });

  it('holds a total usage limit under 20 concurrent redemptions', async () => {
    const limited = await createCoupon({
      is_draft: false,
      discount: { type: 'value_off', value: 100 },
      limit: { usage_total: 5 },
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        redeem({ codes: [limited.discount.code], order_total: 1000, order_ref: `#${i}` }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(15);
    const refusals = await Promise.all(answers.filter((res) => res.status === 422).map((res) => res.json()));
    expect(new Set(refusals.map((r) => JSON.stringify(r)))).toEqual(
      new Set([JSON.stringify({ errors: { codes: [M.couponUsedUp] } })]),
    );
    expect((await coupons()).find((c) => c.id === limited.id)?.used).toBe(5);
  });

  it('holds a per-customer limit under 20 concurrent redemptions, and needs the customer', async () => {
    const once = await createCoupon({
      is_draft: false,
      discount: { type: 'percent_off', value: 10 },
      limit: { usage_per_customer: 2 },
    });
    const anonymous = await redeem({ codes: [once.discount.code], order_total: 1000 });
    expect(await json(anonymous)).toEqual({ errors: { customer_email: [M.couponCustomerRequired] } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        redeem({
          codes: [once.discount.code],
          order_total: 1000,
          customer_email: i % 2 === 0 ? 'Ann@Example.com' : 'bob@example.com',
        }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(4);
    expect((await coupons()).find((c) => c.id === once.id)?.used).toBe(4);
  });
});

describe('Gift cards API (/gift-cards)', () => {
  it('lists the seeded cards of the caller’s store with their balances', async () => {
    const cards = await giftCards();
    const seeded = cards.filter((c) => SEED_GIFT_CARDS.some((s) => s.code === c.code));
    expect(seeded.map((c) => c.code)).toEqual(SEED_GIFT_CARDS.map((s) => s.code).reverse());
    expect(cards.map((c) => c.code)).not.toContain('OTHERSTORECARD');
    expect(seeded.find((c) => c.code === 'GIFTDEMO0002')).toMatchObject({
      balance: 1000,
      expires_at: '2099-12-31',
      issued: { for: 'grace@example.com', by: 'Demo Owner' },
    });
  });

  it('issues a card and mails it through the outbox: the email log holds the filled-in message', async () => {
    const card = await issue({
      discount: { value: 5000 },
      issued: { for: 'Friend@Example.com' },
      email: { subject: 'A {gift_value} gift: {gift_code}' },
    });
    expect(card).toMatchObject({
      type: 0,
      is_draft: false,
      is_used: false,
      balance: 5000,
      expires_at: null,
      issued: { for: 'friend@example.com' },
    });
    expect(card.code).toMatch(/^[A-Z0-9]{12}$/);
    expect(card.issued.by).not.toBe('');
    expect(card.email_log_id).toEqual(expect.any(Number));
    const log = await t.request('GET', `/email-logs/${card.email_log_id}?expand=body`, { token: owner });
    expect(await log.json()).toMatchObject({
      to_email: 'friend@example.com',
      subject: `A $50.00 gift: ${card.code}`,
      body: expect.stringContaining(card.code),
    });
  });

  it('refuses a bad issue with the contract’s messages and sends nothing', async () => {
    const before = await giftCards();
    const logs = async () =>
      (await json<List<unknown>>(await t.request('GET', '/email-logs', { token: owner })))._meta.totalCount;
    const mails = await logs();
    const refuse = async (body: unknown, errors: Record<string, string[]>) => {
      const res = await t.request('POST', '/gift-cards', { token: owner, body });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ errors });
    };
    await refuse(
      { discount: { value: 0 }, issued: { for: 'x@example.com' } },
      { 'discount.value': [M.valueInvalid] },
    );
    await refuse(
      { discount: { value: 100 }, issued: { for: 'not-an-email' } },
      { 'issued.for': [M.emailInvalid] },
    );
    await refuse(
      { discount: { value: 100 }, issued: { for: 'x@example.com' }, expires_at: '13/45/2026' },
      { expires_at: [M.expiryInvalid] },
    );
    await refuse(
      { discount: { type: 2, value: 120 }, issued: { for: 'x@example.com' } },
      { 'discount.value': [M.percentInvalid] },
    );
    expect(await giftCards()).toEqual(before);
    expect(await logs()).toBe(mails);
  });

  it('refuses to publish expired cards in bulk, naming them, and changes nothing', async () => {
    const fresh = await issue({ discount: { value: 100 }, issued: { for: 'a@example.com' }, is_draft: true });
    const expired = (await giftCards()).find((c) => c.code === 'GIFTDEMO0004')!;
    const ids = [fresh.id, expired.id];
    const res = await t.request('POST', '/gift-cards/publish', { token: owner, body: { ids } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { [String(expired.id)]: [M.expiredNotPublished] } });
    expect((await giftCards()).filter((c) => ids.includes(c.id)).map((c) => c.is_draft)).toEqual([
      true,
      true,
    ]);
    const single = await t.request('PATCH', `/gift-cards/${expired.id}`, {
      token: owner,
      body: { is_draft: false },
    });
    expect(await json(single)).toEqual({ errors: { is_draft: [M.expiredNotPublished] } });
    const ok = await t.request('POST', '/gift-cards/publish', { token: owner, body: { ids: [fresh.id] } });
    expect(await json(ok)).toEqual({ affected: 1 });
    // A later expiry makes the card publishable again.
    const renewed = await t.request('PATCH', `/gift-cards/${expired.id}`, {
      token: owner,
      body: { expires_at: '2099-01-01', is_draft: false },
    });
    expect(await json(renewed)).toMatchObject({ is_draft: false, expires_at: '2099-01-01' });
  });

  it('saves views of the gift card list per user', async () => {
    const json1 = JSON.stringify({ filter: [{ field: 'is_used', op: '=', value: false }] });
    const saved = await t.request('POST', '/gift-cards/saved-views', { token: owner, body: { json: json1 } });
    expect(saved.status).toBeLessThan(300);
    const views = await json<{ items?: { json: string }[] } | { json: string }[]>(
      await t.request('GET', '/gift-cards/saved-views', { token: owner }),
    );
    const list = Array.isArray(views) ? views : (views.items ?? []);
    expect(list.map((v) => v.json)).toContain(json1);
  });

  it('lets limited access read only and hides other stores’ cards', async () => {
    const limited = (await t.employeeSession([{ subject: 'gift_codes', rule: 1, options: [] }])).tokens
      .accessToken;
    const before = await giftCards();
    expect(await giftCards(limited)).toEqual(before);
    const body = { discount: { value: 100 }, issued: { for: 'x@example.com' } };
    expect((await t.request('POST', '/gift-cards', { token: limited, body })).status).toBe(403);
    expect(
      (await t.request('POST', '/gift-cards/unpublish', { token: limited, body: { ids: [before[0]!.id] } }))
        .status,
    ).toBe(403);
    const other = await t.switchStore(owner);
    expect((await giftCards(other)).map((c) => c.code)).toEqual(['OTHERSTORECARD']);
    expect((await t.request('GET', `/gift-cards/${before[0]!.id}`, { token: other })).status).toBe(404);
    expect(await giftCards()).toEqual(before);
  });
});

describe('Gift card redemption (/gift-card-redemptions)', () => {
  const pay = (code: string, order_total: number) =>
    t.request('POST', '/gift-card-redemptions', { token: owner, body: { code, order_total } });

  it('pays part of an order from the balance, then the rest, and is used at zero', async () => {
    const card = await issue({ discount: { value: 3000 }, issued: { for: 'p@example.com' } });
    expect(await json(await pay(card.code, 1200))).toEqual({
      gift_card_id: card.id,
      code: card.code,
      amount: 1200,
      balance: 1800,
      total: 0,
    });
    expect(await json(await pay(card.code.toLowerCase(), 5000))).toMatchObject({
      amount: 1800,
      balance: 0,
      total: 3200,
    });
    expect(await json(await pay(card.code, 100))).toEqual({ errors: { code: [M.giftCardUsed] } });
    expect((await giftCards()).find((c) => c.id === card.id)).toMatchObject({ balance: 0, is_used: true });
  });

  it('refuses unknown, draft and expired cards', async () => {
    expect(await json(await pay('NOPE', 100))).toEqual({ errors: { code: [M.giftCardUnknown] } });
    const draft = await issue({ discount: { value: 100 }, issued: { for: 'd@example.com' }, is_draft: true });
    expect(await json(await pay(draft.code, 100))).toEqual({ errors: { code: [M.giftCardDraft] } });
    const old = await issue({
      discount: { value: 100 },
      issued: { for: 'o@example.com' },
      expires_at: '2020-01-01',
    });
    expect(await json(await pay(old.code, 100))).toEqual({ errors: { code: [M.giftCardExpired] } });
  });

  it('never takes the balance below zero under 20 concurrent payments', async () => {
    const card = await issue({ discount: { value: 2500 }, issued: { for: 'c@example.com' } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(card.code, 300)));
    const paid = await Promise.all(
      answers.filter((res) => res.status === 200).map((res) => json<{ amount: number }>(res)),
    );
    // 8 payments of 300 and one of the last 100; then the card is used.
    expect(paid.map((p) => p.amount).sort((a, b) => a - b)).toEqual([100, ...Array(8).fill(300)]);
    expect(answers.filter((res) => res.status === 422)).toHaveLength(11);
    expect((await giftCards()).find((c) => c.id === card.id)).toMatchObject({ balance: 0, is_used: true });
  });
});
