/** @module @storeroom/plugin-transfers: the Transfers plugin for the Storeroom admin. */
export { transfersPlugin } from './admin/plugin';
export * from './contract';
