/**
 * The access subject of the Inventory area: the standard `inventory` subject (spec 1 §3,
 * spec 2 §6), which covers inventory, vendors and warehouses. It sits in a module free of zod
 * because the admin manifest needs it at start-up. `src/schema.ts` re-exports it.
 */
import { SUBJECTS } from '@storeroom/core/access';

export const INVENTORY_SUBJECT = SUBJECTS.inventory;
