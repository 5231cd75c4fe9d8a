/**
 * What the Taxes admin manifest reads at the shell's first load (its subject and page). The rest of
 * the model loads with the screens: a module the first load imports is bundled there whole, with
 * every export any screen uses. `./model.ts` re-exports this.
 */
import { SUBJECTS } from '@storeroom/core/access';

/**
 * Taxes are a settings page: they are guarded by core's standard `settings` subject (spec 3 §6:
 * the settings menu entries, taxes among them, appear only with full or limited settings
 * access). Limited access is read-only; this plugin grants no extra actions.
 */
export const TAXES_SUBJECT = SUBJECTS.settings;

/** The screen's address (spec 3 §2). */
export const TAXES_PATH = '/admin/settings/taxes';
