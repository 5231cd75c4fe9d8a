/**
 * The Account area's access: billing (plan, cards, invoices) and the cancel flow are the
 * store owner's alone (spec 1 §6: employees do not load invoices; only the owner can delete
 * or pause), so the area uses the core's owner-only subject instead of an assignable one.
 * Free of zod: the admin manifest needs it at start-up. `src/schema.ts` re-exports it.
 */
import { ACCOUNT_OWNER_SUBJECT } from '@storeroom/core/access';

export const BILLING_SUBJECT = ACCOUNT_OWNER_SUBJECT;
