/**
 * What the Collections admin manifest reads at the shell's first load (its subject). The rest of
 * the model loads with the screens: a module the first load imports is bundled there whole, with
 * every export any screen uses. `./model.ts` re-exports this.
 */
import { SUBJECTS } from '@storeroom/core/access';

/**
 * The standard `products_and_collections` subject (spec 1 §3 "Employee access areas":
 * products, collections and transfers share it), no options of its own.
 */
export const COLLECTIONS_SUBJECT = SUBJECTS.products_and_collections;
