/**
 * The Upsells plugin's contract: what other packages may know of it. Campaigns (spec 3 §3),
 * their statistics, order-bump categories and the storefront's event recorder (spec 3 §7).
 * The typed client, the server's route wiring and checks, the admin data hooks and the API
 * reference are derived from it. Another plugin imports this entry
 * (`@storeroom/plugin-upsells/contract`) and nothing else of this package.
 */
import { z } from 'zod';
import { defineContract, defineEndpoint, defineResource } from '@storeroom/core/contract';
import {
  UPSELLS_DEFAULT_SORT,
  UPSELLS_MESSAGES,
  UPSELLS_PAGE_SIZE,
  UPSELLS_SUBJECT,
  UPSELL_DISCOUNT_TYPES,
  UPSELL_EVENTS,
  UPSELL_EXCEPTION_CONDITIONS,
  UPSELL_TYPES,
  UPSELL_TYPE_INFO,
  DEFAULT_TIMER_BAR,
  FREQUENCY_CAP_UNIT_NAMES,
  MATCHING_LEVEL_TYPES,
  MAX_FREQUENCY_CAP_SIZE,
  MAX_TARGETING_RULES,
  NUMBER_RULE_TYPES,
  TARGETING_CONDITIONS,
  TARGETING_MATCHES,
  TARGETING_RULE_TYPES,
  conditionsOf,
} from './model';
import type { TargetingCondition, TargetingMatch, TargetingRuleType } from './model';

export * from './model';
export * from './pricing';
export * from './offers';

