/**
 * The Gift codes plugin's contract: what other packages may know of it. Coupons and issued
 * gift cards (spec 3 §3, §7), and the redemption endpoints a checkout calls. The typed client
 * (`src/client.ts`), the server's route wiring and checks, the admin data hooks, the grids'
 * filter fields and the API reference (`GET /api/v1/openapi.json`) are derived from it.
 * Another plugin imports this entry (`@storeroom/plugin-gift-codes/contract`) and nothing else of this package.
 */
import { z } from 'zod';
import { createJobRef, defineContract, defineEndpoint, defineResource } from '@storeroom/core/contract';
import type { PaidOrder } from '@storeroom/plugin-orders/contract';
import {
  AUTO_GIFT_TYPES,
  AUTO_GIFT_TYPE_LABELS,
  CAMPAIGN_EXPIRY_TYPES,
  CAMPAIGN_TRIGGER_TYPES,
  DEFAULT_CAMPAIGN_EXPIRY_DAYS,
  GIFT_CAMPAIGNS_PAGE_SIZE,
  COUPONS_PAGE_SIZE,
  COUPON_DISCOUNT_TYPES,
  COUPON_DISCOUNT_TYPE_LABELS,
  COUPON_RULE_CONDITIONS,
  COUPON_RULE_TYPES,
  DEFAULT_GIFT_CARD_HTML,
  DEFAULT_GIFT_CARD_SUBJECT,
  GIFT_CARDS_PAGE_SIZE,
  GIFT_CARD_DISCOUNT_TYPES,
  GIFT_CARD_TYPES,
  GIFT_CARD_TYPE_LABELS,
  GIFT_CODES_DEFAULT_SORT,
  GIFT_CODES_MESSAGES,
  GIFT_CODES_SUBJECT,
  conditionsOf,
  isIsoDate,
} from './model';

export * from './model';
export * from './pricing';

const M = GIFT_CODES_MESSAGES;

/** A date on the wire: `YYYY-MM-DD` (spec 3 §5: typed MM/DD/YYYY, sent YYYY-MM-DD). */
const isoDate = z.string(M.dateInvalid).refine(isIsoDate, M.dateInvalid);

/** A code typed by a person; upper-cased. Empty: the server generates one. */
const codeSchema = z
  .string(M.codeInvalid)
  .trim()
  .toUpperCase()
  .refine((code) => code === '' || /^[A-Z0-9_-]{3,32}$/.test(code), M.codeInvalid);

const usageLimit = z.number(M.limitInvalid).int(M.limitInvalid).min(0, M.limitInvalid);

/** A rule of a coupon (spec 3 §3): type, condition, value (order total: minor units as text). */
export const couponRuleSchema = z
  .object({
    type: z.enum(COUPON_RULE_TYPES),
    condition: z.enum(COUPON_RULE_CONDITIONS),
    value: z.string().trim().min(1, M.ruleValueRequired).max(200),
  })
  .superRefine((rule, ctx) => {
    if (!conditionsOf(rule.type).includes(rule.condition))
      ctx.addIssue({ code: 'custom', path: ['condition'], message: M.ruleConditionInvalid });
    if (rule.type === 'order_total' && !/^\d+$/.test(rule.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.ruleAmountInvalid });
  });
export type CouponRule = z.output<typeof couponRuleSchema>;

const endDate = isoDate.nullable();

const couponFields = {
  is_draft: z.boolean(),
  discount: z.object({
    type: z.enum(COUPON_DISCOUNT_TYPES),
    code: codeSchema,
    /** Minor units for value off, percent for percent off; 0 for free shipping. */
    value: z.number(M.valueInvalid).int(M.valueInvalid).min(0, M.valueInvalid),
  }),
  limit: z.object({
    can_be_combined: z.boolean(),
    /** 0: no limit (spec 3 §5: a usage limit is on only when greater than 0). */
    usage_total: usageLimit,
    usage_per_customer: usageLimit,
  }),
  valid: z.object({
    /** Empty or absent: today (spec 3 §5), in the store's time zone. */
    start: z.union([z.literal(''), isoDate]).optional(),
    /** Null: never expires (spec 3 §5). */
    end: endDate,
  }),
  rules: z.array(couponRuleSchema).max(20),
};

