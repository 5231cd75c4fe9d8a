/**
 * What the General settings admin manifest reads at the shell's first load (its subject and page).
 * The rest of the model loads with the screens: a module the first load imports is bundled there
 * whole, with every export any screen uses. `./model.ts` re-exports this.
 */
import { SUBJECTS } from '@storeroom/core/access';

/**
 * General settings are a settings page: core's standard `settings` subject guards them (spec 3
 * §6: the settings menu entries appear only with full or limited settings access). Limited
 * access is read-only; deleting the store is the owner's alone.
 */
export const GENERAL_SETTINGS_SUBJECT = SUBJECTS.settings;

/** The page's address (spec 3 §2). */
export const GENERAL_SETTINGS_ROUTE = '/admin/settings/general';
