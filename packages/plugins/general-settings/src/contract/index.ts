/**
 * The General settings plugin's contract: what other packages may know of it. The page edits
 * the store profile, which is core data: its endpoints are `coreContract`'s
 * (`getGeneralSettings`, `updateGeneralSettings`, `updateSubdomain`, `updateTimezone`,
 * `deleteStore`), so this plugin declares no endpoint of its own, only the subject it uses.
 * Another plugin imports this entry (`@storeroom/plugin-general-settings/contract`) and nothing else.
 */
import { defineContract } from '@storeroom/core/contract';
import { GENERAL_SETTINGS_SUBJECT } from './model';

export * from './model';

export const generalSettingsContract = defineContract({
  id: 'general-settings',
  subjects: { settings: GENERAL_SETTINGS_SUBJECT },
});
