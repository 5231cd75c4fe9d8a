/** @module @storeroom/plugin-customers: the Customers plugin for the Storeroom admin. */
export { customersPlugin } from './admin/plugin';
export { customersApiRef } from './admin/api';
export { customersSearchProvider } from './admin/search';
export * from './schema';
