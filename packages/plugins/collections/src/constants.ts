/**
 * Constants of the area free of zod: the admin manifest, the typed client and the search
 * provider import them, and they sit in the shell's first load (budget 150 KB gzip), which
 * must not carry a schema library. `schema.ts` re-exports them.
 */

/** Collection types (spec 1 §3): manual (picked products) or by rules. */
export const COLLECTION_TYPES = ['manual', 'rules'] as const;

export type CollectionType = (typeof COLLECTION_TYPES)[number];

export const COLLECTION_TYPE_LABELS: Record<CollectionType, string> = {
  manual: 'Manual',
  rules: 'By rules',
};

/** Products are fetched 200 at a time (spec 1 §9: collection products fetch 200). */
export const COLLECTION_PRODUCTS_FETCH_SIZE = 200;

/** The upload type of collection images (`POST /files`, spec 1 §7 Files). */
export const COLLECTION_IMAGE_UPLOAD_TYPE = 'collection_images';
