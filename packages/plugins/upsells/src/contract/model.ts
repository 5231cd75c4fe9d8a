/**
 * The Upsells area's schema-free half of its contract: the subject, the campaign types and their
 * slugs, discount types, placeholders, constants and messages (spec 3 §3, §4, §8, §9);
 * `./index.ts` re-exports it. The admin manifest reads `./shell.ts` only, so the shell's first
 * load carries neither this nor the gift codes contract it takes the rule conditions from.
 */

import { CONDITION_LABELS, NUMBER_CONDITIONS, TEXT_CONDITIONS } from '@storeroom/plugin-gift-codes/contract';

export * from './shell';

/** Campaign types by slug (spec 3 §9), in the chooser's order. */
export const UPSELL_TYPES = [
  'storewide',
  'recommendation',
  'x-items',
  'one-click-upsell',
  'order-bumps',
] as const;
export type UpsellType = (typeof UPSELL_TYPES)[number];

/** What each type is and where it shows (spec 3 §9), and which editor sections it has. */
export const UPSELL_TYPE_INFO: Record<
  UpsellType,
  {
    label: string;
    placement: 'before checkout' | 'after checkout';
    description: string;
    /** Editor sections of the type. */
    sections: readonly UpsellSection[];
  }
> = {
  storewide: {
    label: 'Storewide discount with timer',
    placement: 'after checkout',
    description: 'A discount on the whole store for a limited time after an order, with a countdown.',
    sections: ['discount', 'timer', 'message', 'upsell', 'frequency', 'limits', 'targeting'],
  },
  recommendation: {
    label: 'Product recommendation',
    placement: 'before checkout',
    description: 'Recommends products when chosen products are in the cart.',
    sections: ['trigger', 'matching', 'discount', 'message', 'upsell', 'frequency', 'targeting'],
  },
  'x-items': {
    label: 'Buy X items',
    placement: 'before checkout',
    description: 'Offers a discount for buying several items.',
    sections: ['trigger', 'discount', 'offers', 'message', 'upsell', 'frequency', 'limits', 'targeting'],
  },
  'one-click-upsell': {
    label: 'One-click upsell funnel',
    placement: 'after checkout',
    description: 'Offers products in steps after the order, added with one click.',
    sections: ['trigger', 'discount', 'steps', 'targeting'],
  },
  'order-bumps': {
    label: 'Order bumps',
    placement: 'before checkout',
    description: 'Adds products with one tick on the checkout page.',
    sections: ['trigger', 'discount', 'bumps', 'message', 'targeting'],
  },
};
export type UpsellSection =
  | 'trigger'
  | 'matching'
  | 'discount'
  | 'timer'
  | 'message'
  | 'upsell'
  | 'offers'
  | 'bumps'
  | 'steps'
  | 'frequency'
  | 'targeting'
  | 'limits';

/** Whether a slug names a campaign type (an unknown one goes back to the chooser, spec 3 §2). */
export function isUpsellType(slug: string | null | undefined): slug is UpsellType {
  return (UPSELL_TYPES as readonly string[]).includes(slug ?? '');
}

/** Upsell discount types (spec 3 §9): an amount (integer minor units) or a percent. */
export const UPSELL_DISCOUNT_TYPES = ['amount', 'percent'] as const;
export type UpsellDiscountType = (typeof UPSELL_DISCOUNT_TYPES)[number];
export const UPSELL_DISCOUNT_TYPE_LABELS: Record<UpsellDiscountType, string> = {
  amount: 'Amount',
  percent: 'Percent',
};

/**
 * Targeting rules (spec 3 §3): who sees a campaign, by what is in the cart. Each rule has a type,
 * a condition (the text ones for text types, the number ones for price, weight and order total)
 * and a value; the campaign matches one rule or must match all.
 */
export const TARGETING_RULE_TYPES = [
  'product_title',
  'vendor',
  'type',
  'price',
  'tag',
  'weight',
  'variant_title',
  'collection_title',
  'order_total',
] as const;
export type TargetingRuleType = (typeof TARGETING_RULE_TYPES)[number];
export const TARGETING_RULE_TYPE_LABELS: Record<TargetingRuleType, string> = {
  product_title: 'Product title',
  vendor: 'Vendor',
  type: 'Type',
  price: 'Price',
  tag: 'Tag',
  weight: 'Weight',
  variant_title: 'Variant title',
  collection_title: 'Collection title',
  order_total: 'Order total',
};
/** The rule types compared as numbers (money in minor units; weight in the store's unit). */
export const NUMBER_RULE_TYPES: readonly TargetingRuleType[] = ['price', 'weight', 'order_total'];
/**
 * The rule conditions (spec 3 §3 targeting rules) are the store's one list, shared with the
 * coupons' rules through the gift codes contract: the same values and labels everywhere.
 */
