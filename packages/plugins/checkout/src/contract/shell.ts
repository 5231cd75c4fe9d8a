/**
 * What the Checkout admin manifest reads at the shell's first load (its subject and page). The rest
 * of the model loads with the screens: a module the first load imports is bundled there whole, with
 * every export any screen uses. `./model.ts` re-exports this.
 */
import { SUBJECTS } from '@storeroom/core/access';

/**
 * Checkout settings are a settings page: guarded by core's standard `settings` subject (spec 3
 * §6). Limited access is read-only; this plugin grants no extra actions.
 */
export const CHECKOUT_SUBJECT = SUBJECTS.settings;

/** The screen's address (spec 3 §2). */
export const CHECKOUT_PATH = '/admin/settings/checkout';
