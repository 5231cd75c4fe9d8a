/**
 * What the Inventory admin manifest reads at the shell's first load (its subject). The rest of the
 * model loads with the screens: a module the first load imports is bundled there whole, with every
 * export any screen uses. `./model.ts` re-exports this.
 */
import { SUBJECTS } from '@storeroom/core/access';

/**
 * The standard `inventory` subject (spec 1 §3, spec 2 §6): it covers inventory, vendors and
 * warehouses. No options of its own: limited access reads, full access writes.
 */
export const INVENTORY_SUBJECT = SUBJECTS.inventory;
