/**
 * The Upsells area's zod-free half of its contract: the subject, the campaign types and their
 * slugs, discount types, placeholders, constants and messages (spec 3 §3, §4, §8, §9). The admin
 * manifest reads only this, so the shell's first load carries no schema library; `./index.ts`
 * re-exports it.
 */
import { SUBJECTS } from '@storeroom/core/access';

/** The access subject: core's standard "Upsells" area. Limited access is read-only. */
export const UPSELLS_SUBJECT = SUBJECTS.upsells;

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
    sections: ['discount', 'timer', 'message', 'limits'],
  },
  recommendation: {
    label: 'Product recommendation',
    placement: 'before checkout',
    description: 'Recommends products when chosen products are in the cart.',
    sections: ['trigger', 'discount', 'message'],
  },
  'x-items': {
    label: 'Buy X items',
    placement: 'before checkout',
    description: 'Offers a discount for buying several items.',
    sections: ['trigger', 'discount', 'offers', 'message', 'limits'],
  },
  'one-click-upsell': {
    label: 'One-click upsell funnel',
    placement: 'after checkout',
    description: 'Offers products in steps after the order, added with one click.',
    sections: ['trigger', 'discount', 'steps'],
  },
  'order-bumps': {
    label: 'Order bumps',
    placement: 'before checkout',
    description: 'Adds products with one tick on the checkout page.',
    sections: ['trigger', 'discount', 'bumps', 'message'],
  },
};
export type UpsellSection =
  'trigger' | 'discount' | 'timer' | 'message' | 'offers' | 'bumps' | 'steps' | 'limits';

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

/** Placeholders in titles and messages (spec 3 §9). */
export const UPSELL_PLACEHOLDERS = ['{discount_value}', '{expires}'] as const;

/** Conditions of a trigger exception (spec 3 §3). */
export const UPSELL_EXCEPTION_CONDITIONS = ['equal', 'not_equal', 'greater', 'less'] as const;
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
 * Built-in one-click upsell templates (builder themes of the one-click upsell kind, spec 3 §3).
 * The themes area will list the store's own; until then these are offered.
 */
export const OCU_TEMPLATES = [
  { id: 101, title: 'Classic offer' },
  { id: 102, title: 'Minimal offer' },
  { id: 103, title: 'Countdown offer' },
] as const;

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
