/**
 * The access subject of the Collections area: the standard `products_and_collections` subject
 * (spec 1 §3 "Employee access areas": products, collections and transfers share it), not a
 * subject of our own. It sits in a module free of zod because the admin manifest needs it at
 * start-up; `src/schema.ts` re-exports it.
 */
import { SUBJECTS } from '@storeroom/core/access';

export const COLLECTIONS_SUBJECT = SUBJECTS.products_and_collections;
