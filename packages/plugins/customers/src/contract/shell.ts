/**
 * What the Customers admin manifest reads at the shell's first load (its subject and the profile's
 * slot). The rest of the model loads with the screens: a module the first load imports is bundled
 * there whole, with every export any screen uses. `./model.ts` re-exports this.
 */
import { SUBJECTS, withOptions } from '@storeroom/core/access';
import { createSlotRef } from '@storeroom/core/contract';

/**
 * The standard `customers` subject (spec 1 §3 "Employee access areas") with the option this
 * plugin owns: `allow_export` grants `export` (spec 1 §6). Limited access reads; full access
 * creates, edits and deletes.
 */
export const CUSTOMERS_SUBJECT = withOptions(SUBJECTS.customers, [
  { id: 'allow_export', label: 'Allow export', grants: ['export'] },
]);

/** Sections of the customer profile: other plugins fill it (orders adds the customer's orders). */
export const CUSTOMER_PROFILE_SECTIONS = createSlotRef<{ customerId: number }>('customers.profile.sections');
