/** @module @storeroom/plugin-account: the Account plugin for the Storeroom admin. */
export { accountPlugin } from './admin/plugin';
export * from './contract';
