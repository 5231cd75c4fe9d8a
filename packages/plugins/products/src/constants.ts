/**
 * Constants of the area free of zod: the admin manifest, the typed client and the search
 * provider import them, and they sit in the shell's first load (budget 150 KB gzip), which
 * must not carry a schema library. `schema.ts` re-exports them.
 */

/** All expansions the editor asks for (spec 2 §7). */
export const PRODUCT_EXPAND = ['variants', 'options', 'textareas', 'images'] as const;
