/** @module @storeroom/plugin-collections: the Collections plugin for the Storeroom admin. */
export { collectionsPlugin } from './admin/plugin';
export { collectionsSearchProvider } from './admin/search';
export * from './contract';
