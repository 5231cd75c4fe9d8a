/**
 * What the Account admin manifest reads at the shell's first load (its billing subject). The rest
 * of the model loads with the screens: a module the first load imports is bundled there whole, with
 * every export any screen uses. `./model.ts` re-exports this.
 */
import { ACCOUNT_OWNER_SUBJECT } from '@storeroom/core/access';

/**
 * Billing (plan, cards, invoices) and the cancel flow are the store owner's alone (spec 1 §6:
 * employees do not load invoices; only the owner can delete or pause): the core's owner-only
 * subject, which the server refuses to employees and private apps whatever their rules.
 */
export const BILLING_SUBJECT = ACCOUNT_OWNER_SUBJECT;
