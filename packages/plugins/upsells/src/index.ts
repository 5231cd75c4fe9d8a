/** @module @storeroom/plugin-upsells: the Upsells plugin for the Storeroom admin. */
export { upsellsPlugin } from './admin/plugin';
export * from './contract';
