/**
 * What the Products admin manifest reads at the shell's first load (its subjects). The rest of the
 * model loads with the screens: a module the first load imports is bundled there whole, with every
 * export any screen uses. `./model.ts` re-exports this.
 */
import { SUBJECTS } from '@storeroom/core/access';

/**
 * Products share the standard `products_and_collections` subject (spec 1 §3: products,
 * collections and transfers); no options of their own.
 */
export const PRODUCTS_SUBJECT = SUBJECTS.products_and_collections;

/** The product settings page belongs to the standard `settings` subject (spec 3 §6). */
export const PRODUCT_SETTINGS_SUBJECT = SUBJECTS.settings;