type CouponShape = {
  discount?: { type: string; value: number };
  valid?: { start?: string | undefined; end: string | null };
};

/** The rules across fields of a whole coupon (create, and an update merged with what is stored). */
export function checkCoupon(coupon: CouponShape, ctx: z.RefinementCtx): void {
  const { discount, valid } = coupon;
  if (discount?.type === 'percent_off' && (discount.value < 1 || discount.value > 100))
    ctx.addIssue({ code: 'custom', path: ['discount', 'value'], message: M.percentInvalid });
  if (discount?.type === 'value_off' && discount.value < 1)
    ctx.addIssue({ code: 'custom', path: ['discount', 'value'], message: M.valueInvalid });
  if (valid?.start && valid.end && valid.end <= valid.start)
    ctx.addIssue({ code: 'custom', path: ['valid', 'end'], message: M.dateOrder });
}

/** What a create sends. */
export const couponInputSchema = z
  .object({
    is_draft: couponFields.is_draft.default(true),
    discount: couponFields.discount.extend({ code: codeSchema.default('') }),
    limit: couponFields.limit
      .extend({
        can_be_combined: z.boolean().default(false),
        usage_total: usageLimit.default(0),
        usage_per_customer: usageLimit.default(0),
      })
      .default({ can_be_combined: false, usage_total: 0, usage_per_customer: 0 }),
    valid: couponFields.valid.extend({ end: endDate.default(null) }).default({ end: null }),
    rules: couponFields.rules.default([]),
  })
  .superRefine(checkCoupon);
export type CouponInput = z.input<typeof couponInputSchema>;

/** What an update sends: any part; the whole coupon is checked again on the server. */
export const couponUpdateSchema = z.object({
  is_draft: couponFields.is_draft.optional(),
  discount: couponFields.discount.optional(),
  limit: couponFields.limit.optional(),
  valid: couponFields.valid.optional(),
  rules: couponFields.rules.optional(),
});
export type CouponUpdate = z.input<typeof couponUpdateSchema>;

/** A coupon as the API answers it (spec 3 §3 Coupon), with how often it was used. */
export const couponSchema = z.object({
  id: z.number().int(),
  is_draft: z.boolean(),
  discount: z.object({ type: z.enum(COUPON_DISCOUNT_TYPES), code: z.string(), value: z.number().int() }),
  limit: z.object({
    can_be_combined: z.boolean(),
    usage_total: z.number().int(),
    usage_per_customer: z.number().int(),
  }),
  valid: z.object({ start: z.string(), end: z.string().nullable() }),
  rules: z.array(
    z.object({
      type: z.enum(COUPON_RULE_TYPES),
      condition: z.enum(COUPON_RULE_CONDITIONS),
      value: z.string(),
    }),
  ),
  used: z.number().int(),
  created_at: z.string(),
});
export type Coupon = z.output<typeof couponSchema>;

/** A gift card's expiry on the wire: `YYYY-MM-DD`, or '' for none (spec 3 §5). */
const expirySchema = z
  .string(M.expiryInvalid)
  .trim()
  .refine((value) => value === '' || isIsoDate(value), M.expiryInvalid);

const giftCardDiscountType = z.union([
  z.literal(GIFT_CARD_DISCOUNT_TYPES.value),
  z.literal(GIFT_CARD_DISCOUNT_TYPES.percent_of_order),
  z.literal(GIFT_CARD_DISCOUNT_TYPES.percent),
]);

