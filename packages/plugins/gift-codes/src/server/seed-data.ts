/**
 * Demo coupons and gift cards (data only, no rules): the dev server's seed, the stories' rows
 * and the tests' expectations. Money in minor units; dates far in the past or future so the
 * demo stays meaningful whatever today is.
 */
import { DEFAULT_GIFT_CARD_HTML, DEFAULT_GIFT_CARD_SUBJECT } from '../contract';
import type { CouponRow, GiftCampaignRow, GiftCardRow } from './tables';

type SeedCoupon = Omit<CouponRow, 'id' | 'store_id' | 'created_at'>;
type SeedGiftCard = Omit<
  GiftCardRow,
  'id' | 'store_id' | 'created_at' | 'email_log_id' | 'campaign_id' | 'order_id' | 'source_key'
>;
type SeedCampaign = Omit<GiftCampaignRow, 'id' | 'store_id' | 'created_at'>;

export const SEED_COUPONS: SeedCoupon[] = [
  {
    code: 'WELCOME10',
    is_draft: false,
    discount_type: 'percent_off',
    discount_value: 10,
    can_be_combined: false,
    usage_total: 0,
    usage_per_customer: 1,
    valid_start: '2026-01-01',
    valid_end: null,
    rules: [],
    used: 3,
  },
  {
    code: 'FIVEOFF50',
    is_draft: false,
    discount_type: 'value_off',
    discount_value: 500,
    can_be_combined: true,
    usage_total: 100,
    usage_per_customer: 0,
    valid_start: '2026-01-01',
    valid_end: '2099-12-31',
    rules: [{ type: 'order_total', condition: 'greater', value: '5000' }],
    used: 12,
  },
  {
    code: 'SHIPFREE',
    is_draft: true,
    discount_type: 'free_shipping',
    discount_value: 0,
    can_be_combined: true,
    usage_total: 0,
    usage_per_customer: 0,
    valid_start: '2026-01-01',
    valid_end: null,
    rules: [{ type: 'product_title', condition: 'contains', value: 'Mug' }],
    used: 0,
  },
];

const card = (over: Partial<SeedGiftCard> & Pick<SeedGiftCard, 'code' | 'issued_for'>): SeedGiftCard => ({
  type: 0,
  is_used: false,
  is_draft: false,
  issued_by: 'Demo Owner',
  discount_type: 0,
  discount_value: 2500,
  balance: 2500,
  expires_at: null,
  email_subject: DEFAULT_GIFT_CARD_SUBJECT,
  email_html: DEFAULT_GIFT_CARD_HTML,
  ...over,
});

export const SEED_GIFT_CARDS: SeedGiftCard[] = [
  card({ code: 'GIFTDEMO0001', issued_for: 'ada@example.com' }),
  card({ code: 'GIFTDEMO0002', issued_for: 'grace@example.com', balance: 1000, expires_at: '2099-12-31' }),
  card({
    code: 'GIFTDEMO0003',
    issued_for: 'linus@example.com',
    type: 1,
    is_used: true,
    balance: 0,
  }),
  card({
    code: 'GIFTDEMO0004',
    issued_for: 'expired@example.com',
    is_draft: true,
    discount_type: 2,
    discount_value: 15,
    balance: 0,
    expires_at: '2026-01-31',
  }),
];

/**
 * Demo gift card campaigns: a published thank-you for orders of $100 or more (a $10 card,
 * expiring 30 days after issue), a draft percent-of-order campaign, and the spec's defaults.
 */
export const SEED_CAMPAIGNS: SeedCampaign[] = [
  {
    title: 'Thank you for a big order',
    is_draft: false,
    discount_type: 0,
    discount_value: 1000,
    max_value: 0,
    trigger_type: 'order_total',
    min_total: 10000,
    products: [],
    expires_type: 0,
    expires_days: 30,
    expires_date: null,
    email_subject: 'Thank you! {gift_value} for your next order: {gift_code}',
    email_html: DEFAULT_GIFT_CARD_HTML,
  },
  {
    title: 'Ten percent back',
    is_draft: true,
    discount_type: 1,
    discount_value: 10,
    max_value: 2500,
    trigger_type: 'order_total',
    min_total: 0,
    products: [],
    expires_type: 0,
    expires_days: 1,
    expires_date: null,
    email_subject: DEFAULT_GIFT_CARD_SUBJECT,
    email_html: DEFAULT_GIFT_CARD_HTML,
  },
  {
    title: 'Holiday percent card',
    is_draft: true,
    discount_type: 2,
    discount_value: 15,
    max_value: 0,
    trigger_type: 'order_total',
    min_total: 5000,
    products: [],
    expires_type: 1,
    expires_days: 1,
    expires_date: '2099-12-31',
    email_subject: DEFAULT_GIFT_CARD_SUBJECT,
    email_html: DEFAULT_GIFT_CARD_HTML,
  },
];

/** Cards the first demo campaign gave (its id is set when seeding): one unused, one spent. */
export const SEED_CAMPAIGN_CARDS: SeedGiftCard[] = [
  card({
    code: 'GIFTCAMP0001',
    issued_for: 'ada@example.com',
    type: 3,
    issued_by: 'Thank you for a big order',
    discount_value: 1000,
    balance: 1000,
    expires_at: '2099-12-31',
  }),
  card({
    code: 'GIFTCAMP0002',
    issued_for: 'grace@example.com',
    type: 3,
    issued_by: 'Thank you for a big order',
    discount_value: 1000,
    balance: 0,
    is_used: true,
    expires_at: '2099-12-31',
  }),
];