const M = UPSELLS_MESSAGES;
const whole = z.number(M.valueInvalid).int(M.valueInvalid).min(0, M.valueInvalid);
const id = z.number().int().positive();
const color = z.string().regex(/^#[0-9A-Fa-f]{6}$/, M.colorInvalid);
const text = (max: number) => z.string().max(max);

/** A trigger exception (spec 3 §3): product, condition and value (a quantity). */
export const upsellExceptionSchema = z.object({
  product_id: id,
  condition: z.enum(UPSELL_EXCEPTION_CONDITIONS),
  value: whole,
});
export type UpsellException = z.output<typeof upsellExceptionSchema>;

/** A step of a one-click upsell funnel: the product offered and its title. */
export const upsellStepSchema = z.object({
  product_id: id,
  /** Shown to the buyer and in the funnel's list; empty: "Step {n}". */
  title: z.string().trim().max(200, M.stepTitleTooLong).default(''),
});
export type UpsellStep = z.output<typeof upsellStepSchema>;

/** A targeting rule (spec 3 §3): type, condition, value. */
export interface TargetingRule {
  type: TargetingRuleType;
  condition: TargetingCondition;
  value: string;
}

const campaignFields = {
  title: z.string(M.titleRequired).trim().min(1, M.titleRequired).max(200, M.titleTooLong),
  is_draft: z.boolean(),
  trigger: z.object({
    products: z.array(id).max(200),
    exceptions: z.array(upsellExceptionSchema).max(50),
  }),
  discount: z.object({
    type: z.enum(UPSELL_DISCOUNT_TYPES),
    /** Minor units for an amount, percent for a percent. */
    value: whole,
    /** Buy X items: `items` or more get `value` (same unit as the discount). */
    offers: z.array(z.object({ items: z.number().int().min(1, M.valueInvalid), value: whole })).max(20),
  }),
  timer: z.object({ message: text(500), minutes: z.number().int().min(1).max(10_080) }),
  timer_bar: z.object({
    enabled: z.boolean(),
    message: text(500),
    background_color: color,
    text_color: color,
  }),
  /**
   * The upsell's own message and image: `image` is the public path of a file of the store
   * uploaded as `upsell_image` (`POST /files`, spec 3 §7), or empty.
   */
  upsell_message: z.object({ message: text(2000), image: text(500) }),
  message: z.object({
    type: text(50),
    message: text(2000),
    button_background: color,
    button_color: color,
    button_text: text(100),
  }),
  bump_products: z.array(z.object({ product_id: id, on_click: text(50).default('add') })).max(50),
  /** An order-bump category id, or null. */
  category: id.nullable(),
  upsell_steps: z.array(upsellStepSchema).max(20),
  /** The most one order may be discounted, minor units; 0: no cap. */
  max_value: whole,
  allow_stacking: z.boolean(),
  /**
   * How often one visitor sees the campaign (spec 3 §3, §9): once per `size` units; size 0 is
   * no cap; `lifetime` once ever (its size is not used).
   */
  frequency_cap: z.object({
    size: z
      .number(M.frequencySizeInvalid)
      .int(M.frequencySizeInvalid)
      .min(0, M.frequencySizeInvalid)
      .max(MAX_FREQUENCY_CAP_SIZE, M.frequencySizeInvalid),
    type: z.enum(FREQUENCY_CAP_UNIT_NAMES),
  }),
  /** Who sees the campaign (spec 3 §3 targeting rules): the rules and the match setting. */
  targeting: z.object({
    match: z.enum(TARGETING_MATCHES),
    rules: z
      .array(
        z
          .object({
            type: z.enum(TARGETING_RULE_TYPES),
            condition: z.enum(TARGETING_CONDITIONS, M.ruleConditionInvalid),
            value: z.string(M.ruleValueRequired).trim().min(1, M.ruleValueRequired).max(200),
          })
          .superRefine((rule, ctx) => {
            if (!conditionsOf(rule.type).includes(rule.condition))
              ctx.addIssue({ code: 'custom', path: ['condition'], message: M.ruleConditionInvalid });
            if (
              NUMBER_RULE_TYPES.includes(rule.type) &&
              rule.value !== '' &&
              !/^\d+(\.\d+)?$/.test(rule.value)
            )
              ctx.addIssue({ code: 'custom', path: ['value'], message: M.ruleNumberInvalid });
          }),
      )
      .max(MAX_TARGETING_RULES, M.rulesTooMany),
  }),
  /** How a recommendation finds its products (spec 3 §3), each type once. */
  matching_levels: z
    .array(z.object({ type: z.enum(MATCHING_LEVEL_TYPES), enabled: z.boolean() }))
    .max(MATCHING_LEVEL_TYPES.length)
    .superRefine((levels, ctx) => {
      const seen = new Set<string>();
      levels.forEach((level, i) => {
        if (seen.has(level.type))
          ctx.addIssue({ code: 'custom', path: [i, 'type'], message: M.matchingLevelTwice });
        seen.add(level.type);
      });
    }),
};

type CampaignShape = { discount?: { type: string; value: number; offers?: { value: number }[] } };

/** Cross-field checks of a whole campaign (create, and an update merged with what is stored). */
export function checkCampaign(campaign: CampaignShape, ctx: z.RefinementCtx): void {
  const d = campaign.discount;
  if (d?.type !== 'percent') return;
  if (d.value > 100) ctx.addIssue({ code: 'custom', path: ['discount', 'value'], message: M.percentInvalid });
  d.offers?.forEach((offer, i) => {
    if (offer.value > 100)
      ctx.addIssue({ code: 'custom', path: ['discount', 'offers', i, 'value'], message: M.percentInvalid });
  });
}

/** A new campaign's defaults (the editor starts from them too). */
export const NEW_CAMPAIGN_DEFAULTS = {
  is_draft: true,
  trigger: { products: [] as number[], exceptions: [] as UpsellException[] },
  discount: { type: 'percent' as const, value: 10, offers: [] as { items: number; value: number }[] },
  timer: { message: 'Your {discount_value} discount expires in {expires}', minutes: 15 },
  timer_bar: { ...DEFAULT_TIMER_BAR },
  upsell_message: { message: '', image: '' },
  message: {
    type: 'banner',
    message: 'Get {discount_value} off',
    button_background: '#000000',
    button_color: '#FFFFFF',
    button_text: 'Add to cart',
  },
  bump_products: [] as { product_id: number; on_click: string }[],
  category: null as number | null,
  upsell_steps: [] as UpsellStep[],
  max_value: 0,
  allow_stacking: false,
  frequency_cap: { size: 0, type: 'days' as const },
  matching_levels: MATCHING_LEVEL_TYPES.map((type) => ({ type, enabled: true })),
  targeting: { match: 'any' as TargetingMatch, rules: [] as TargetingRule[] },
};

/** What a create sends: the title and type; the rest defaults as a new campaign. */
export const upsellInputSchema = z
  .object({
    type: z.enum(UPSELL_TYPES, M.typeInvalid),
    title: campaignFields.title,
    is_draft: campaignFields.is_draft.default(true),
    trigger: campaignFields.trigger.default(NEW_CAMPAIGN_DEFAULTS.trigger),
    discount: campaignFields.discount.default(NEW_CAMPAIGN_DEFAULTS.discount),
    timer: campaignFields.timer.default(NEW_CAMPAIGN_DEFAULTS.timer),
    timer_bar: campaignFields.timer_bar.default(NEW_CAMPAIGN_DEFAULTS.timer_bar),
    upsell_message: campaignFields.upsell_message.default(NEW_CAMPAIGN_DEFAULTS.upsell_message),
    message: campaignFields.message.default(NEW_CAMPAIGN_DEFAULTS.message),
    bump_products: campaignFields.bump_products.default([]),
    category: campaignFields.category.default(null),
    upsell_steps: campaignFields.upsell_steps.default([]),
    max_value: campaignFields.max_value.default(0),
    allow_stacking: campaignFields.allow_stacking.default(false),
    frequency_cap: campaignFields.frequency_cap.default(NEW_CAMPAIGN_DEFAULTS.frequency_cap),
    matching_levels: campaignFields.matching_levels.default(NEW_CAMPAIGN_DEFAULTS.matching_levels),
    targeting: campaignFields.targeting.default(NEW_CAMPAIGN_DEFAULTS.targeting),
  })
  .superRefine(checkCampaign);
export type UpsellInput = z.input<typeof upsellInputSchema>;

/**
 * What an update sends (spec 3 §7 PATCH): `is_draft` alone (the toggle), `builder_theme` alone
 * (the one-click upsell's template choice), or any part of the campaign. The type never changes.
 */
export const upsellUpdateSchema = z.object({
  title: campaignFields.title.optional(),
  is_draft: campaignFields.is_draft.optional(),
  trigger: campaignFields.trigger.optional(),
  discount: campaignFields.discount.optional(),
  timer: campaignFields.timer.optional(),
  timer_bar: campaignFields.timer_bar.optional(),
  upsell_message: campaignFields.upsell_message.optional(),
  message: campaignFields.message.optional(),
  bump_products: campaignFields.bump_products.optional(),
  category: campaignFields.category.optional(),
  upsell_steps: campaignFields.upsell_steps.optional(),
  max_value: campaignFields.max_value.optional(),
  allow_stacking: campaignFields.allow_stacking.optional(),
  frequency_cap: campaignFields.frequency_cap.optional(),
  matching_levels: campaignFields.matching_levels.optional(),
  targeting: campaignFields.targeting.optional(),
  /** The chosen one-click upsell template (a builder theme id). */
  builder_theme: id.optional(),
});
export type UpsellUpdate = z.input<typeof upsellUpdateSchema>;

/** Statistics of a campaign (spec 3 §3): per page, and in total. */
export const upsellStatisticsSchema = z.object({
  impressions: z.number().int(),
  conversions: z.number().int(),
  /** Percent, two decimals. */
  conversion_rate: z.number(),
  pages: z.array(
    z.object({
      page_id: z.string(),
      impressions: z.number().int(),
      conversions: z.number().int(),
      conversion_rate: z.number(),
    }),
  ),
});
export type UpsellStatistics = z.output<typeof upsellStatisticsSchema>;

/** A campaign as the API answers it (spec 3 §3 Upsell campaign). */
export const upsellSchema = z.object({
  id: z.number().int(),
  type: z.enum(UPSELL_TYPES),
  title: z.string(),
  is_draft: z.boolean(),
  /** Not a draft, and a one-click upsell has a step (spec 3 §4). */
  active: z.boolean(),
  trigger: campaignFields.trigger,
  discount: campaignFields.discount,
  timer: campaignFields.timer,
  timer_bar: campaignFields.timer_bar,
  upsell_message: campaignFields.upsell_message,
  message: campaignFields.message,
  bump_products: z.array(z.object({ product_id: z.number().int(), on_click: z.string() })),
  category: z.number().int().nullable(),
  builder_theme_id: z.number().int().nullable(),
  upsell_steps: z.array(z.object({ product_id: z.number().int(), title: z.string() })),
  max_value: z.number().int(),
  allow_stacking: z.boolean(),
  frequency_cap: campaignFields.frequency_cap,
  matching_levels: z.array(z.object({ type: z.enum(MATCHING_LEVEL_TYPES), enabled: z.boolean() })),
  targeting: z.object({
    match: z.enum(TARGETING_MATCHES),
    rules: z.array(
      z.object({
        type: z.enum(TARGETING_RULE_TYPES),
        condition: z.enum(TARGETING_CONDITIONS),
        value: z.string(),
      }),
    ),
  }),
  created_at: z.string(),
  /** With `expand=statistics`: all-time totals. */
  statistics: upsellStatisticsSchema.optional(),
});
export type Upsell = z.output<typeof upsellSchema>;

/** An order-bump category. */
export const orderBumpCategoryInputSchema = z.object({
  title: z.string(M.categoryTitleRequired).trim().min(1, M.categoryTitleRequired).max(200, M.titleTooLong),
});
export const orderBumpCategorySchema = z.object({ id: z.number().int(), title: z.string() });
export type OrderBumpCategory = z.output<typeof orderBumpCategorySchema>;

/**
 * A one-click upsell template (spec 3 §4): a builder theme of the one-click upsell kind that a
 * funnel's pages are made from. The server owns the list (`GET /upsells/ocu-templates`).
 */
export const ocuTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
});
export type OcuTemplate = z.output<typeof ocuTemplateSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid);