export const TEXT_RULE_CONDITIONS = TEXT_CONDITIONS;
export const NUMBER_RULE_CONDITIONS = NUMBER_CONDITIONS;
export const TARGETING_CONDITIONS = [...TEXT_RULE_CONDITIONS, ...NUMBER_RULE_CONDITIONS] as const;
export type TargetingCondition = (typeof TARGETING_CONDITIONS)[number];
export const TARGETING_CONDITION_LABELS: Record<TargetingCondition, string> = CONDITION_LABELS;
/** The conditions a rule type offers. */
export function conditionsOf(type: TargetingRuleType): readonly TargetingCondition[] {
  return NUMBER_RULE_TYPES.includes(type) ? NUMBER_RULE_CONDITIONS : TEXT_RULE_CONDITIONS;
}
/** The match setting: one rule is enough, or every rule must match. */
export const TARGETING_MATCHES = ['any', 'all'] as const;
export type TargetingMatch = (typeof TARGETING_MATCHES)[number];
export const TARGETING_MATCH_LABELS: Record<TargetingMatch, string> = {
  any: 'Match one',
  all: 'Must match all',
};
/** At most this many targeting rules per campaign. */
export const MAX_TARGETING_RULES = 20;

/** Placeholders in titles and messages (spec 3 §9). */
export const UPSELL_PLACEHOLDERS = ['{discount_value}', '{expires}'] as const;

/** Conditions of a trigger exception (spec 3 §3). */
export const UPSELL_EXCEPTION_CONDITIONS = NUMBER_CONDITIONS;
export type UpsellExceptionCondition = (typeof UPSELL_EXCEPTION_CONDITIONS)[number];
export const UPSELL_EXCEPTION_CONDITION_LABELS: Record<UpsellExceptionCondition, string> = {
  equal: 'Equal',
  not_equal: 'Not equal',
  greater: 'Greater',
  less: 'Less',
};
/** A new exception: greater than 5 (spec 3 §3). */
export const NEW_UPSELL_EXCEPTION = { condition: 'greater', value: 5 } as const;

/** Page sizes (spec 3 §9): the campaign list, the product lookups. */
export const UPSELLS_PAGE_SIZE = 200;
export const UPSELL_PRODUCT_LOOKUP_SIZE = 200;
export const UPSELLS_DEFAULT_SORT = '!id';

/** The upload type of an upsell message's image (spec 3 §7). */
export const UPSELL_IMAGE_UPLOAD_TYPE = 'upsell_image';

/** Storefront events a campaign records (statistics, spec 3 §3). */
export const UPSELL_EVENTS = ['impression', 'conversion'] as const;
export type UpsellEvent = (typeof UPSELL_EVENTS)[number];
/** Events one client may record per minute (like the dashboard's visits). */
export const UPSELL_EVENTS_PER_MINUTE = 120;
/** Offer questions one client may ask per minute (a storefront asks on each cart change). */
export const UPSELL_OFFERS_PER_MINUTE = 120;

/** Timer bar colours of a new campaign. */
export const DEFAULT_TIMER_BAR = {
  enabled: false,
  message: 'Hurry up! {discount_value} off expires in {expires}',
  background_color: '#000000',
  text_color: '#FFFFFF',
} as const;
/** Minutes a storewide discount lasts after the order (what {expires} counts down from). */
export const DEFAULT_TIMER_MINUTES = 15;

/**
 * Frequency cap units (spec 3 §9) and their length in seconds: how long a visitor who saw a
 * campaign waits before seeing it again. A month is 30 days; `lifetime` shows it once ever.
 */
export const FREQUENCY_CAP_UNITS = {
  seconds: 1,
  minutes: 60,
  hours: 3600,
  days: 86_400,
  weeks: 604_800,
  months: 2_592_000,
  lifetime: null,
} as const;
export type FrequencyCapUnit = keyof typeof FREQUENCY_CAP_UNITS;
export const FREQUENCY_CAP_UNIT_NAMES = Object.keys(FREQUENCY_CAP_UNITS) as [
  FrequencyCapUnit,
  ...FrequencyCapUnit[],
];
export const FREQUENCY_CAP_UNIT_LABELS: Record<FrequencyCapUnit, string> = {
  seconds: 'Seconds',
  minutes: 'Minutes',
  hours: 'Hours',
  days: 'Days',
  weeks: 'Weeks',
  months: 'Months',
  lifetime: 'Lifetime',
};
/** The most units a cap may count (ten years of seconds fit far below it). */
export const MAX_FREQUENCY_CAP_SIZE = 1_000_000;

