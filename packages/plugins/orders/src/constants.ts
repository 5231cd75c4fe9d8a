/**
 * Constants of the area free of zod: the admin manifest, the typed client and the search
 * provider import them, and they sit in the shell's first load (budget 150 KB gzip), which
 * must not carry a schema library. `schema.ts` re-exports them.
 */

/** Carriers are fetched 200 at a time. */
export const CARRIERS_PAGE_SIZE = 200;

/** `expand` names of an order. */
export const ORDER_EXPANDS = [
  'items',
  'fulfilments',
  'shipments',
  'restocks',
  'refunds',
  'customer',
] as const;

export type OrderExpand = (typeof ORDER_EXPANDS)[number];

/** Every expand the detail panel needs. */
export const ORDER_DETAIL_EXPAND: readonly OrderExpand[] = ORDER_EXPANDS;