/** `POST /storefront/upsells/events` (public): one impression or conversion of a campaign. */
export const upsellEventSchema = z.object({
  /** The store's subdomain. */
  store: z.string().trim().min(1, M.storeNotFound).max(100),
  campaign_id: id,
  event: z.enum(UPSELL_EVENTS),
  /** The storefront page the campaign showed on (its path or id). */
  page_id: z.string().trim().max(200).default(''),
});
export type UpsellEventInput = z.input<typeof upsellEventSchema>;

/** Offers a storefront may ask about per request (cart lines, priced products, candidates). */
export const MAX_OFFER_CART_LINES = 200;

const text200 = z.string().max(200);
/** `POST /storefront/upsells/offers` (public): a cart, and what the storefront knows around it. */
export const upsellOffersRequestSchema = z.object({
  /** The store's subdomain. */
  store: z.string().trim().min(1, M.storeNotFound).max(100),
  cart: z.object({
    lines: z
      .array(
        z.object({
          product_id: id,
          /** Unit price, integer minor units. */
          price: whole,
          quantity: whole,
          title: text200.optional(),
          vendor: text200.optional(),
          type: text200.optional(),
          tags: z.array(text200).max(100).optional(),
          weight: z.number(M.valueInvalid).min(0, M.valueInvalid).optional(),
          variant_title: text200.optional(),
          collections: z.array(text200).max(100).optional(),
        }),
      )
      .max(MAX_OFFER_CART_LINES),
  }),
  /** When this buyer was last shown (or accepted) each campaign (the frequency cap). */
  seen: z
    .array(z.object({ campaign_id: id, at: z.iso.datetime({ offset: true, message: M.dateTimeInvalid }) }))
    .max(MAX_OFFER_CART_LINES)
    .default([]),
  /** Unit prices of products that may be offered and are not in the cart. */
  products: z
    .array(z.object({ product_id: id, price: whole }))
    .max(MAX_OFFER_CART_LINES)
    .default([]),
  /** Recommendation candidates and the matching level that found each. */
  recommendations: z
    .array(z.object({ product_id: id, level: z.enum(MATCHING_LEVEL_TYPES) }))
    .max(MAX_OFFER_CART_LINES)
    .default([]),
});
export type UpsellOffersRequest = z.input<typeof upsellOffersRequestSchema>;

