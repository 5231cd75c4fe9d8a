/**
 * What the Gift codes admin manifest reads at the shell's first load (its subject and pages). The
 * rest of the model loads with the screens: a module the first load imports is bundled there whole,
 * with every export any screen uses. `./model.ts` re-exports this.
 */
import { SUBJECTS, withOptions } from '@storeroom/core/access';

/**
 * The standard `gift_codes` subject (spec 1 §3; spec 3 §6: it covers the gift card pages and
 * the coupons) with the option this plugin owns. Limited access is read-only; `allow_redeem`
 * lets a limited rule (a checkout app's token) redeem coupons and gift cards without editing them.
 */
export const GIFT_CODES_SUBJECT = withOptions(SUBJECTS.gift_codes, [
  { id: 'allow_redeem', label: 'Allow redeeming codes', grants: ['redeem'] },
]);

/** The screens' addresses (spec 3 §2, spec 4 §2 menu links). */
export const COUPONS_PATH = '/admin/settings/coupons';

export const GIFT_CARDS_PATH = '/admin/gift-cards';

export const GIFT_CAMPAIGNS_PATH = '/admin/settings/gift-cards';
