/**
 * The Gift codes plugin's server part: it implements its contract. The `coupons` and
 * `giftCards` resources (list, search, get, create, update, delete, bulk publish / unpublish /
 * delete, saved views: path, subject, schemas, filters and sorting from the contract) and the
 * two redemption endpoints. Issuing a gift card writes its e-mail to the email log and queues
 * its delivery as a job in the same transaction (the mail outbox). Redemptions lock the
 * coupon or card row (`select ... for update`), so usage limits and balances hold under
 * concurrent calls.
 */
import {
  callerDisplayName,
  defineServerPlugin,
  fieldErrorsOf,
  implement,
  implementJob,
  invalid,
  invalidField,
  notFound,
  parseId,
  resource,
  subscribe,
  textSearch,
} from '@storeroom/server';
import type { ActionContext } from '@storeroom/server';
import type { z } from 'zod';
import { and, count, eq, inArray, ne, sql, sum } from '@storeroom/server/drizzle';
import { ORDER_PAID } from '@storeroom/plugin-orders/contract';
import type { PaidOrder } from '@storeroom/plugin-orders/contract';
import {
  AUTO_GIFT_TYPES,
  DEFAULT_GIFT_CARD_HTML,
  DEFAULT_GIFT_CARD_SUBJECT,
  GIFT_CARD_DISCOUNT_TYPES,
  ORDER_GIFT_CARDS_JOB,
  campaignCardValue,
  campaignExpiry,
  campaignTriggerMatches,
  giftCampaignInputSchema,
  GIFT_CARD_CODE_LENGTH,
  GIFT_CARD_TYPES,
  GIFT_CODES_MESSAGES,
  GIFT_CODES_SUBJECT,
  COUPON_CODE_LENGTH,
  couponInputSchema,
  fillGiftCardPlaceholders,
  generateCode,
  priceCart,
  giftCodesContract,
  rulesMatch,
  todayIn,
} from '../contract';
import type {
  Coupon,
  CouponRedemptionResult,
  GiftCampaign,
  GiftCampaignStatistics,
  GiftCard,
} from '../contract';
import { SEED_CAMPAIGNS, SEED_CAMPAIGN_CARDS, SEED_COUPONS, SEED_GIFT_CARDS } from './seed-data';
import {
  couponRedemptionsTable,
  couponsTable,
  giftCampaignsTable,
  giftCardRedemptionsTable,
  giftCardsTable,
} from './tables';
import type { CouponRow, GiftCampaignRow, GiftCardRow } from './tables';

const M = GIFT_CODES_MESSAGES;

function couponItem(row: CouponRow): Coupon {
  return {
    id: row.id,
    is_draft: row.is_draft,
    discount: { type: row.discount_type, code: row.code, value: row.discount_value },
    limit: {
      can_be_combined: row.can_be_combined,
      usage_total: row.usage_total,
      usage_per_customer: row.usage_per_customer,
    },
    valid: { start: row.valid_start, end: row.valid_end },
    rules: row.rules,
    used: row.used,
    created_at: row.created_at.toISOString(),
  };
}

function giftCardItem(row: GiftCardRow): GiftCard {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    is_used: row.is_used,
    is_draft: row.is_draft,
    issued: { for: row.issued_for, by: row.issued_by },
    discount: { type: row.discount_type, value: row.discount_value },
    balance: row.balance,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at,
    email: { subject: row.email_subject, html: row.email_html },
    email_log_id: row.email_log_id,
    campaign_id: row.campaign_id,
    order_id: row.order_id,
  };
}

type CodeTable = typeof couponsTable | typeof giftCardsTable;

async function codeTaken(ctx: ActionContext, table: CodeTable, code: string, exceptId?: number) {
  const where =
    exceptId === undefined ? eq(table.code, code) : and(eq(table.code, code), ne(table.id, exceptId));
  const [row] = await ctx.db.select({ id: table.id }).from(table).where(ctx.scope(table).where(where));
  return row !== undefined;
}