/** One offer: the campaign, the product (null: the cart's lines), the discount, the priced lines. */
export const upsellOfferSchema = z.object({
  campaign_id: z.number().int(),
  type: z.enum(UPSELL_TYPES),
  product_id: z.number().int().nullable(),
  discount: z.object({ type: z.enum(UPSELL_DISCOUNT_TYPES), value: z.number().int() }),
  level: z.enum(MATCHING_LEVEL_TYPES).nullable(),
  lines: z.array(
    z.object({
      product_id: z.number().int(),
      price: z.number().int(),
      quantity: z.number().int(),
      total: z.number().int(),
      discount: z.number().int(),
    }),
  ),
  /** A storewide discount with timer: when it ends (ISO 8601); otherwise null. */
  expires_at: z.string().nullable(),
  /** Whether the offer adds up with other offers on the same cart line. */
  allow_stacking: z.boolean(),
});
const pricedLine = {
  product_id: z.number().int(),
  price: z.number().int(),
  quantity: z.number().int(),
  total: z.number().int(),
  discount: z.number().int(),
};
/**
 * The answer: the offers, and the cart priced with the offers on its own lines together
 * (`priceCartWithOffers`: stacking offers add up on a line; one that does not stack stands alone).
 */
export const upsellOffersResponseSchema = z.object({
  offers: z.array(upsellOfferSchema),
  cart: z.object({
    subtotal: z.number().int(),
    discount: z.number().int(),
    total: z.number().int(),
    lines: z.array(z.object({ ...pricedLine, campaign_ids: z.array(z.number().int()) })),
  }),
});

