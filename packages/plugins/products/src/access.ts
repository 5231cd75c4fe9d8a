/**
 * The access subject of the Products area. One declaration, every gate: the admin hides the
 * menu entry and guards the route with it; the server checks every endpoint against it;
 * employees and private-app tokens get rules for it. It sits in a module of its own, free of
 * zod, because the admin manifest needs it at start-up: the shell's first load stays small.
 * `src/schema.ts` re-exports it.
 */
import { defineSubject } from '@storeroom/core/access';

export const PRODUCTS_SUBJECT = defineSubject({ id: 'products', label: 'Products' });
