/** @module @storeroom/plugin-products: the Products plugin for the Storeroom admin. */
export { productsPlugin } from './admin/plugin';
export { productsSearchProvider } from './admin/search';
export * from './contract';
