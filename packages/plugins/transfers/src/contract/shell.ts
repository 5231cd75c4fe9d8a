/**
 * What the Transfers admin manifest reads at the shell's first load (its subject). The rest of the
 * model loads with the screens: a module the first load imports is bundled there whole, with every
 * export any screen uses. `./model.ts` re-exports this.
 */
import { SUBJECTS } from '@storeroom/core/access';

/**
 * The standard `products_and_collections` subject (spec 1 §3: it covers products, collections
 * and transfers), not a subject of our own; transfers declare no options on it.
 */
export const TRANSFERS_SUBJECT = SUBJECTS.products_and_collections;
