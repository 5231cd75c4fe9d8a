/** @module @storeroom/plugin-account: the Account plugin for the Storeroom admin. */
export { accountPlugin } from './admin/plugin';
export { accountClientRef } from './admin/api';
export * from './schema';
