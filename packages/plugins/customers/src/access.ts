/**
 * The access subject of the Customers area: the standard `customers` subject (spec 1 §6,
 * with its `allow_export` option), not a subject of our own. It sits in a module free of zod
 * because the admin manifest needs it at start-up. `src/schema.ts` re-exports it.
 */
import { SUBJECTS, withOptions } from '@storeroom/core/access';

/** The standard subject with the option this plugin owns: `allow_export` grants `export` (spec 1 §6). */
export const CUSTOMERS_SUBJECT = withOptions(SUBJECTS.customers, [
  { id: 'allow_export', label: 'Allow export', grants: ['export'] },
]);
