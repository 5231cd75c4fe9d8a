/**
 * The themes area's server part: nothing of its own yet. It provides no `ACTIVE_THEME`
 * service, so every store has no active (hence no builder) theme until the themes area lands.
 */
import { defineServerPlugin } from '@storeroom/server';
import { themesContract } from '../contract';

export const themesServerPlugin = defineServerPlugin({
  id: 'themes',
  contract: themesContract,
});
