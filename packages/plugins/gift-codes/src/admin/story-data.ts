/** Story data: the plugin's own demo coupons and cards (data only, no rules) on a memory server of the contract. */
import { contractMemoryHttp, testEmployeeAccount } from '@storeroom/core/testing';
import { giftCodesContract } from '../contract';
import type { Coupon, GiftCampaign, GiftCard } from '../contract';
import { SEED_CAMPAIGNS, SEED_COUPONS, SEED_GIFT_CARDS } from '../server/seed-data';

const at = (i: number) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString();

/** `count` coupons: the demo coupons first, then numbered copies of them (to page through). */
export function sampleCoupons(count: number): Coupon[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = SEED_COUPONS[i % SEED_COUPONS.length]!;
    return {
      id: i + 1,
      is_draft: seed.is_draft,
      discount: {
        type: seed.discount_type,
        code: i < SEED_COUPONS.length ? seed.code : `${seed.code}${i + 1}`,
        value: seed.discount_value,
      },
      limit: {
        can_be_combined: seed.can_be_combined,
        usage_total: seed.usage_total,
        usage_per_customer: seed.usage_per_customer,
      },
      valid: { start: seed.valid_start, end: seed.valid_end },
      rules: seed.rules.map((rule) => ({ ...rule })),
      used: seed.used,
      created_at: at(i),
    };
  });
}

/** `count` issued gift cards: the demo cards first, then numbered copies. */
export function sampleGiftCards(count: number): GiftCard[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = SEED_GIFT_CARDS[i % SEED_GIFT_CARDS.length]!;
    return {
      id: i + 1,
      code:
        i < SEED_GIFT_CARDS.length ? seed.code : `${seed.code.slice(0, 8)}${String(i + 1).padStart(4, '0')}`,
      type: seed.type,
      is_used: seed.is_used,
      is_draft: seed.is_draft,
      issued: { for: seed.issued_for, by: seed.issued_by },
      discount: { type: seed.discount_type, value: seed.discount_value },
      balance: seed.balance,
      created_at: at(i),
      expires_at: seed.expires_at,
      email: { subject: seed.email_subject, html: seed.email_html },
      email_log_id: null,
      campaign_id: null,
      order_id: null,
    };
  });
}

/** `count` gift card campaigns: the demo ones first, then numbered copies, with statistics. */
export function sampleCampaigns(count: number): GiftCampaign[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = SEED_CAMPAIGNS[i % SEED_CAMPAIGNS.length]!;
    return {
      id: i + 1,
      title: i < SEED_CAMPAIGNS.length ? seed.title : `${seed.title} ${i + 1}`,
      is_draft: seed.is_draft,
      discount: { type: seed.discount_type, value: seed.discount_value, max_value: seed.max_value },
      trigger: { type: seed.trigger_type, min_total: seed.min_total, products: [...seed.products] },
      expires: { type: seed.expires_type, days: seed.expires_days, date: seed.expires_date },
      email: { subject: seed.email_subject, html: seed.email_html },
      created_at: at(i),
      statistics: { issued: (i * 7) % 23, redeemed: (i * 3) % 11, value: ((i * 3) % 11) * 1000 },
    };
  });
}

/** A memory server of the contract: its resources, bodies checked by the contract's own schemas. */
export function giftCodesHttp({
  coupons = [],
  giftCards = [],
  giftCampaigns = [],
}: {
  coupons?: Coupon[];
  giftCards?: GiftCard[];
  giftCampaigns?: GiftCampaign[];
}) {
  return contractMemoryHttp(giftCodesContract, { coupons, giftCards, giftCampaigns });
}

/** An employee with limited gift codes access: every gift codes screen read-only. */
export const limitedGiftCodesAccount = testEmployeeAccount([{ subject: 'gift_codes', rule: 1, options: [] }]);
