/** @module @storeroom/plugin-taxes: the Taxes plugin for the Storeroom admin. */
export { taxesPlugin } from './admin/plugin';
export * from './contract';
