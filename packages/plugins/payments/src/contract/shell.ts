/**
 * What the Payments admin manifest reads at the shell's first load (its subject and pages). The
 * rest of the model loads with the screens: a module the first load imports is bundled there whole,
 * with every export any screen uses. `./model.ts` re-exports this.
 */
import { SUBJECTS } from '@storeroom/core/access';

/**
 * Payments is a settings page: it is guarded by core's standard `settings` subject (spec 4
 * "settings covers general, product, checkout, payment, ..."). Limited access is read-only.
 */
export const PAYMENTS_SUBJECT = SUBJECTS.settings;

/** The screen's addresses (spec 2 §2 checklist shortcut, spec 4 menu link). */
export const PAYMENTS_PATH = '/admin/payment';

export const PAYMENTS_INDEX_PATH = '/admin/payment/index';

/** The payment processing screen: the card provider's connect flow returns here with `?code=`. */
export const PAYMENTS_PROCESSING_PATH = '/admin/payment/processing';
