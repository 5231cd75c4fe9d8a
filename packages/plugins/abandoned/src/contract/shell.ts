/**
 * What the Abandoned checkouts admin manifest reads at the shell's first load (its subject). The
 * rest of the model loads with the screens: a module the first load imports is bundled there whole,
 * with every export any screen uses. `./model.ts` re-exports this.
 */
import { SUBJECTS } from '@storeroom/core/access';

/**
 * The standard `abandoned` subject (spec 1 §9 employee access areas; core keeps its id and
 * label). Limited access is read-only: no option of this area grants a write.
 */
export const ABANDONED_SUBJECT = SUBJECTS.abandoned;