/**
 * Seconds between two showings of a campaign to one visitor: 0 is no cap (size 0), `null`
 * is once ever (lifetime).
 */
export function frequencyCapSeconds(cap: { size: number; type: FrequencyCapUnit }): number | null {
  const unit = FREQUENCY_CAP_UNITS[cap.type];
  if (unit === null) return null;
  return cap.size * unit;
}

/** Matching levels of a recommendation (spec 3 §3): how the recommended products are found. */
export const MATCHING_LEVEL_TYPES = ['bought_together', 'same_tags', 'same_collection'] as const;
export type MatchingLevelType = (typeof MATCHING_LEVEL_TYPES)[number];
export const MATCHING_LEVEL_LABELS: Record<MatchingLevelType, string> = {
  bought_together: 'Commonly bought together',
  same_tags: 'Same tags',
  same_collection: 'Same collection',
};

/** Titles of the one-click upsell's steps: a step without one is named by its position. */
export const upsellStepTitle = (step: { title: string }, index: number) =>
  step.title.trim() === '' ? `Step ${index + 1}` : step.title;

/** Files an upsell image may be (the platform's image upload accepts these). */
export const UPSELL_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** Messages shown to people, verbatim (spec 3 §4, §6, §8); the server answers the same ones. */
export const UPSELLS_MESSAGES = {
  confirmDelete: 'Are you really want to delete this up-sell campaign?',
  deleted: (title: string) => `Campaign "${title}" successfully deleted.`,
  saved: (title: string) => `Campaign "${title}" successfully saved.`,
  created: (title: string) => `Campaign "${title}" successfully created.`,
  referencesError: 'Error getting data for references. ',
  alreadyCreated: 'This campaign is already created.',
  builderThemeRequired: 'This type of upsell requires builder theme installed as your active theme.',
  // Field checks (the spec gives no text for these).
  titleRequired: 'Title cannot be blank.',
  titleTooLong: 'Title can have at most 200 characters.',
  typeInvalid: 'Choose a campaign type.',
  valueInvalid: 'Enter a whole number, 0 or more.',
  percentInvalid: 'A percent is between 0 and 100.',
  colorInvalid: 'Enter a colour as #RRGGBB.',
  notOneClickUpsell: 'Only a one-click upsell has a template.',
  categoryNotFound: 'Order bump category not found.',
  categoryTitleRequired: 'Category title cannot be blank.',
  campaignNotFound: 'Campaign not found.',
  storeNotFound: 'Store not found.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  dateTimeInvalid: 'Enter a date and time as ISO 8601 (e.g. 2026-01-31T12:00:00Z).',
  templateNotFound: 'Template not found.',
  frequencySizeInvalid: 'Enter a whole number of units, 0 or more (0: no cap).',
  matchingLevelTwice: 'A matching level is listed once.',
  // Not worded by the spec: targeting rules (spec 3 §3).
  ruleConditionInvalid: 'Choose a condition of this rule type.',
  ruleValueRequired: 'Enter the rule’s value.',
  ruleNumberInvalid: 'Enter a number, 0 or more.',
  rulesTooMany: 'A campaign has at most 20 targeting rules.',
  stepTitleTooLong: 'A step title can have at most 200 characters.',
  imageNotFound: 'Upload the image first: it is not one of the store’s files.',
} as const;

/** Fills the placeholders of a title or message (spec 3 §9). */
export function fillUpsellPlaceholders(
  text: string,
  values: { discount_value: string; expires: string },
): string {
  return text.replaceAll('{discount_value}', values.discount_value).replaceAll('{expires}', values.expires);
}

/** Whether a campaign runs: not a draft; a one-click upsell also needs a step (spec 3 §4). */
export function isUpsellActive(campaign: {
  type: UpsellType;
  is_draft: boolean;
  upsell_steps: readonly unknown[];
}): boolean {
  if (campaign.is_draft) return false;
  return campaign.type !== 'one-click-upsell' || campaign.upsell_steps.length > 0;
}
