/**
 * The access subject of the Invoice orders area: the standard `invoice_orders` subject (spec 1
 * §3 "Employee access areas"), not a subject of our own. It sits in a module free of zod
 * because the admin manifest needs it at start-up. `src/schema.ts` re-exports it.
 */
import { SUBJECTS } from '@storeroom/core/access';

export const INVOICE_ORDERS_SUBJECT = SUBJECTS.invoice_orders;
