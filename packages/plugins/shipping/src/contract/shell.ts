/**
 * What the Shipping admin manifest reads at the shell's first load (its subject and page). The rest
 * of the model loads with the screens: a module the first load imports is bundled there whole, with
 * every export any screen uses. `./model.ts` re-exports this.
 */
import { SUBJECTS } from '@storeroom/core/access';

/**
 * Shipping zones are a settings page: they are guarded by core's standard `settings` subject
 * (spec 3 §6: the settings menu entries appear only with full or limited settings access).
 * Limited access is read-only; this plugin grants no extra actions.
 */
export const SHIPPING_SUBJECT = SUBJECTS.settings;

/** The screen's address (spec 3 §2, spec 4 §2 settings menu links). */
export const SHIPPING_PATH = '/admin/settings/shipping';