/**
 * The code to store: the typed one (refused when the store already has it, 422 on `field`),
 * or a generated one unique in the store (spec 3 §5: 9 random alphanumeric characters).
 */
async function uniqueCode(
  ctx: ActionContext,
  table: CodeTable,
  typed: string,
  field: string,
  length: number,
  exceptId?: number,
): Promise<string> {
  if (typed !== '') {
    if (await codeTaken(ctx, table, typed, exceptId)) throw invalidField(field, M.codeTaken);
    return typed;
  }
  for (;;) {
    const code = generateCode(length);
    if (!(await codeTaken(ctx, table, code))) return code;
  }
}

/**
 * The validity dates to store: the start (spec 3 §5: today when left empty) must be earlier
 * than the end, if any; checked again here because the start may only now be known.
 */
function validity(start: string, end: string | null) {
  if (end !== null && end <= start) throw invalidField('valid.end', M.dateOrder);
  return { valid_start: start, valid_end: end };
}

export const couponsResource = resource(giftCodesContract.resources.coupons, {
  table: couponsTable,
  toItem: couponItem,
  filters: { query: (value) => textSearch(value, couponsTable.code) },
  beforeCreate: async (input, ctx) => ({
    ...validity(input.valid.start || todayIn(ctx.store.timezone), input.valid.end),
    code: await uniqueCode(ctx, couponsTable, input.discount.code, 'discount.code', COUPON_CODE_LENGTH),
    is_draft: input.is_draft,
    discount_type: input.discount.type,
    discount_value: input.discount.type === 'free_shipping' ? 0 : input.discount.value,
    can_be_combined: input.limit.can_be_combined,
    usage_total: input.limit.usage_total,
    usage_per_customer: input.limit.usage_per_customer,
    rules: input.rules,
  }),
  beforeUpdate: async (input, existing, ctx) => {
    // The cross-field rules (percent range, date order) are checked on the coupon as it will be.
    const current = couponItem(existing);
    const merged = {
      is_draft: input.is_draft ?? current.is_draft,
      discount: input.discount ?? current.discount,
      limit: input.limit ?? current.limit,
      valid: input.valid ?? current.valid,
      rules: input.rules ?? current.rules,
    };
    const checked = couponInputSchema.safeParse(merged);
    if (!checked.success) throw invalid(fieldErrorsOf(checked.error));
    const next = checked.data;
    return {
      ...validity(next.valid.start || existing.valid_start, next.valid.end),
      code: await uniqueCode(
        ctx,
        couponsTable,
        next.discount.code,
        'discount.code',
        COUPON_CODE_LENGTH,
        existing.id,
      ),
      is_draft: next.is_draft,
      discount_type: next.discount.type,
      discount_value: next.discount.type === 'free_shipping' ? 0 : next.discount.value,
      can_be_combined: next.limit.can_be_combined,
      usage_total: next.limit.usage_total,
      usage_per_customer: next.limit.usage_per_customer,
      rules: next.rules,
    };
  },
  actions: {
    publish: async (rows, ctx) => {
      await ctx.scope(couponsTable).update(
        rows.map((r) => r.id),
        { is_draft: false },
      );
      return { affected: rows.length };
    },
    unpublish: async (rows, ctx) => {
      await ctx.scope(couponsTable).update(
        rows.map((r) => r.id),
        { is_draft: true },
      );
      return { affected: rows.length };
    },
  },
});

/** Money as the store formats it for people (the gift card e-mail's {gift_value}). */
function giftValueText(ctx: ActionContext, row: Pick<GiftCardRow, 'discount_type' | 'discount_value'>) {
  if (row.discount_type !== GIFT_CARD_DISCOUNT_TYPES.value) return `${row.discount_value}%`;
  return new Intl.NumberFormat(ctx.store.locale, { style: 'currency', currency: ctx.store.currency }).format(
    row.discount_value / 100,
  );
}

const isExpired = (row: Pick<GiftCardRow, 'expires_at'>, today: string) =>
  row.expires_at !== null && row.expires_at < today;

