/** @module @storeroom/plugin-products: the Products plugin for the Storeroom admin. */
export { productsPlugin } from './admin/plugin';
export { productsApiRef } from './admin/api';
export * from './schema';
