/** @module @storeroom/plugin-customers: the Customers plugin for the Storeroom admin. */
export { customersPlugin } from './admin/plugin';
export { customersSearchProvider } from './admin/search';
export * from './contract';