export const giftCardsResource = resource(giftCodesContract.resources.giftCards, {
  table: giftCardsTable,
  toItem: giftCardItem,
  filters: {
    query: (value) => textSearch(value, giftCardsTable.code, giftCardsTable.issued_for),
  },
  beforeCreate: async (input, ctx) => ({
    code: await uniqueCode(ctx, giftCardsTable, input.code, 'code', GIFT_CARD_CODE_LENGTH),
    type: GIFT_CARD_TYPES.manual,
    is_draft: input.is_draft,
    issued_for: input.issued.for,
    issued_by: await callerDisplayName(ctx),
    discount_type: input.discount.type,
    discount_value: input.discount.value,
    // A value card spends its balance; a percent card is used once.
    balance: input.discount.type === GIFT_CARD_DISCOUNT_TYPES.value ? input.discount.value : 0,
    expires_at: input.expires_at === '' ? null : input.expires_at,
    email_subject: input.email.subject,
    email_html: input.email.html,
  }),
  afterCreate: async (row, ctx) => {
    // A draft is not sent; a published card is mailed to its recipient through the outbox:
    // logged (queued) now, delivered by the mail job after this transaction commits.
    if (row.is_draft) return;
    const values = { gift_value: giftValueText(ctx, row), gift_code: row.code };
    const logId = await ctx.services.mail.send(ctx.db, ctx.store.id, {
      to: row.issued_for,
      subject: fillGiftCardPlaceholders(row.email_subject, values),
      body: fillGiftCardPlaceholders(row.email_html, values),
      area: GIFT_CODES_SUBJECT,
    });
    const [mailed] = await ctx.scope(giftCardsTable).update(row.id, { email_log_id: logId });
    return giftCardItem(mailed!);
  },
  beforeUpdate: (input, existing, ctx) => {
    const expires_at =
      input.expires_at === undefined
        ? existing.expires_at
        : input.expires_at === ''
          ? null
          : input.expires_at;
    const is_draft = input.is_draft ?? existing.is_draft;
    if (!is_draft && isExpired({ expires_at }, todayIn(ctx.store.timezone)))
      throw invalidField('is_draft', M.expiredNotPublished);
    return { is_draft, expires_at };
  },
  actions: {
    publish: async (rows, ctx) => {
      // spec 3 §4: expired cards (expires_at before today) cannot be published in bulk; the
      // whole call is refused, naming each of them, and nothing changes.
      const today = todayIn(ctx.store.timezone);
      const expired = rows.filter((row) => isExpired(row, today));
      if (expired.length > 0)
        throw invalid(Object.fromEntries(expired.map((row) => [String(row.id), [M.expiredNotPublished]])));
      await ctx.scope(giftCardsTable).update(
        rows.map((r) => r.id),
        { is_draft: false },
      );
      return { affected: rows.length };
    },
    unpublish: async (rows, ctx) => {
      await ctx.scope(giftCardsTable).update(
        rows.map((r) => r.id),
        { is_draft: true },
      );
      return { affected: rows.length };
    },
  },
});

/**
 * `POST /coupon-redemptions`: applies the coupons in the order given and counts each use. Each
 * coupon row is locked (`for update`) before its limits are read, so 20 concurrent calls on a
 * coupon with 5 uses left redeem exactly 5; a refusal rolls the whole call back.
 */
