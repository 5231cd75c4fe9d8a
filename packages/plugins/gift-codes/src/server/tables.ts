/** The Gift codes plugin's tables, always scoped to a store. Money in integer minor units. */
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from '@storeroom/server/drizzle';
import type {
  AutoGiftType,
  CampaignExpiryType,
  CampaignTriggerType,
  CouponDiscountType,
  CouponRule,
  GiftCardDiscountType,
  GiftCardType,
} from '../contract';

/** One row per coupon; `used` counts its redemptions (the usage limit checks it under a row lock). */
export const couponsTable = pgTable('gift_codes_coupons', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  code: text('code').notNull(),
  is_draft: boolean('is_draft').notNull().default(true),
  discount_type: text('discount_type').$type<CouponDiscountType>().notNull(),
  discount_value: integer('discount_value').notNull().default(0),
  can_be_combined: boolean('can_be_combined').notNull().default(false),
  usage_total: integer('usage_total').notNull().default(0),
  usage_per_customer: integer('usage_per_customer').notNull().default(0),
  /** `YYYY-MM-DD`. */
  valid_start: text('valid_start').notNull(),
  valid_end: text('valid_end'),
  rules: jsonb('rules').$type<CouponRule[]>().notNull().default([]),
  used: integer('used').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CouponRow = typeof couponsTable.$inferSelect;

/** One row per use of a coupon on an order (per-customer limits count these). */
export const couponRedemptionsTable = pgTable('gift_codes_coupon_redemptions', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  coupon_id: integer('coupon_id').notNull(),
  customer_email: text('customer_email').notNull().default(''),
  order_ref: text('order_ref').notNull().default(''),
  discount: integer('discount').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per issued gift card; `balance` never goes below zero (a check constraint too). */
export const giftCardsTable = pgTable('gift_codes_gift_cards', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  code: text('code').notNull(),
  type: integer('type').$type<GiftCardType>().notNull().default(0),
  is_used: boolean('is_used').notNull().default(false),
  is_draft: boolean('is_draft').notNull().default(false),
  issued_for: text('issued_for').notNull(),
  issued_by: text('issued_by').notNull().default(''),
  discount_type: integer('discount_type').$type<GiftCardDiscountType>().notNull().default(0),
  discount_value: integer('discount_value').notNull(),
  balance: integer('balance').notNull(),
  /** `YYYY-MM-DD`, or null: never expires. */
  expires_at: text('expires_at'),
  email_subject: text('email_subject').notNull(),
  email_html: text('email_html').notNull(),
  email_log_id: integer('email_log_id'),
  campaign_id: integer('campaign_id'),
  order_id: integer('order_id'),
  /**
   * What issued it, unique in the store (`order:{order}:item:{item}:{unit}`,
   * `campaign:{campaign}:order:{order}`): a job run again issues nothing twice. Null: by hand.
   */
  source_key: text('source_key'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type GiftCardRow = typeof giftCardsTable.$inferSelect;

/** One row per payment with a gift card. */
export const giftCardRedemptionsTable = pgTable('gift_codes_gift_card_redemptions', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  gift_card_id: integer('gift_card_id').notNull(),
  order_ref: text('order_ref').notNull().default(''),
  amount: integer('amount').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per gift card campaign (spec 3 §3); its cards point back to it (`campaign_id`). */
export const giftCampaignsTable = pgTable('gift_codes_campaigns', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
  is_draft: boolean('is_draft').notNull().default(true),
  discount_type: integer('discount_type').$type<AutoGiftType>().notNull().default(0),
  discount_value: integer('discount_value').notNull(),
  max_value: integer('max_value').notNull().default(0),
  trigger_type: text('trigger_type').$type<CampaignTriggerType>().notNull(),
  min_total: integer('min_total').notNull().default(0),
  products: jsonb('products').$type<number[]>().notNull().default([]),
  expires_type: integer('expires_type').$type<CampaignExpiryType>().notNull().default(0),
  expires_days: integer('expires_days').notNull().default(1),
  /** `YYYY-MM-DD`, or null. */
  expires_date: text('expires_date'),
  email_subject: text('email_subject').notNull(),
  email_html: text('email_html').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type GiftCampaignRow = typeof giftCampaignsTable.$inferSelect;
