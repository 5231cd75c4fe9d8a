/** @module @storeroom/plugin-account: the Account plugin for the Storeroom admin. */
export { accountPlugin } from './admin/plugin';
export { accountApiRef } from './admin/api';
export * from './schema';