/** What issuing a gift card sends (the issue modal: value, recipient, expiry, e-mail). */
export const giftCardIssueSchema = z
  .object({
    discount: z.object({
      type: giftCardDiscountType.default(GIFT_CARD_DISCOUNT_TYPES.value),
      /** Minor units for a value card; percent otherwise. */
      value: z.number(M.valueInvalid).int(M.valueInvalid).min(1, M.valueInvalid),
    }),
    issued: z.object({ for: z.email(M.emailInvalid).trim().toLowerCase() }),
    expires_at: expirySchema.default(''),
    is_draft: z.boolean().default(false),
    code: codeSchema.default(''),
    email: z
      .object({
        subject: z.string().trim().min(1, M.subjectRequired).max(200).default(DEFAULT_GIFT_CARD_SUBJECT),
        html: z.string().max(20_000).default(DEFAULT_GIFT_CARD_HTML),
      })
      .default({ subject: DEFAULT_GIFT_CARD_SUBJECT, html: DEFAULT_GIFT_CARD_HTML }),
  })
  .superRefine((card, ctx) => {
    if (card.discount.type !== GIFT_CARD_DISCOUNT_TYPES.value && card.discount.value > 100)
      ctx.addIssue({ code: 'custom', path: ['discount', 'value'], message: M.percentInvalid });
  });
export type GiftCardIssue = z.input<typeof giftCardIssueSchema>;

/** What an update of an issued card may change: publishing and the expiry. */
export const giftCardUpdateSchema = z.object({
  is_draft: z.boolean().optional(),
  expires_at: expirySchema.optional(),
});
export type GiftCardUpdate = z.input<typeof giftCardUpdateSchema>;

/** An issued gift card as the API answers it (spec 3 §3 Gift card), with its balance. */
export const giftCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  is_used: z.boolean(),
  is_draft: z.boolean(),
  issued: z.object({ for: z.string(), by: z.string() }),
  discount: z.object({ type: giftCardDiscountType, value: z.number().int() }),
  /** What is left to spend (minor units) on a value card; 0 once a percent card is used. */
  balance: z.number().int(),
  created_at: z.string(),
  /** `YYYY-MM-DD`, or null: never expires. */
  expires_at: z.string().nullable(),
  email: z.object({ subject: z.string(), html: z.string() }),
  /** The issue e-mail in the email log. */
  email_log_id: z.number().int().nullable(),
  /** The campaign that issued it (type 3), if any. */
  campaign_id: z.number().int().nullable(),
  /** The order that bought it (type 1) or made a campaign issue it (type 3), if any. */
  order_id: z.number().int().nullable(),
});
export type GiftCard = z.output<typeof giftCardSchema>;

const orderTotal = z
  .number(M.orderTotalInvalid)
  .int(M.orderTotalInvalid)
  .min(0, M.orderTotalInvalid)
  .describe("Integer minor units of the store's currency");

/** Redeeming coupons for an order: the one pricing call of a checkout. */
export const couponRedemptionSchema = z.object({
  /** One or more codes; more than one only when each may be combined. */
  codes: z.array(z.string().trim().toUpperCase().min(1, M.couponUnknown)).min(1, M.couponUnknown).max(5),
  order_total: orderTotal,
  shipping_total: orderTotal.default(0),
  customer_email: z.email(M.emailInvalid).trim().toLowerCase().optional(),
  customer_name: z.string().max(200).default(''),
  product_titles: z.array(z.string().max(500)).max(500).default([]),
  /** The order's reference, recorded with the redemption. */
  order_ref: z.string().max(100).default(''),
});
export type CouponRedemption = z.input<typeof couponRedemptionSchema>;

export const couponRedemptionResultSchema = z.object({
  coupons: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      discount: z.number().int(),
      shipping_discount: z.number().int(),
    }),
  ),
  discount: z.number().int(),
  shipping_discount: z.number().int(),
  /** What is left to pay: goods and shipping after the discounts, never below zero. */
  total: z.number().int(),
});
export type CouponRedemptionResult = z.output<typeof couponRedemptionResultSchema>;

