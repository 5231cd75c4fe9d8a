/**
 * The access subjects of the Products area. One declaration, every gate: the admin hides the
 * menu entries and guards the routes with them; the server checks every endpoint against them.
 * Products share the standard `products_and_collections` subject (spec 1 §3, ARCHITECTURE.md
 * "Auth and permissions"); the product settings page belongs to the standard `settings`
 * subject (spec 3 §6). This module stays free of zod: the admin manifest needs it at start-up.
 */
import { SUBJECTS } from '@storeroom/core/access';

export const PRODUCTS_SUBJECT = SUBJECTS.products_and_collections;
export const PRODUCT_SETTINGS_SUBJECT = SUBJECTS.settings;
