/**
 * The themes area's contract, first part: what other packages may know of it. For now the
 * theme enumerations (types, builder theme kinds), the subject it uses and the `ACTIVE_THEME`
 * service ref; the themes resource and its endpoints come with the themes area.
 * Another plugin imports this entry (`@storeroom/plugin-themes/contract`) and nothing else of this package.
 */
import { defineContract } from '@storeroom/core/contract';
import { THEMES_SUBJECT } from './model';

export * from './model';
export * from './services';

export const themesContract = defineContract({
  id: 'themes',
  subjects: { themes_and_pages: THEMES_SUBJECT },
});
