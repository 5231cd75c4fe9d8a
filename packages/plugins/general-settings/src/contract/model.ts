/**
 * The General settings area's zod-free half of its contract: the subject, the page's address
 * and its messages. The admin manifest reads only this, so the shell's first load carries no
 * schema library; `./index.ts` re-exports it. The store profile itself (fields, rules,
 * endpoints) is core data: `coreContract`'s general-settings endpoints.
 */

export * from './shell';

/** Where renumbering starts unless the merchant says otherwise. */
export const DEFAULT_RENUMBER_START = 1001;

/** Texts of the page: spec 3 §8 where the spec gives them, the rest written for it. */
export const GENERAL_SETTINGS_MESSAGES = {
  /** spec 3 §4: changing the prefix or suffix asks whether to renumber existing orders. */
  renumberQuestion: 'The order number format has changed. Do you want to renumber existing orders?',
  renumberStartInvalid: 'Start must be a whole number of at least 1.',
  renumbered: 'Order numbers successfully updated.',
  correctErrors: 'Please correct form errors ant try again',
  loadFailed: 'Could not load the general settings.',
  deleteStoreWarning:
    'Deleting the store removes its products, orders, customers, employees and files. This cannot be undone.',
} as const;