export const redeemCoupons = implement(giftCodesContract.endpoints.redeemCoupons, async (ctx, { body }) => {
  const codes = body.codes;
  if (new Set(codes).size !== codes.length) throw invalidField('codes', M.couponRepeated);
  const today = todayIn(ctx.store.timezone);
  const rows = await ctx.db
    .select()
    .from(couponsTable)
    .where(ctx.scope(couponsTable).where(inArray(couponsTable.code, codes)))
    .orderBy(couponsTable.id)
    .for('update');
  const redeemed: (typeof rows)[number][] = [];
  for (const code of codes) {
    const row = rows.find((r) => r.code === code);
    if (!row) throw invalidField('codes', M.couponUnknown);
    if (row.is_draft) throw invalidField('codes', M.couponDraft);
    if (row.valid_start > today) throw invalidField('codes', M.couponNotStarted);
    if (row.valid_end !== null && row.valid_end < today) throw invalidField('codes', M.couponEnded);
    if (codes.length > 1 && !row.can_be_combined) throw invalidField('codes', M.couponNotCombinable);
    if (row.usage_total > 0 && row.used >= row.usage_total) throw invalidField('codes', M.couponUsedUp);
    if (row.usage_per_customer > 0) {
      if (!body.customer_email) throw invalidField('customer_email', M.couponCustomerRequired);
      const [mine] = await ctx.db
        .select({ n: count() })
        .from(couponRedemptionsTable)
        .where(
          ctx
            .scope(couponRedemptionsTable)
            .where(
              and(
                eq(couponRedemptionsTable.coupon_id, row.id),
                eq(couponRedemptionsTable.customer_email, body.customer_email),
              ),
            ),
        );
      if ((mine?.n ?? 0) >= row.usage_per_customer) throw invalidField('codes', M.couponCustomerUsedUp);
    }
    const facts = {
      order_total: body.order_total,
      product_titles: body.product_titles,
      customer_name: body.customer_name,
    };
    if (!rulesMatch(row.rules, facts)) throw invalidField('codes', M.couponRulesUnmet);
    redeemed.push(row);
  }
  // The one pricing function: the coupons in the order given, each on what the ones before left.
  const price = priceCart({
    lines: [{ price: body.order_total, quantity: 1 }],
    shipping: body.shipping_total,
    coupons: redeemed.map((row) => ({ type: row.discount_type, value: row.discount_value })),
  });
  const applied: CouponRedemptionResult['coupons'] = [];
  for (const [i, row] of redeemed.entries()) {
    const taken = price.coupons[i]!;
    applied.push({ id: row.id, code: row.code, ...taken });
    await ctx.db
      .update(couponsTable)
      .set({ used: sql`${couponsTable.used} + 1` })
      .where(ctx.scope(couponsTable).where(eq(couponsTable.id, row.id)));
    await ctx.scope(couponRedemptionsTable).insert({
      coupon_id: row.id,
      customer_email: body.customer_email ?? '',
      order_ref: body.order_ref,
      discount: taken.discount + taken.shipping_discount,
    });
  }
  return {
    coupons: applied,
    discount: price.coupon_discount,
    shipping_discount: price.shipping_discount,
    total: price.total,
  };
});

/**
 * `POST /gift-card-redemptions`: pays what the card allows of the order total. The card row is
 * locked (`for update`) before its balance is read, and the table refuses a negative balance,
 * so concurrent payments never spend more than the card holds.
 */
export const redeemGiftCard = implement(giftCodesContract.endpoints.redeemGiftCard, async (ctx, { body }) => {
  const [row] = await ctx.db
    .select()
    .from(giftCardsTable)
    .where(ctx.scope(giftCardsTable).where(eq(giftCardsTable.code, body.code)))
    .for('update');
  if (!row) throw invalidField('code', M.giftCardUnknown);
  if (row.is_draft) throw invalidField('code', M.giftCardDraft);
  if (isExpired(row, todayIn(ctx.store.timezone))) throw invalidField('code', M.giftCardExpired);
  if (row.is_used) throw invalidField('code', M.giftCardUsed);
  // The one pricing function, the card alone on the total still to pay.
  const amount = priceCart({
    lines: [{ price: body.order_total, quantity: 1 }],
    shipping: 0,
    giftCard: row,
  }).gift_card_amount;
  const value = row.discount_type === GIFT_CARD_DISCOUNT_TYPES.value;
  const balance = value ? row.balance - amount : 0;
  // A value card is used up at 0; a percent card after its one use.
  await ctx.scope(giftCardsTable).update(row.id, { balance, is_used: !value || balance === 0 });
  await ctx
    .scope(giftCardRedemptionsTable)
    .insert({ gift_card_id: row.id, order_ref: body.order_ref, amount });
  return { gift_card_id: row.id, code: row.code, amount, balance, total: body.order_total - amount };
});

