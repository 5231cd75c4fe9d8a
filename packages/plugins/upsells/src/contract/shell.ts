/**
 * What the Upsells admin manifest reads at the shell's first load (its subject). The rest of the
 * model loads with the screens: a module the first load imports is bundled there whole, with every
 * export any screen uses. `./model.ts` re-exports this.
 */
import { SUBJECTS } from '@storeroom/core/access';

/** The access subject: core's standard "Upsells" area. Limited access is read-only. */
export const UPSELLS_SUBJECT = SUBJECTS.upsells;