export const giftCardRedemptionSchema = z.object({
  code: z.string().trim().toUpperCase().min(1, M.giftCardUnknown),
  order_total: orderTotal,
  order_ref: z.string().max(100).default(''),
});
export type GiftCardRedemption = z.input<typeof giftCardRedemptionSchema>;

export const giftCardRedemptionResultSchema = z.object({
  gift_card_id: z.number().int(),
  code: z.string(),
  /** What the card paid (minor units). */
  amount: z.number().int(),
  /** What is left on the card. */
  balance: z.number().int(),
  /** What is left to pay, never below zero. */
  total: z.number().int(),
});
export type GiftCardRedemptionResult = z.output<typeof giftCardRedemptionResultSchema>;

const autoGiftType = z.union([
  z.literal(AUTO_GIFT_TYPES.value),
  z.literal(AUTO_GIFT_TYPES.value_percent),
  z.literal(AUTO_GIFT_TYPES.percent),
]);
const expiryType = z.union([z.literal(CAMPAIGN_EXPIRY_TYPES.days), z.literal(CAMPAIGN_EXPIRY_TYPES.date)]);

const campaignFields = {
  title: z.string(M.titleRequired).trim().min(1, M.titleRequired).max(200),
  is_draft: z.boolean(),
  discount: z.object({
    type: autoGiftType,
    /** Minor units for a value card; a percent otherwise. */
    value: z.number(M.valueInvalid).int(M.valueInvalid).min(1, M.valueInvalid),
    /** Minor units: the most a value-percent card is worth; 0: no maximum. */
    max_value: z.number(M.maxValueInvalid).int(M.maxValueInvalid).min(0, M.maxValueInvalid).default(0),
  }),
  trigger: z.object({
    type: z.enum(CAMPAIGN_TRIGGER_TYPES),
    /** Minor units (order_total); 0: every paid order. */
    min_total: orderTotal.default(0),
    products: z.array(z.number().int().positive()).max(200).default([]),
  }),
  expires: z.object({
    type: expiryType.default(CAMPAIGN_EXPIRY_TYPES.days),
    days: z
      .number(M.daysInvalid)
      .int(M.daysInvalid)
      .min(1, M.daysInvalid)
      .max(3650, M.daysInvalid)
      .default(DEFAULT_CAMPAIGN_EXPIRY_DAYS),
    /** `YYYY-MM-DD` (expiry type date), or null. */
    date: z
      .union([z.literal(''), isoDate])
      .nullable()
      .default(null),
  }),
  email: z.object({
    subject: z.string().trim().min(1, M.subjectRequired).max(200).default(DEFAULT_GIFT_CARD_SUBJECT),
    html: z.string().max(20_000).default(DEFAULT_GIFT_CARD_HTML),
  }),
};

type CampaignShape = {
  discount?: { type: number; value: number };
  trigger?: { type: string; products: readonly number[] };
  expires?: { type: number; date?: string | null };
};

/** The rules across fields of a whole campaign (create, and an update merged with what is stored). */
export function checkCampaign(campaign: CampaignShape, ctx: z.RefinementCtx): void {
  const { discount, trigger, expires } = campaign;
  if (discount && discount.type !== AUTO_GIFT_TYPES.value && discount.value > 100)
    ctx.addIssue({ code: 'custom', path: ['discount', 'value'], message: M.percentInvalid });
  if (trigger?.type === 'products' && trigger.products.length === 0)
    ctx.addIssue({ code: 'custom', path: ['trigger', 'products'], message: M.productsRequired });
  if (expires?.type === CAMPAIGN_EXPIRY_TYPES.date && !expires.date)
    ctx.addIssue({ code: 'custom', path: ['expires', 'date'], message: M.expiryInvalid });
}

const defaultEmail = { subject: DEFAULT_GIFT_CARD_SUBJECT, html: DEFAULT_GIFT_CARD_HTML };
const defaultExpires = { type: CAMPAIGN_EXPIRY_TYPES.days, days: DEFAULT_CAMPAIGN_EXPIRY_DAYS, date: null };

