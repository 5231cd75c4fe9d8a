/**
 * The zod-free half of this plugin's contract: what the admin manifest (the shell's first
 * load) and other plugins' manifests may read at run time. `./index.ts` re-exports it.
 */
import { createSlotRef } from '@storeroom/core/contract';

/** Sections of the customer profile: other plugins fill it (orders adds the customer's orders). */
export const CUSTOMER_PROFILE_SECTIONS = createSlotRef<{ customerId: number }>('customers.profile.sections');