function campaignItem(row: GiftCampaignRow): GiftCampaign {
  return {
    id: row.id,
    title: row.title,
    is_draft: row.is_draft,
    discount: { type: row.discount_type, value: row.discount_value, max_value: row.max_value },
    trigger: { type: row.trigger_type, min_total: row.min_total, products: row.products },
    expires: { type: row.expires_type, days: row.expires_days, date: row.expires_date },
    email: { subject: row.email_subject, html: row.email_html },
    created_at: row.created_at.toISOString(),
  };
}

/** The row of a campaign as checked by the contract's create schema (defaults filled in). */
function campaignRow(input: z.output<typeof giftCampaignInputSchema>) {
  return {
    title: input.title,
    is_draft: input.is_draft,
    discount_type: input.discount.type,
    discount_value: input.discount.value,
    max_value: input.discount.type === AUTO_GIFT_TYPES.value_percent ? input.discount.max_value : 0,
    trigger_type: input.trigger.type,
    min_total: input.trigger.type === 'order_total' ? input.trigger.min_total : 0,
    products: input.trigger.type === 'products' ? [...new Set(input.trigger.products)] : [],
    expires_type: input.expires.type,
    expires_days: input.expires.days,
    expires_date: input.expires.date || null,
    email_subject: input.email.subject,
    email_html: input.email.html,
  };
}

/** Statistics of campaigns by id: cards issued, cards redeemed at least once, value redeemed. */
async function campaignStatistics(
  ctx: ActionContext,
  ids: readonly number[],
): Promise<Map<number, GiftCampaignStatistics>> {
  const stats = new Map<number, GiftCampaignStatistics>(
    ids.map((id) => [id, { issued: 0, redeemed: 0, value: 0 }]),
  );
  if (ids.length === 0) return stats;
  const issued = await ctx.db
    .select({ campaign_id: giftCardsTable.campaign_id, n: count() })
    .from(giftCardsTable)
    .where(ctx.scope(giftCardsTable).where(inArray(giftCardsTable.campaign_id, [...ids])))
    .groupBy(giftCardsTable.campaign_id);
  for (const row of issued) stats.get(row.campaign_id!)!.issued = row.n;
  const redeemed = await ctx.db
    .select({
      campaign_id: giftCardsTable.campaign_id,
      cards: sql<number>`count(distinct ${giftCardRedemptionsTable.gift_card_id})`.mapWith(Number),
      value: sum(giftCardRedemptionsTable.amount).mapWith(Number),
    })
    .from(giftCardRedemptionsTable)
    .innerJoin(giftCardsTable, eq(giftCardsTable.id, giftCardRedemptionsTable.gift_card_id))
    .where(ctx.scope(giftCardsTable).where(inArray(giftCardsTable.campaign_id, [...ids])))
    .groupBy(giftCardsTable.campaign_id);
  for (const row of redeemed) {
    const entry = stats.get(row.campaign_id!)!;
    entry.redeemed = row.cards;
    entry.value = row.value ?? 0;
  }
  return stats;
}

export const giftCampaignsResource = resource(giftCodesContract.resources.giftCampaigns, {
  table: giftCampaignsTable,
  toItem: campaignItem,
  filters: {
    query: (value) => textSearch(value, giftCampaignsTable.title),
  },
  expand: {
    statistics: async (items, _rows, ctx) => {
      const stats = await campaignStatistics(
        ctx,
        items.map((item) => item.id),
      );
      for (const item of items) item.statistics = stats.get(item.id);
    },
  },
  beforeCreate: (input) => campaignRow(input),
  beforeUpdate: (input, existing) => {
    // The cross-field rules are checked on the campaign as it will be.
    const current = campaignItem(existing);
    const merged = {
      title: input.title ?? current.title,
      is_draft: input.is_draft ?? current.is_draft,
      discount: input.discount ?? current.discount,
      trigger: input.trigger ?? current.trigger,
      expires: input.expires ?? current.expires,
      email: input.email ?? current.email,
    };
    const checked = giftCampaignInputSchema.safeParse(merged);
    if (!checked.success) throw invalid(fieldErrorsOf(checked.error));
    return campaignRow(checked.data);
  },
  actions: {
    publish: async (rows, ctx) => {
      await ctx.scope(giftCampaignsTable).update(
        rows.map((r) => r.id),
        { is_draft: false },
      );
      return { affected: rows.length };
    },
    unpublish: async (rows, ctx) => {
      await ctx.scope(giftCampaignsTable).update(
        rows.map((r) => r.id),
        { is_draft: true },
      );
      return { affected: rows.length };
    },
  },
});

