/**
 * Constants of the area free of zod: the admin manifest, the typed client and the search
 * provider import them, and they sit in the shell's first load (budget 150 KB gzip), which
 * must not carry a schema library. `schema.ts` re-exports them.
 */

/** Customer email suggestions: 10 results, only after more than 2 typed characters (spec 2 §9). */
export const CUSTOMER_SUGGESTIONS_LIMIT = 10;

/** Products offered by the "add product" search. */
export const PRODUCT_SUGGESTIONS_LIMIT = 10;

/** Newest first: the list's and the global search's order. */
export const INVOICE_ORDERS_DEFAULT_SORT = '!id';

/** Paid status of an invoice order (spec 2 §4): not paid or paid. */
export const INVOICE_PAID_LABELS = { false: 'Not paid', true: 'Paid' } as const;