/** What creating a gift card campaign sends (spec 3 §3 Gift card campaign; §9 defaults). */
export const giftCampaignInputSchema = z
  .object({
    title: campaignFields.title,
    is_draft: campaignFields.is_draft.default(true),
    discount: campaignFields.discount,
    trigger: campaignFields.trigger.default({ type: 'order_total', min_total: 0, products: [] }),
    expires: campaignFields.expires.default(defaultExpires),
    email: campaignFields.email.default(defaultEmail),
  })
  .superRefine(checkCampaign);
export type GiftCampaignInput = z.input<typeof giftCampaignInputSchema>;

/** What an update sends: any part; the whole campaign is checked again on the server. */
export const giftCampaignUpdateSchema = z.object({
  title: campaignFields.title.optional(),
  is_draft: campaignFields.is_draft.optional(),
  discount: campaignFields.discount.optional(),
  trigger: campaignFields.trigger.optional(),
  expires: campaignFields.expires.optional(),
  email: campaignFields.email.optional(),
});
export type GiftCampaignUpdate = z.input<typeof giftCampaignUpdateSchema>;

/** A campaign's statistics: cards issued, cards redeemed (at least once), value redeemed (minor units). */
export const giftCampaignStatisticsSchema = z.object({
  issued: z.number().int(),
  redeemed: z.number().int(),
  value: z.number().int(),
});
export type GiftCampaignStatistics = z.output<typeof giftCampaignStatisticsSchema>;

/** A gift card campaign as the API answers it (spec 3 §3); `?expand=statistics` adds its statistics. */
export const giftCampaignSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  is_draft: z.boolean(),
  discount: z.object({ type: autoGiftType, value: z.number().int(), max_value: z.number().int() }),
  trigger: z.object({
    type: z.enum(CAMPAIGN_TRIGGER_TYPES),
    min_total: z.number().int(),
    products: z.array(z.number().int()),
  }),
  expires: z.object({ type: expiryType, days: z.number().int(), date: z.string().nullable() }),
  email: z.object({ subject: z.string(), html: z.string() }),
  created_at: z.string(),
  statistics: giftCampaignStatisticsSchema.optional(),
});
export type GiftCampaign = z.output<typeof giftCampaignSchema>;

/**
 * The job that acts on one paid order (ORDER_PAID of the orders contract): one card per unit
 * of each gift card line, worth the line's price, mailed to the order's e-mail; one card per
 * published campaign whose trigger the order meets. Idempotent: each card has a unique key
 * (order line and unit, or campaign and order), so a retried or repeated run issues nothing twice.
 */
export const ORDER_GIFT_CARDS_JOB = createJobRef<PaidOrder, { issued: number }>('gift-codes.order-paid');

const publishing = {
  publish: { action: 'update', summary: 'Publishes the items (is_draft false).' },
  unpublish: { action: 'update', summary: 'Moves the items to drafts (is_draft true).' },
} as const;

