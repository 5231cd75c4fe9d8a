/**
 * What the Invoice orders admin manifest reads at the shell's first load (its subject, and the sort
 * and paid labels of its search provider). The rest of the model loads with the screens: a module
 * the first load imports is bundled there whole, with every export any screen uses. `./model.ts`
 * re-exports this.
 */
import { SUBJECTS } from '@storeroom/core/access';

/** The standard `invoice_orders` subject (spec 1 §3 "Employee access areas"): no options of its own. */
export const INVOICE_ORDERS_SUBJECT = SUBJECTS.invoice_orders;

export const INVOICE_ORDERS_DEFAULT_SORT = '!id';

/** Paid status of an invoice order (spec 2 §4): not paid or paid. */
export const INVOICE_PAID_LABELS = { false: 'Not paid', true: 'Paid' } as const;
