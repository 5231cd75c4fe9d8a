/**
 * Constants of the area free of zod: the admin manifest, the typed client and the search
 * provider import them, and they sit in the shell's first load (budget 150 KB gzip), which
 * must not carry a schema library. `schema.ts` re-exports them.
 */

/** Top products limit (spec 2 §9). */
export const TOP_PRODUCTS_LIMIT = 5;