export const giftCodesContract = defineContract({
  id: 'gift-codes',
  subjects: { gift_codes: GIFT_CODES_SUBJECT },
  resources: {
    // spec 3 §7 Coupons: list, get, search, create, update, delete; bulk publish/unpublish/delete.
    coupons: defineResource({
      path: '/coupons',
      subject: GIFT_CODES_SUBJECT,
      summary: 'The coupon codes of the store.',
      item: couponSchema,
      create: couponInputSchema,
      update: couponUpdateSchema,
      filters: {
        code: { label: 'Code', type: 'text' },
        discount_type: {
          label: 'Discount type',
          type: 'select',
          options: COUPON_DISCOUNT_TYPES.map((value) => ({
            value,
            label: COUPON_DISCOUNT_TYPE_LABELS[value],
          })),
        },
        is_draft: { label: 'Draft', type: 'boolean' },
        valid_end: { label: 'Ends', type: 'date' },
        query: { label: 'Search', type: 'text', hidden: true },
      },
      sort: ['id', 'code', 'valid_start', 'valid_end', 'used', 'created_at'],
      defaultSort: GIFT_CODES_DEFAULT_SORT,
      pageSize: COUPONS_PAGE_SIZE,
      bulk: publishing,
    }),
    // spec 3 §7 Gift cards: the same verbs plus saved views.
    giftCards: defineResource({
      path: '/gift-cards',
      subject: GIFT_CODES_SUBJECT,
      summary: 'The issued gift cards of the store; issuing one mails it to its recipient.',
      item: giftCardSchema,
      create: giftCardIssueSchema,
      update: giftCardUpdateSchema,
      filters: {
        code: { label: 'Code', type: 'text' },
        issued_for: { label: 'Issued for', type: 'text' },
        type: {
          label: 'Type',
          type: 'select',
          options: Object.values(GIFT_CARD_TYPES).map((value) => ({
            value: String(value),
            label: GIFT_CARD_TYPE_LABELS[value],
          })),
        },
        is_used: { label: 'Used', type: 'boolean' },
        is_draft: { label: 'Draft', type: 'boolean' },
        created_at: { label: 'Created', type: 'date' },
        expires_at: { label: 'Expires', type: 'date' },
        query: { label: 'Search', type: 'text', hidden: true },
      },
      sort: ['id', 'code', 'balance', 'created_at', 'expires_at'],
      defaultSort: GIFT_CODES_DEFAULT_SORT,
      pageSize: GIFT_CARDS_PAGE_SIZE,
      bulk: publishing,
    }),
    // spec 3 §7 Gift campaigns: the same verbs, plus GET {id}/statistics.
    giftCampaigns: defineResource({
      path: '/gift-campaigns',
      subject: GIFT_CODES_SUBJECT,
      summary:
        'Gift card campaigns: a published campaign issues and mails a gift card for each paid order its trigger matches (once per order).',
      item: giftCampaignSchema,
      create: giftCampaignInputSchema,
      update: giftCampaignUpdateSchema,
      filters: {
        title: { label: 'Title', type: 'text' },
        discount_type: {
          label: 'Gift type',
          type: 'select',
          options: Object.values(AUTO_GIFT_TYPES).map((value) => ({
            value: String(value),
            label: AUTO_GIFT_TYPE_LABELS[value],
          })),
        },
        is_draft: { label: 'Draft', type: 'boolean' },
        query: { label: 'Search', type: 'text', hidden: true },
      },
      sort: ['id', 'title', 'created_at'],
      defaultSort: GIFT_CODES_DEFAULT_SORT,
      pageSize: GIFT_CAMPAIGNS_PAGE_SIZE,
      expand: ['statistics'],
      bulk: publishing,
    }),
  },
  endpoints: {
    campaignStatistics: defineEndpoint({
      method: 'GET',
      path: '/gift-campaigns/:id/statistics',
      subject: GIFT_CODES_SUBJECT,
      summary: 'A gift card campaign’s statistics: cards issued, cards redeemed, value redeemed.',
      response: giftCampaignStatisticsSchema,
    }),
    // Limited rules need the `allow_redeem` option (it grants `redeem`).
    redeemCoupons: defineEndpoint({
      method: 'POST',
      path: '/coupon-redemptions',
      subject: GIFT_CODES_SUBJECT,
      action: 'redeem',
      summary:
        'Applies coupons to an order total and counts their use (usage limits hold under concurrent calls); answers the discounts and the total, never below zero.',
      body: couponRedemptionSchema,
      response: couponRedemptionResultSchema,
    }),
    redeemGiftCard: defineEndpoint({
      method: 'POST',
      path: '/gift-card-redemptions',
      subject: GIFT_CODES_SUBJECT,
      action: 'redeem',
      summary:
        'Pays an order total with a gift card; its balance never goes below zero, also under concurrent calls.',
      body: giftCardRedemptionSchema,
      response: giftCardRedemptionResultSchema,
    }),
  },
  jobs: { orderGiftCards: ORDER_GIFT_CARDS_JOB },
});