/** `GET /gift-campaigns/{id}/statistics` (spec 3 §7 Gift campaigns). */
export const giftCampaignStatistics = implement(
  giftCodesContract.endpoints.campaignStatistics,
  async (ctx, { params }) => {
    const id = parseId(params.id, M.notFound);
    const campaign = await ctx.scope(giftCampaignsTable).get(id);
    if (!campaign) throw notFound(M.notFound);
    return (await campaignStatistics(ctx, [id])).get(id)!;
  },
);

/** A card the order job issues: its unique key, value, recipient, e-mail. */
interface CardToIssue {
  source_key: string;
  type: 1 | 3;
  campaign_id: number | null;
  issued_by: string;
  discount_type: 0 | 1 | 2;
  discount_value: number;
  expires_at: string | null;
  email_subject: string;
  email_html: string;
}

/**
 * Issues a card unless its key was issued before (a unique index; `on conflict do nothing`),
 * and mails it through the outbox in the same savepoint: a card is never issued unmailed, nor
 * mailed twice. Answers whether this call issued it.
 */
async function issueOnce(ctx: ActionContext, order: PaidOrder, card: CardToIssue): Promise<boolean> {
  return ctx.savepoint(async (tx) => {
    const [row] = await tx.db
      .insert(giftCardsTable)
      .values({
        ...card,
        store_id: tx.store.id,
        // An invoice order is no order of the orders area: its card names none.
        order_id: order.kind === 'invoice' ? null : order.order_id,
        code: await uniqueCode(tx, giftCardsTable, '', 'code', GIFT_CARD_CODE_LENGTH),
        is_draft: false,
        issued_for: order.email,
        balance: card.discount_type === GIFT_CARD_DISCOUNT_TYPES.value ? card.discount_value : 0,
      })
      .onConflictDoNothing({ target: [giftCardsTable.store_id, giftCardsTable.source_key] })
      .returning();
    if (!row) return false;
    const values = { gift_value: giftValueText(tx, row), gift_code: row.code };
    const logId = await tx.services.mail.send(tx.db, tx.store.id, {
      to: row.issued_for,
      subject: fillGiftCardPlaceholders(row.email_subject, values),
      body: fillGiftCardPlaceholders(row.email_html, values),
      area: GIFT_CODES_SUBJECT,
    });
    await tx.scope(giftCardsTable).update(row.id, { email_log_id: logId });
    return true;
  });
}

/**
 * The job of one paid order (ORDER_GIFT_CARDS_JOB): the gift cards it bought (one per unit of
 * each gift card line, worth the unit's price: type purchased) and those its published
 * campaigns give (one per campaign whose trigger the order meets: type campaign), each mailed
 * to the order's e-mail. Every card has a unique key, so a retried or repeated run issues and
 * mails only what was not yet issued.
 */
