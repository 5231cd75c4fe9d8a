/**
 * The General settings plugin's server part: nothing of its own. The store profile it edits
 * is core data, answered by every `@storeroom/server` (`coreContract`'s general-settings
 * endpoints); this part only brings the plugin's contract (the `settings` subject it uses)
 * to the assembled server, like every plugin of the list.
 */
import { defineServerPlugin } from '@storeroom/server';
import { generalSettingsContract } from '../contract';

export const generalSettingsServerPlugin = defineServerPlugin({
  id: 'general-settings',
  contract: generalSettingsContract,
});
