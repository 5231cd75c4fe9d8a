/**
 * The access subject of the Transfers area: the standard `products_and_collections` subject
 * (spec 1 §3: it covers products, collections and transfers), not a subject of our own. It
 * sits in a module free of zod because the admin manifest needs it at start-up.
 * `src/schema.ts` re-exports it.
 */
import { SUBJECTS } from '@storeroom/core/access';

export const TRANSFERS_SUBJECT = SUBJECTS.products_and_collections;