export async function runOrderGiftCards({ ctx, input: order }: { ctx: ActionContext; input: PaidOrder }) {
  if (order.email.trim() === '') return { issued: 0 };
  const today = todayIn(ctx.store.timezone);
  // Orders and invoice orders count their ids apart: the keys say which one paid.
  const paidKey = `${order.kind === 'invoice' ? 'invoice' : 'order'}:${order.order_id}`;
  const cards: CardToIssue[] = [];
  for (const line of order.items) {
    if (!line.is_giftcard || line.price <= 0) continue;
    for (let unit = 1; unit <= line.quantity; unit += 1)
      cards.push({
        source_key: `${paidKey}:item:${line.item_id}:${unit}`,
        type: GIFT_CARD_TYPES.purchased,
        campaign_id: null,
        issued_by: `${order.kind === 'invoice' ? 'Invoice' : 'Order'} ${order.number}`,
        discount_type: GIFT_CARD_DISCOUNT_TYPES.value,
        discount_value: line.price,
        expires_at: null,
        email_subject: DEFAULT_GIFT_CARD_SUBJECT,
        email_html: DEFAULT_GIFT_CARD_HTML,
      });
  }
  const campaigns = await ctx.scope(giftCampaignsTable).find(eq(giftCampaignsTable.is_draft, false));
  for (const campaign of campaigns) {
    const item = campaignItem(campaign);
    if (!campaignTriggerMatches(item.trigger, order)) continue;
    const value = campaignCardValue(item.discount, order.total);
    if (value.discount_value <= 0) continue;
    cards.push({
      source_key: `campaign:${campaign.id}:${paidKey}`,
      type: GIFT_CARD_TYPES.campaign,
      campaign_id: campaign.id,
      issued_by: campaign.title,
      ...value,
      expires_at: campaignExpiry(item.expires, today),
      email_subject: campaign.email_subject,
      email_html: campaign.email_html,
    });
  }
  let issued = 0;
  for (const card of cards) if (await issueOnce(ctx, order, card)) issued += 1;
  return { issued };
}

/**
 * ORDER_PAID (orders contract): each paid order that bought a gift card, or that a published
 * campaign may reward, gets its job; the mail leaves from the job, never from the order's
 * transaction.
 */
async function onOrdersPaid(ctx: ActionContext, { orders }: { orders: PaidOrder[] }) {
  const [campaigns] = await ctx.db
    .select({ n: count() })
    .from(giftCampaignsTable)
    .where(ctx.scope(giftCampaignsTable).where(eq(giftCampaignsTable.is_draft, false)));
  const anyCampaign = (campaigns?.n ?? 0) > 0;
  for (const order of orders)
    if (anyCampaign || order.items.some((line) => line.is_giftcard))
      await ctx.jobs.enqueue(ORDER_GIFT_CARDS_JOB, order);
}

