import { definePlugin } from '@storeroom/core';
import { THEMES_SUBJECT } from '../contract/model';

/**
 * The themes area's admin part: nothing on screen yet (the theme library, the theme store
 * and the editors are a later area); it brings the subject it uses to an assembled admin.
 */
export const themesPlugin = definePlugin({
  id: 'themes',
  name: 'Themes',
  subjects: [THEMES_SUBJECT],
});