export const upsellsContract = defineContract({
  id: 'upsells',
  subjects: { upsells: UPSELLS_SUBJECT },
  resources: {
    campaigns: defineResource({
      path: '/upsells',
      subject: UPSELLS_SUBJECT,
      summary:
        'Upsell campaigns (spec 3 §3): storewide, recommendation, x-items, one-click-upsell, order-bumps.',
      item: upsellSchema,
      create: upsellInputSchema,
      update: upsellUpdateSchema,
      filters: {
        title: { label: 'Title', type: 'text' },
        type: {
          label: 'Type',
          type: 'select',
          options: UPSELL_TYPES.map((value) => ({ value, label: UPSELL_TYPE_INFO[value].label })),
        },
        is_draft: { label: 'Draft', type: 'boolean' },
        query: { label: 'Search', type: 'text', hidden: true },
      },
      sort: ['id', 'title', 'type', 'is_draft', 'created_at'],
      defaultSort: UPSELLS_DEFAULT_SORT,
      pageSize: UPSELLS_PAGE_SIZE,
      expand: ['statistics', 'upsell_steps'],
    }),
    bumpCategories: defineResource({
      path: '/order-bump-categories',
      subject: UPSELLS_SUBJECT,
      summary: 'Order-bump categories of the store.',
      item: orderBumpCategorySchema,
      create: orderBumpCategoryInputSchema,
      sort: ['id', 'title'],
      defaultSort: 'title',
      pageSize: UPSELLS_PAGE_SIZE,
    }),
  },
  endpoints: {
    templates: defineEndpoint({
      method: 'GET',
      path: '/upsells/ocu-templates',
      subject: UPSELLS_SUBJECT,
      summary:
        'The one-click upsell templates a funnel may be built from (builder themes of the one-click upsell kind), in their order.',
      // A bare list, not a store's `{ items }`: the same rows for every store (no store's data).
      response: z.array(ocuTemplateSchema),
    }),
    statistics: defineEndpoint({
      method: 'GET',
      path: '/upsells/:id/statistics',
      subject: UPSELLS_SUBJECT,
      summary:
        'Impressions, conversions and conversion rate of a campaign per page, between two dates (inclusive, UTC).',
      query: z.object({ from: isoDate.optional(), to: isoDate.optional() }),
      response: upsellStatisticsSchema,
    }),
    recordEvent: defineEndpoint({
      method: 'POST',
      path: '/storefront/upsells/events',
      public: true,
      subject: UPSELLS_SUBJECT,
      body: upsellEventSchema,
      summary:
        'Public, for storefronts: records an impression or a conversion of a campaign of the store named by `store` (its subdomain) on a page; 204. Limited per client IP (429).',
    }),
    offers: defineEndpoint({
      method: 'POST',
      path: '/storefront/upsells/offers',
      public: true,
      subject: UPSELLS_SUBJECT,
      body: upsellOffersRequestSchema,
      response: upsellOffersResponseSchema,
      summary:
        "Public, for storefronts: the upsell offers a cart gets from the published campaigns of the store named by `store` (its subdomain): trigger products, exceptions, targeting rules, the frequency cap and the storewide timer against `seen` (`expires_at`), matching levels; each offer priced through the store's pricing within the campaign's maximum (`offersForCart`); `cart` is the cart with the offers on its lines together (`allow_stacking`, `priceCartWithOffers`). Limited per client IP (429).",
    }),
  },
});