export const giftCodesServerPlugin = defineServerPlugin({
  id: 'gift-codes',
  contract: giftCodesContract,
  tables: {
    couponsTable,
    couponRedemptionsTable,
    giftCardsTable,
    giftCardRedemptionsTable,
    giftCampaignsTable,
  },
  migrations: [
    {
      version: 1,
      name: 'create coupons and gift cards',
      sql: [
        `create table gift_codes_coupons (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          code text not null,
          is_draft boolean not null default true,
          discount_type text not null,
          discount_value integer not null default 0,
          can_be_combined boolean not null default false,
          usage_total integer not null default 0 check (usage_total >= 0),
          usage_per_customer integer not null default 0 check (usage_per_customer >= 0),
          valid_start text not null,
          valid_end text,
          rules jsonb not null default '[]'::jsonb,
          used integer not null default 0,
          created_at timestamptz not null default now(),
          check (usage_total = 0 or used <= usage_total)
        )`,
        'create unique index gift_codes_coupons_code_idx on gift_codes_coupons (store_id, code)',
        'create index gift_codes_coupons_store_idx on gift_codes_coupons (store_id, id)',
        `create table gift_codes_coupon_redemptions (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          coupon_id integer not null references gift_codes_coupons(id) on delete cascade,
          customer_email text not null default '',
          order_ref text not null default '',
          discount integer not null default 0,
          created_at timestamptz not null default now()
        )`,
        'create index gift_codes_coupon_redemptions_idx on gift_codes_coupon_redemptions (store_id, coupon_id, customer_email)',
        `create table gift_codes_gift_cards (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          code text not null,
          type integer not null default 0,
          is_used boolean not null default false,
          is_draft boolean not null default false,
          issued_for text not null,
          issued_by text not null default '',
          discount_type integer not null default 0,
          discount_value integer not null,
          balance integer not null check (balance >= 0),
          expires_at text,
          email_subject text not null,
          email_html text not null,
          email_log_id integer,
          created_at timestamptz not null default now()
        )`,
        'create unique index gift_codes_gift_cards_code_idx on gift_codes_gift_cards (store_id, code)',
        'create index gift_codes_gift_cards_store_idx on gift_codes_gift_cards (store_id, id)',
        `create table gift_codes_gift_card_redemptions (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          gift_card_id integer not null references gift_codes_gift_cards(id) on delete cascade,
          order_ref text not null default '',
          amount integer not null,
          created_at timestamptz not null default now()
        )`,
      ],
    },
    {
      version: 2,
      name: 'gift card campaigns; cards issued by orders and campaigns',
      sql: [
        `create table gift_codes_campaigns (
          id serial primary key,
          store_id integer not null references stores(id) on delete cascade,
          title text not null,
          is_draft boolean not null default true,
          discount_type integer not null default 0,
          discount_value integer not null,
          max_value integer not null default 0,
          trigger_type text not null,
          min_total integer not null default 0,
          products jsonb not null default '[]'::jsonb,
          expires_type integer not null default 0,
          expires_days integer not null default 1,
          expires_date text,
          email_subject text not null,
          email_html text not null,
          created_at timestamptz not null default now()
        )`,
        'create index gift_codes_campaigns_store_idx on gift_codes_campaigns (store_id, id)',
        'alter table gift_codes_gift_cards add column campaign_id integer references gift_codes_campaigns(id) on delete set null',
        'alter table gift_codes_gift_cards add column order_id integer',
        'alter table gift_codes_gift_cards add column source_key text',
        // One card per key: a job run again issues nothing twice (NULL keys, cards by hand, never clash).
        'create unique index gift_codes_gift_cards_source_idx on gift_codes_gift_cards (store_id, source_key)',
        'create index gift_codes_gift_cards_campaign_idx on gift_codes_gift_cards (store_id, campaign_id)',
        'create index gift_codes_gift_card_redemptions_card_idx on gift_codes_gift_card_redemptions (store_id, gift_card_id)',
      ],
    },
  ],
  resources: [couponsResource, giftCardsResource, giftCampaignsResource],
  routes: [redeemCoupons, redeemGiftCard, giftCampaignStatistics],
  // A retry after a crash issues only what the first run did not (each card's unique key).
  jobs: [implementJob(ORDER_GIFT_CARDS_JOB, runOrderGiftCards, { retryLimit: 3, retryDelaySeconds: 5 })],
  subscribes: [subscribe(ORDER_PAID, onOrdersPaid)],
  async seed({ scope, storeIds }) {
    const [main, second] = storeIds;
    if (main === undefined) return;
    await scope(couponsTable, main).insertMany(SEED_COUPONS);
    await scope(giftCardsTable, main).insertMany(SEED_GIFT_CARDS);
    const [thanks] = await scope(giftCampaignsTable, main).insertMany(SEED_CAMPAIGNS);
    // Two cards the published campaign gave, one of them spent: its statistics show in the demo.
    const given = await scope(giftCardsTable, main).insertMany(
      SEED_CAMPAIGN_CARDS.map((card) => ({ ...card, campaign_id: thanks!.id })),
    );
    const spent = given.find((card) => card.is_used);
    if (spent)
      await scope(giftCardRedemptionsTable, main).insert({
        gift_card_id: spent.id,
        order_ref: 'demo',
        amount: spent.discount_value,
      });
    // The second demo store has codes of its own, which the main store never sees.
    if (second !== undefined) {
      await scope(couponsTable, second).insertMany([{ ...SEED_COUPONS[0]!, code: 'OTHERSTORE' }]);
      await scope(giftCardsTable, second).insertMany([
        { ...SEED_GIFT_CARDS[0]!, code: 'OTHERSTORECARD', issued_for: 'other@example.com' },
      ]);
      await scope(giftCampaignsTable, second).insertMany([
        { ...SEED_CAMPAIGNS[0]!, title: 'Other store thanks' },
      ]);
    }
  },
});
